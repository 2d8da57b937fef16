import * as z from 'zod/mini';
import { configContentSchema } from '../../schemas/config.ts';
import type { Connection } from '../../schemas/connection.ts';
import type { Installation } from '../../schemas/installation.ts';
import type { InputValidationIssue } from '../../schemas/problem.ts';
import { createInstallationRequestSchema } from '../../schemas/requests.ts';
import { valueAtPath } from '../../schemas/valueAtPath.ts';
import { invalidInput, jsonResponse, ServiceProblem } from '../problems.ts';
import {
  bodyIssues,
  configContentViolationsOf,
  createdByIssue,
  sampleReadViolations,
  schemaViolations,
} from '../serviceRules.ts';
import { selectInstallations } from '../store.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { readJsonBody, readSkipSampling, requireIntegration } from './lookups.ts';

function isUnderContent(path: readonly (string | number)[]): boolean {
  return path[0] === 'config' && path[1] === 'content' && path.length > 2;
}

function connectionIssue(connectionId: unknown, detail: string): InputValidationIssue {
  return { in: 'body', name: 'connectionId', value: connectionId, detail };
}

function pickConnection(
  context: ServiceContext,
  groupRef: string,
  provider: string,
  connectionId: string | undefined,
): Connection {
  if (connectionId === undefined) {
    // docs/contract.md, "Operations": without connectionId the group's default connection (to this provider) is used.
    const fallback = [...context.data.connections.values()].find(
      ({ connection }) => connection.group.groupRef === groupRef && connection.provider === provider,
    );
    if (!fallback) {
      throw invalidInput([connectionIssue(undefined, `Group ${groupRef} has no connection to ${provider}`)]);
    }
    return fallback.connection;
  }
  const connection = context.data.connections.get(connectionId)?.connection;
  if (!connection)
    throw invalidInput([connectionIssue(connectionId, 'No connection with this ID in the project')]);
  if (connection.group.groupRef !== groupRef) {
    throw invalidInput([
      connectionIssue(connectionId, `The connection belongs to group ${connection.group.groupRef}`),
    ]);
  }
  if (connection.provider !== provider) {
    throw invalidInput([
      connectionIssue(connectionId, `The connection is to ${connection.provider}, not ${provider}`),
    ]);
  }
  return connection;
}

/**
 * `POST .../integrations/{integrationId}/installations`: installs the integration for a group. A malformed
 * request is 400; a config that breaks the contract's rules, or fails the sample read, is 422 (docs/contract.md, "Errors").
 */
export async function createInstallation(
  context: ServiceContext,
  { route, request, url }: OperationRequest<RouteOf<'createInstallation'>>,
): Promise<Response> {
  const integration = requireIntegration(context, route.integrationId);
  const skipSampling = readSkipSampling(url);
  const body = await readJsonBody(request);
  const envelope = schemaViolations(createInstallationRequestSchema, body).filter(
    (violation) => !isUnderContent(violation.path),
  );
  if (envelope.length > 0) throw invalidInput(bodyIssues(envelope, body, []));
  const groupRef = String(valueAtPath(body, ['groupRef']));
  const connectionId = valueAtPath(body, ['connectionId']);
  const createdBy = valueAtPath(body, ['config', 'createdBy']);
  const rawContent = valueAtPath(body, ['config', 'content']);
  const createdByProblem = createdBy === undefined ? undefined : createdByIssue(createdBy);
  if (createdByProblem) {
    throw invalidInput([
      { in: 'body', name: 'config.createdBy', value: createdBy, detail: createdByProblem },
    ]);
  }

  const group = context.data.groups.get(groupRef);
  if (!group) {
    throw invalidInput([
      { in: 'body', name: 'groupRef', value: groupRef, detail: 'No group with this groupRef' },
    ]);
  }
  const connection = pickConnection(
    context,
    groupRef,
    integration.provider,
    typeof connectionId === 'string' ? connectionId : undefined,
  );
  if (selectInstallations(context.data, { integrationId: integration.id, groupRef }).length > 0) {
    throw new ServiceProblem(409, {
      title: 'Conflict',
      detail: `Group ${groupRef} already has an installation of ${integration.name}`,
    });
  }
  const violations = configContentViolationsOf(integration, rawContent);
  if (violations.length > 0)
    throw invalidInput(bodyIssues(violations, rawContent, ['config', 'content']), 422);
  const content = z.parse(configContentSchema, rawContent);
  if (!skipSampling) {
    const readObjects = content.read?.objects ?? {};
    const failures = sampleReadViolations(readObjects, Object.keys(readObjects), (objectName) =>
      context.data.connections.get(connection.id)?.providerObjects.get(objectName),
    );
    if (failures.length > 0) throw invalidInput(bodyIssues(failures, rawContent, ['config', 'content']), 422);
  }

  const now = context.now();
  const consumer = `consumer:${connection.consumer.consumerRef}`;
  const installation: Installation = {
    id: context.newId(),
    projectId: context.data.project.id,
    integrationId: integration.id,
    group: structuredClone(group),
    healthStatus: 'healthy',
    lastOperationStatus: 'success',
    connection: structuredClone(connection),
    createTime: now,
    createdBy: consumer,
    config: {
      id: context.newId(),
      revisionId: integration.latestRevision.id,
      createTime: now,
      createdBy: typeof createdBy === 'string' ? createdBy : 'api:create-installation',
      content,
    },
  };
  const stored = context.commit(undefined, installation);
  return jsonResponse(201, stored, {
    Location: `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(stored.id)}`,
  });
}
