'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { FieldMappingEntry } from '../schemas/config.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';

/** Which installation the hooks below work on. */
interface ScopeCommon {
  /** Integration ID or name. */
  integration: string;
  /**
   * The consumer's connection whose live metadata hydrates the revision. Pass it to load the installation and
   * the hydrated revision in parallel; without it, the installation's own connection is used.
   */
  connectionId?: string;
  /** Dynamic mapping prompts per read object, supplied by the host (`dynamicMappingsInput`). */
  dynamicMappingsInput?: Record<string, FieldMappingEntry[]>;
}

/**
 * The integration and the installation the hooks below configure: the user group's (`groupRef`, the usual case)
 * or one installation by ID (`installationId`). TypeScript asks for exactly one of the two.
 */
export type InstallationScopeValue = ScopeCommon &
  (
    | {
        /** The user group whose installation is configured. */
        groupRef: string;
        installationId?: undefined;
      }
    | {
        /** The installation, by ID. */
        installationId: string;
        groupRef?: undefined;
      }
  );

const InstallationScopeContext = createContext<InstallationScopeValue | null>(null);

/** Props of {@link InstallationScope}. */
export type InstallationScopeProps = InstallationScopeValue & {
  children: ReactNode;
};

/**
 * Names the integration and the group (or installation) that the hooks below configure.
 *
 * @example
 * <InstallationScope integration="salesforce-crm" groupRef="acme" connectionId={connectionId}>
 *   <MyReadEditor objectName="account" />
 * </InstallationScope>
 */
export function InstallationScope({
  integration,
  groupRef,
  installationId,
  connectionId,
  dynamicMappingsInput,
  children,
}: InstallationScopeProps) {
  const value = useMemo(
    // As given: a host without types may pass both or neither (useInstallationScope says what is wrong).
    () =>
      ({
        integration,
        groupRef,
        installationId,
        connectionId,
        dynamicMappingsInput,
      }) as InstallationScopeValue,
    [integration, groupRef, installationId, connectionId, dynamicMappingsInput],
  );
  return <InstallationScopeContext.Provider value={value}>{children}</InstallationScopeContext.Provider>;
}

/**
 * The current installation scope; throws a clear error outside `<InstallationScope>` or `<InstallationConfig>`.
 *
 * @example
 * const { integration, groupRef } = useInstallationScope();
 */
export function useInstallationScope(): InstallationScopeValue {
  // Outside everything, the Provider is what is missing first: its error names it.
  useIntegrationConfigContext();
  const value = useContext(InstallationScopeContext);
  if (!value) {
    throw new Error(
      'react-integration-config: this hook must be used inside <InstallationScope> or <InstallationConfig>.',
    );
  }
  if (value.groupRef === undefined && value.installationId === undefined) {
    throw new Error('react-integration-config: <InstallationScope> needs a groupRef or an installationId.');
  }
  return value;
}
