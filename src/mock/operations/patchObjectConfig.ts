import jsonPatch from 'fast-json-patch';
import * as z from 'zod/mini';
import { formatIssuePath } from '../../core/formatIssuePath.ts';
import { withoutPrototypes } from '../../core/withoutPrototypes.ts';
import {
  type Action,
  readObjectConfigSchema,
  subscribeObjectConfigSchema,
  writeObjectConfigSchema,
} from '../../schemas/config.ts';
import type { Installation } from '../../schemas/installation.ts';
import type { Integration } from '../../schemas/integration.ts';
import { type JsonPatchOperation, patchObjectRequestSchema } from '../../schemas/requests.ts';
import type { RuleViolation } from '../../schemas/rules.ts';
import { setOwnProperty } from '../../schemas/setOwnProperty.ts';
import { valueAtPath } from '../../schemas/valueAtPath.ts';
import { invalidInput, jsonResponse, notFound } from '../problems.ts';
import {
  bodyIssues,
  manifestObjectNames,
  objectConfigViolations,
  providerFlowsViolations,
  schemaViolations,
  usesProviderFlows,
} from '../serviceRules.ts';
import { selectInstallations } from '../store.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { readJsonBody, requireIntegration } from './lookups.ts';

function findTarget(
  context: ServiceContext,
  integration: Integration,
  target: { installationId?: string | undefined; groupRef?: string | undefined },
): Installation {
  const byId =
    target.installationId === undefined ? undefined : context.data.installations.get(target.installationId);
  if (target.installationId !== undefined && (!byId || byId.integrationId !== integration.id)) {
    throw notFound(`Installation ${target.installationId} not found`, [
      { in: 'body', name: 'installationId', value: target.installationId, detail: 'No such installation' },
    ]);
  }
  if (target.groupRef === undefined && byId) return byId;
  if (target.groupRef === undefined)
    throw invalidInput([{ in: 'body', name: 'groupRef', detail: 'groupRef or installationId is required' }]);
  const [byGroup] = selectInstallations(context.data, {
    integrationId: integration.id,
    groupRef: target.groupRef,
  });
  if (!byGroup) {
    throw notFound(`Group ${target.groupRef} has no installation of ${integration.name}`, [
      { in: 'body', name: 'groupRef', value: target.groupRef, detail: 'No installation for this group' },
    ]);
  }
  return byGroup;
}

function pointerSegments(pointer: string): string[] {
  return pointer.split('/').slice(1).map(jsonPatch.unescapePathComponent);
}

function isPrefix(prefix: readonly string[], path: readonly (string | number)[]): boolean {
  // `-` appends to an array: it stands for whichever index the new item got.
  return (
    prefix.length <= path.length &&
    prefix.every((segment, index) => segment === '-' || segment === String(path[index]))
  );
}

/**
 * Locates a violation inside the object config by the request-body property that caused it: the last change
 * whose path covers it (`changes[1].value.defaultPeriod.days`; `changes[0].path` for a removal), else the last
 * change inside the violated property, else the property path inside the object config (`rawFilter`).
 */
function locate(
  violation: RuleViolation,
  changes: readonly JsonPatchOperation[],
  patched: unknown,
): { name: string; value: unknown } {
  const byChange = (index: number, rest: readonly (string | number)[]) => {
    const change = changes[index]!;
    if (change.op === 'remove')
      return { name: formatIssuePath(['changes', index, 'path']), value: change.path };
    return {
      name: formatIssuePath(['changes', index, 'value', ...rest]),
      value: valueAtPath(change.value, [...rest]),
    };
  };
  const paths = changes.map((change) => pointerSegments(change.path));
  for (let index = changes.length - 1; index >= 0; index--) {
    const changePath = paths[index]!;
    if (isPrefix(changePath, violation.path)) return byChange(index, violation.path.slice(changePath.length));
  }
  const violated = violation.path.map(String);
  for (let index = changes.length - 1; index >= 0; index--) {
    if (isPrefix(violated, paths[index]!)) return byChange(index, []);
  }
  return { name: formatIssuePath(violation.path), value: valueAtPath(patched, violation.path) };
}

function applyChanges(base: unknown, changes: readonly JsonPatchOperation[]): unknown {
  // Without prototypes, a change under any provider name (`/selectedFields/__proto__`) sets an ordinary key.
  let document = withoutPrototypes(base);
  changes.forEach((change, index) => {
    try {
      // RFC 6902 with validation: replace/remove of a missing path and add under a missing parent all fail.
      document = jsonPatch.applyOperation(
        document,
        withoutPrototypes(change),
        true,
        true,
        false,
        index,
      ).newDocument;
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
      throw invalidInput([
        { in: 'body', name: `changes[${index}].path`, value: change.path, detail: reason },
      ]);
    }
  });
  return document;
}

const OBJECT_SCHEMAS = {
  read: readObjectConfigSchema,
  write: writeObjectConfigSchema,
  subscribe: subscribeObjectConfigSchema,
};

function withObjectConfig(
  installation: Installation,
  action: Action,
  objectName: string,
  config: unknown,
): Installation {
  const next = structuredClone(installation);
  const content = next.config.content;
  if (action === 'read') {
    content.read ??= { objects: {} };
    setOwnProperty(content.read.objects, objectName, z.parse(OBJECT_SCHEMAS.read, config));
  } else if (action === 'write') {
    content.write ??= {};
    content.write.objects ??= {};
    setOwnProperty(content.write.objects, objectName, z.parse(OBJECT_SCHEMAS.write, config));
  } else {
    content.subscribe ??= { objects: {} };
    setOwnProperty(content.subscribe.objects, objectName, z.parse(OBJECT_SCHEMAS.subscribe, config));
  }
  return next;
}

function storedObjectConfig(installation: Installation, action: Action, objectName: string): unknown {
  const objects = installation.config.content[action]?.objects;
  return objects && Object.hasOwn(objects, objectName) ? objects[objectName] : {};
}

/**
 * `PATCH .../integrations/{integrationId}/objects/{objectName}/config-content`: JSON Patch on one object's
 * config, atomically; the installation is named by `installationId` or `groupRef` (never both: a 400).
 */
export async function patchObjectConfig(
  context: ServiceContext,
  { route, request }: OperationRequest<RouteOf<'patchObjectConfig'>>,
): Promise<Response> {
  const integration = requireIntegration(context, route.integrationId);
  const body = await readJsonBody(request);
  const shapeViolations = schemaViolations(patchObjectRequestSchema, body);
  if (shapeViolations.length > 0) throw invalidInput(bodyIssues(shapeViolations, body, []));
  const { action, changes, installationId, groupRef } = z.parse(patchObjectRequestSchema, body);
  const { objectName } = route;
  if (!manifestObjectNames(integration, action).includes(objectName)) {
    throw invalidInput([
      {
        in: 'path',
        name: 'objectName',
        value: objectName,
        detail: `${objectName} is not a ${action} object of ${integration.name}`,
      },
    ]);
  }
  const installation = findTarget(context, integration, { installationId, groupRef });
  const patched = applyChanges(storedObjectConfig(installation, action, objectName), changes);
  const violations = objectConfigViolations(integration, action, objectName, patched);
  if (action === 'subscribe') {
    violations.push(
      ...providerFlowsViolations(usesProviderFlows(installation.config.content.subscribe), patched),
    );
  }
  if (violations.length > 0) {
    throw invalidInput(
      violations.map((violation) => ({
        in: 'body',
        detail: violation.message,
        ...locate(violation, changes, patched),
      })),
    );
  }
  return jsonResponse(
    200,
    context.commit(installation, withObjectConfig(installation, action, objectName, patched)),
  );
}
