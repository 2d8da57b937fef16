'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';

/**
 * Whether any form of the library holds unsaved edits.
 *
 * @example
 * const dirty = useHasUnsavedChanges();
 * <Tab onLeave={() => dirty && confirm('Discard changes?')} />
 */
export function useHasUnsavedChanges(): boolean {
  const { drafts } = useIntegrationConfigContext();
  return useSyncExternalStore(drafts.subscribe, drafts.hasUnsaved, () => false);
}

/**
 * Asks the browser to confirm leaving the page while any form of the library has unsaved edits. The widget
 * (`InstallationConfig`) does this by default; pages built from the headless hooks and parts call it.
 *
 * @example
 * function SettingsPage() {
 *   useUnsavedChangesGuard();
 *   return <InstallationConfig integration="salesforce-crm" groupRef={orgId} />;
 * }
 */
export function useUnsavedChangesGuard(enabled = true): void {
  const dirty = useHasUnsavedChanges();
  useEffect(() => {
    if (!enabled || !dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [enabled, dirty]);
}
