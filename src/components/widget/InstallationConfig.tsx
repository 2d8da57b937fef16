'use client';

import { InstallationScope, type InstallationScopeValue } from '../../hooks/InstallationScope.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard.ts';
import type { Installation } from '../../schemas/installation.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { InstallationConfigBody } from './InstallationConfigBody.tsx';
import { PartFailed } from './PartFailed.tsx';
import '../shared/theme.css';
import './InstallationConfig.css';

/** Props of {@link InstallationConfig}. */
export type InstallationConfigProps = InstallationScopeValue & {
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when loading or saving fails (edits are kept). */
  onError?: (error: unknown) => void;
  /**
   * Colour scheme: `light` (default) or `dark`; `auto` follows the OS setting, `inherit` the host page's own
   * `color-scheme`.
   */
  theme?: 'light' | 'dark' | 'auto' | 'inherit';
  /** Extra class names for the root element. */
  className?: string;
  /**
   * Asks the browser to confirm leaving the page while there are unsaved changes (default `true`); `false` when
   * the host guards navigation itself (see `useUnsavedChangesGuard`).
   */
  guardUnsavedChanges?: boolean;
};

/**
 * The embeddable widget: the integration's objects grouped by action with their state, and the editor of the
 * selected object. Use inside an `IntegrationConfigProvider`.
 *
 * @example
 * <IntegrationConfigProvider client={client}>
 *   <InstallationConfig integration="salesforce-crm" groupRef={orgId} onSaved={(i) => toast('Saved')} />
 * </IntegrationConfigProvider>
 */
export function InstallationConfig({
  onSaved,
  onError,
  theme = 'light',
  className,
  guardUnsavedChanges = true,
  ...scope
}: InstallationConfigProps) {
  useUnsavedChangesGuard(guardUnsavedChanges);
  const messages = useMessages();
  return (
    <div className={className ? `ric-root ${className}` : 'ric-root'} data-theme={theme}>
      {/* Whatever fails to render inside the widget stays inside it: the host page keeps running. */}
      <ErrorBoundary
        onError={onError}
        fallback={(_error, reset) => <PartFailed message={messages['shell.partFailed']} onRetry={reset} />}
      >
        <InstallationScope {...scope}>
          <InstallationConfigBody onSaved={onSaved} onError={onError} />
        </InstallationScope>
      </ErrorBoundary>
    </div>
  );
}
