import * as z from 'zod/mini';
import { formatIssuePath } from '../../core/formatIssuePath.ts';
import { type Action, configContentSchema } from '../../schemas/config.ts';
import type { Installation } from '../../schemas/installation.ts';
import type { Integration } from '../../schemas/integration.ts';
import { isJsonObject } from '../../schemas/isJsonObject.ts';
import { parseUpdateMaskPath } from '../../schemas/parseUpdateMaskPath.ts';
import type { InputValidationIssue } from '../../schemas/problem.ts';
import { isAllowedUpdateMaskPath } from '../../schemas/requests.ts';
import { setOwnProperty } from '../../schemas/setOwnProperty.ts';
import { valueAtPath } from '../../schemas/valueAtPath.ts';
import { invalidInput, jsonResponse } from '../problems.ts';
import {
  bodyIssues,
  configContentViolationsOf,
  createdByIssue,
  manifestObjectNames,
  sampleReadViolations,
} from '../serviceRules.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { readJsonBody, readSkipSampling, requireInstallation, requireIntegration } from './lookups.ts';

/** The action and object a one-object mask path names (`config.content.<action>.objects.<objectName>`). */
function namedObject(segments: readonly string[]): { action: Action; objectName: string } | undefined {
  const [, , action, , objectName] = segments;
  if (segments.length !== 5 || objectName === undefined) return undefined;
  if (action === 'read' || action === 'write' || action === 'subscribe') return { action, objectName };
  return undefined;
}

interface MaskEntry {
  segments: string[];
  value: unknown;
}

function readMask(body: Record<string, unknown>, integration: Integration): MaskEntry[] {
  const { updateMask, installation } = body;
  const issues: InputValidationIssue[] = [];
  if (!Array.isArray(updateMask) || updateMask.length === 0) {
    issues.push({
      in: 'body',
      name: 'updateMask',
      value: updateMask,
      detail: 'updateMask needs at least one path',
    });
  }
  if (!isJsonObject(installation)) {
    issues.push({
      in: 'body',
      name: 'installation',
      value: installation,
      detail: 'installation must be an object',
    });
  }
  if (issues.length > 0 || !Array.isArray(updateMask)) throw invalidInput(issues);
  const entries: MaskEntry[] = [];
  updateMask.forEach((path: unknown, index) => {
    const name = `updateMask[${index}]`;
    if (typeof path !== 'string') {
      issues.push({ in: 'body', name, value: path, detail: 'An update mask path is a string' });
      return;
    }
    const segments = parseUpdateMaskPath(path);
    if (!isAllowedUpdateMaskPath(segments)) {
      issues.push({ in: 'body', name, value: path, detail: `${path} is not an allowed update mask path` });
      return;
    }
    const object = namedObject(segments);
    if (object && !manifestObjectNames(integration, object.action).includes(object.objectName)) {
      issues.push({
        in: 'body',
        name,
        value: path,
        detail: `${object.objectName} is not a ${object.action} object of ${integration.name}`,
      });
      return;
    }
    // Rule 1: every masked path has a value in `installation`.
    const value = valueAtPath(installation, segments);
    if (value === undefined || value === null) {
      issues.push({
        in: 'body',
        name: formatIssuePath(['installation', ...segments]),
        detail: `The update mask names ${path}, but installation has no value there`,
      });
      return;
    }
    entries.push({ segments, value });
  });
  if (issues.length > 0) throw invalidInput(issues);
  return entries;
}

function setAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    const child = Object.hasOwn(node, key) ? node[key] : undefined;
    if (isJsonObject(child)) node = child;
    else {
      const created: Record<string, unknown> = {};
      setOwnProperty(node, key, created);
      node = created;
    }
  }
  const last = path[path.length - 1];
  if (last !== undefined) setOwnProperty(node, last, structuredClone(value));
}

function switchConnection(
  context: ServiceContext,
  installation: Installation,
  connectionId: unknown,
): Installation['connection'] {
  const issue = (detail: string): InputValidationIssue => ({
    in: 'body',
    name: 'installation.connectionId',
    value: connectionId,
    detail,
  });
  if (typeof connectionId !== 'string') throw invalidInput([issue('connectionId must be a string')]);
  const connection = context.data.connections.get(connectionId)?.connection;
  if (!connection) throw invalidInput([issue('No connection with this ID in the project')]);
  if (connection.group.groupRef !== installation.group?.groupRef) {
    throw invalidInput([issue(`The connection belongs to group ${connection.group.groupRef}`)]);
  }
  if (connection.provider !== installation.connection.provider) {
    throw invalidInput([
      issue(`The connection is to ${connection.provider}, not ${installation.connection.provider}`),
    ]);
  }
  return structuredClone(connection);
}

/**
 * `PATCH .../installations/{installationId}?skipSampling=`: replaces the masked paths only. A bad mask is 400;
 * a resulting config that breaks the contract's rules, or fails the sample read, is 422 (docs/contract.md, "Errors").
 */
export async function updateInstallation(
  context: ServiceContext,
  { route, request, url }: OperationRequest<RouteOf<'updateInstallation'>>,
): Promise<Response> {
  const integration = requireIntegration(context, route.integrationId);
  // Checked before the body is read (an unknown installation is a 404 whatever the body), read again after it:
  // nothing may commit between reading what is stored and committing the update, or a concurrent write is lost.
  requireInstallation(context, integration, route.installationId);
  const skipSampling = readSkipSampling(url);
  const body = await readJsonBody(request);
  const stored = requireInstallation(context, integration, route.installationId);
  if (!isJsonObject(body)) throw invalidInput([{ in: 'body', detail: 'The body must be a JSON object' }]);
  const mask = readMask(body, integration);

  const next = structuredClone(stored);
  const content: Record<string, unknown> = { ...structuredClone(stored.config.content) };
  const touchedReadObjects: string[] = [];
  for (const { segments, value } of mask) {
    const [first, second] = segments;
    if (first === 'connectionId') next.connection = switchConnection(context, stored, value);
    else if (second === 'createdBy') {
      const issue = createdByIssue(value);
      if (issue !== undefined || typeof value !== 'string') {
        throw invalidInput([{ in: 'body', name: 'installation.config.createdBy', value, detail: issue }]);
      }
      next.config.createdBy = value;
    } else {
      setAt(content, segments.slice(2), value);
      const object = namedObject(segments);
      if (object?.action === 'read') touchedReadObjects.push(object.objectName);
    }
  }

  // A mask may name only the subscribe provider options of an installation that subscribes to nothing yet;
  // a stored subscribe config always has its objects map.
  const { subscribe } = content;
  if (isJsonObject(subscribe) && subscribe.objects === undefined) subscribe.objects = {};

  const violations = configContentViolationsOf(integration, content);
  if (violations.length > 0) {
    throw invalidInput(bodyIssues(violations, content, ['installation', 'config', 'content']), 422);
  }
  next.config.content = z.parse(configContentSchema, content);
  if (!skipSampling) {
    const failures = sampleReadViolations(
      next.config.content.read?.objects ?? {},
      touchedReadObjects,
      (objectName) => context.data.connections.get(next.connection.id)?.providerObjects.get(objectName),
    );
    if (failures.length > 0) {
      throw invalidInput(bodyIssues(failures, content, ['installation', 'config', 'content']), 422);
    }
  }
  return jsonResponse(200, context.commit(stored, next));
}
