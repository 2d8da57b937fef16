import type { Connection, Group } from '../schemas/connection.ts';
import type { Installation } from '../schemas/installation.ts';
import type { Integration, Revision } from '../schemas/integration.ts';
import type { MockFixture, ProviderObject } from './fixtures/types.ts';

/** Which installations `listInstallations` returns. */
export interface InstallationFilter {
  integrationId?: string;
  groupRef?: string;
}

/** Everything the store holds that requests can change, as plain JSON (compare two to prove nothing changed). */
export interface MockStoreSnapshot {
  installations: Installation[];
}

/** Read access to a mock backend's data; every result is a copy, so changing it changes nothing stored. */
export interface MockStore {
  /** The project every path must name (by ID or name). */
  readonly project: { id: string; name: string };
  getIntegration(integrationIdOrName: string): Integration | undefined;
  listIntegrations(): Integration[];
  getRevision(integrationId: string, revisionId: string): Revision | undefined;
  getGroup(groupRef: string): Group | undefined;
  getConnection(connectionId: string): Connection | undefined;
  listConnections(groupRef?: string): Connection[];
  /** The provider object (with every field, including the `unreadable` flag) a connection sees. */
  getProviderObject(connectionId: string, objectName: string): ProviderObject | undefined;
  getInstallation(installationId: string): Installation | undefined;
  listInstallations(filter?: InstallationFilter): Installation[];
  snapshot(): MockStoreSnapshot;
}

interface IntegrationRecord {
  integration: Integration;
  revisions: Map<string, Revision>;
}

interface ConnectionRecord {
  connection: Connection;
  providerObjects: Map<string, ProviderObject>;
}

/** The live data behind a mock backend; service operations read and write it directly. */
export interface StoreData {
  project: { id: string; name: string };
  integrations: Map<string, IntegrationRecord>;
  groups: Map<string, Group>;
  connections: Map<string, ConnectionRecord>;
  installations: Map<string, Installation>;
}

/** Seeds store data from a fixture; provider objects are shared read-only, everything else is copied. */
export function createStoreData(fixture: MockFixture): StoreData {
  return {
    project: { ...fixture.project },
    integrations: new Map(
      fixture.integrations.map(({ integration, previousRevisions = [] }) => [
        integration.id,
        {
          integration: structuredClone(integration),
          revisions: new Map(
            [...previousRevisions, integration.latestRevision].map((revision) => [
              revision.id,
              structuredClone(revision),
            ]),
          ),
        },
      ]),
    ),
    groups: new Map(fixture.groups.map((group) => [group.groupRef, structuredClone(group)])),
    connections: new Map(
      fixture.connections.map(({ connection, providerObjects }) => [
        connection.id,
        {
          connection: structuredClone(connection),
          providerObjects: new Map(providerObjects.map((object) => [object.objectName, object])),
        },
      ]),
    ),
    installations: new Map(
      fixture.installations.map((installation) => [installation.id, structuredClone(installation)]),
    ),
  };
}

/** Finds an integration of the project by ID, then by name. */
export function findIntegration(data: StoreData, integrationIdOrName: string): IntegrationRecord | undefined {
  const byId = data.integrations.get(integrationIdOrName);
  if (byId) return byId;
  return [...data.integrations.values()].find((record) => record.integration.name === integrationIdOrName);
}

function copy<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}

/** A read-only, copying view of store data; `current` is read on every call, so `reset()` may replace it. */
export function createStoreView(current: () => StoreData): MockStore {
  return {
    get project() {
      return { ...current().project };
    },
    getIntegration: (idOrName) => copy(findIntegration(current(), idOrName)?.integration),
    listIntegrations: () =>
      [...current().integrations.values()].map((record) => structuredClone(record.integration)),
    getRevision: (integrationId, revisionId) =>
      copy(current().integrations.get(integrationId)?.revisions.get(revisionId)),
    getGroup: (groupRef) => copy(current().groups.get(groupRef)),
    getConnection: (connectionId) => copy(current().connections.get(connectionId)?.connection),
    listConnections: (groupRef) =>
      [...current().connections.values()]
        .map((record) => record.connection)
        .filter((connection) => groupRef === undefined || connection.group.groupRef === groupRef)
        .map((connection) => structuredClone(connection)),
    getProviderObject: (connectionId, objectName) =>
      copy(current().connections.get(connectionId)?.providerObjects.get(objectName)),
    getInstallation: (installationId) => copy(current().installations.get(installationId)),
    listInstallations: (filter = {}) => structuredClone(selectInstallations(current(), filter)),
    snapshot: () => ({ installations: structuredClone([...current().installations.values()]) }),
  };
}

/** The stored installations matching a filter, in insertion order (not copies). */
export function selectInstallations(data: StoreData, filter: InstallationFilter): Installation[] {
  return [...data.installations.values()].filter(
    (installation) =>
      (filter.integrationId === undefined || installation.integrationId === filter.integrationId) &&
      (filter.groupRef === undefined || installation.group?.groupRef === filter.groupRef),
  );
}
