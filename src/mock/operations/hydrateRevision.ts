import type {
  FieldMetadata,
  HydratedField,
  HydratedReadObject,
  HydratedRevision,
  HydratedWriteObject,
  IntegrationField,
  ManifestReadObject,
} from '../../schemas/integration.ts';
import type { ProviderField, ProviderObject } from '../fixtures/types.ts';
import { invalidInput, jsonResponse, notFound } from '../problems.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { requireIntegration } from './lookups.ts';

function fieldMetadata(field: ProviderField): FieldMetadata {
  // The readability flag is the mock's stand-in for the provider's field-level security: never sent.
  const { unreadable: _hidden, ...metadata } = field;
  return metadata;
}

function hydrateField(entry: IntegrationField, fields: ReadonlyMap<string, ProviderField>): HydratedField {
  if (entry.fieldName === undefined) return { ...entry };
  const { fieldName, mapToName, mapToDisplayName } = entry;
  const hydrated: HydratedField = { fieldName, displayName: fields.get(fieldName)?.displayName ?? fieldName };
  if (mapToName !== undefined) hydrated.mapToName = mapToName;
  if (mapToDisplayName !== undefined) hydrated.mapToDisplayName = mapToDisplayName;
  return hydrated;
}

function hydrateReadObject(
  manifest: ManifestReadObject,
  object: ProviderObject | undefined,
  scenarioError: string | undefined,
): HydratedReadObject {
  const { requiredFields, optionalFields, ...rest } = manifest;
  const hydrated: HydratedReadObject = { ...rest, displayName: object?.displayName ?? manifest.objectName };
  // docs/contract.md, "Hydrated object errors": a failed object still renders with its message, without fields, and blocks no other object.
  if (!object) {
    return {
      ...hydrated,
      error: scenarioError ?? `The connected account has no object named ${manifest.objectName}`,
    };
  }
  if (scenarioError !== undefined) return { ...hydrated, error: scenarioError };
  const fields = new Map(object.fields.map((field) => [field.fieldName, field]));
  return {
    ...hydrated,
    requiredFields: (requiredFields ?? []).map((entry) => hydrateField(entry, fields)),
    optionalFields: (optionalFields ?? []).map((entry) => hydrateField(entry, fields)),
    allFieldsMetadata: Object.fromEntries(
      object.fields.map((field) => [field.fieldName, fieldMetadata(field)]),
    ),
    allFields: object.fields.map((field) => ({ fieldName: field.fieldName, displayName: field.displayName })),
  };
}

/**
 * `GET .../revisions/{revisionId}:hydrate?connectionId=`: the revision with live field metadata from the
 * provider data the connection sees.
 */
export function hydrateRevision(
  context: ServiceContext,
  { route, url }: OperationRequest<RouteOf<'hydrateRevision'>>,
): Response {
  const integration = requireIntegration(context, route.integrationId);
  const revision = context.data.integrations.get(integration.id)?.revisions.get(route.revisionId);
  if (!revision) {
    throw notFound(`Revision ${route.revisionId} not found`, [
      {
        in: 'path',
        name: 'revisionId',
        value: route.revisionId,
        detail: `No such revision of ${integration.name}`,
      },
    ]);
  }
  const connectionId = url.searchParams.get('connectionId');
  if (!connectionId) {
    throw invalidInput([{ in: 'query', name: 'connectionId', detail: 'connectionId is required' }]);
  }
  const record = context.data.connections.get(connectionId);
  if (!record) {
    throw notFound(`Connection ${connectionId} not found`, [
      {
        in: 'query',
        name: 'connectionId',
        value: connectionId,
        detail: 'No connection with this ID in the project',
      },
    ]);
  }
  if (record.connection.provider !== integration.provider) {
    throw invalidInput([
      {
        in: 'query',
        name: 'connectionId',
        value: connectionId,
        detail: `The connection is to ${record.connection.provider}, the integration to ${integration.provider}`,
      },
    ]);
  }
  const { read, write, proxy, subscribe: _notHydrated, ...content } = revision.content;
  const providerObject = (objectName: string) => record.providerObjects.get(objectName);
  const writeObjects: HydratedWriteObject[] = (write?.objects ?? []).map(({ objectName, valueDefaults }) => ({
    objectName,
    displayName: providerObject(objectName)?.displayName ?? objectName,
    ...(valueDefaults ? { valueDefaults } : {}),
  }));
  const hydrated: HydratedRevision = {
    id: revision.id,
    specVersion: revision.specVersion,
    createTime: revision.createTime,
    content: {
      ...content,
      read: {
        objects: (read?.objects ?? []).map((object) =>
          hydrateReadObject(
            object,
            providerObject(object.objectName),
            context.hydrateError(integration.id, object.objectName),
          ),
        ),
      },
      write: { objects: writeObjects },
      ...(proxy ? { proxy } : {}),
    },
  };
  return jsonResponse(200, hydrated);
}
