// @vitest-environment node
// Every issue the mock service names lands on the form input that holds the value, for both request shapes: a
// JSON Patch of one object (`changes[i].value…`) and an update mask (`installation.config.content…`).
import { ApiError } from '../../src/api/errors.ts';
import { formatUpdateMaskPath } from '../../src/core/formatUpdateMaskPath.ts';
import { mapProblemToFields } from '../../src/core/mapProblemToFields.ts';
import type { SaveStep } from '../../src/core/planSave.ts';
import { mockIds } from '../../src/mock/index.ts';
import type { Action } from '../../src/schemas/config.ts';
import type { JsonPatchOperation } from '../../src/schemas/requests.ts';
import { setOwnProperty } from '../../src/schemas/setOwnProperty.ts';
import { useMockBackend } from '../mock/support/harness.ts';

const { salesforce } = mockIds;

interface Row {
  part: string;
  action: Action;
  objectName: string;
  /** A change the service refuses, as the widget would send it in a patch. */
  change: JsonPatchOperation;
  /** Where the issue must land in the object's form (the input holding this path, or one inside it). */
  lands: string[];
}

const rows: Row[] = [
  {
    part: 'backfill days',
    action: 'read',
    objectName: 'account',
    change: { op: 'replace', path: '/backfill/defaultPeriod/days', value: -1 },
    lands: ['backfill', 'defaultPeriod', 'days'],
  },
  {
    part: 'schedule',
    action: 'read',
    objectName: 'account',
    change: { op: 'replace', path: '/schedule', value: 'every day' },
    lands: ['schedule'],
  },
  {
    part: 'raw filter beside field filters',
    action: 'read',
    objectName: 'account',
    change: { op: 'add', path: '/rawFilter', value: { type: 'soql', filter: "Industry = 'x'" } },
    lands: ['rawFilter'],
  },
  {
    part: 'a field filter operator',
    action: 'read',
    objectName: 'account',
    change: {
      op: 'add',
      path: '/fieldFilters',
      value: [{ fieldName: 'industry', operator: 'gt', value: 'x' }],
    },
    lands: ['fieldFilters', '0', 'operator'],
  },
  {
    part: 'all fields',
    action: 'read',
    objectName: 'account',
    change: { op: 'add', path: '/selectedFieldsAuto', value: 'some' },
    lands: ['selectedFieldsAuto'],
  },
  {
    part: 'a selected field named __proto__',
    action: 'read',
    objectName: 'account',
    change: { op: 'add', path: '/selectedFields/__proto__', value: 'yes' },
    lands: ['selectedFields', '__proto__'],
  },
  {
    part: 'a field mapping of a name with / and ~',
    action: 'read',
    objectName: 'account',
    change: { op: 'add', path: '/selectedFieldMappings/a~1b~0c', value: 7 },
    lands: ['selectedFieldMappings', 'a/b~c'],
  },
  {
    part: 'a write default',
    action: 'write',
    objectName: 'contact',
    change: { op: 'add', path: '/selectedFieldSettings/leadsource/default/integerValue', value: 3 },
    lands: ['selectedFieldSettings', 'leadsource', 'default'],
  },
  {
    part: 'write on create',
    action: 'write',
    objectName: 'contact',
    change: { op: 'replace', path: '/selectedFieldSettings/leadsource/writeOnCreate', value: 'ifEmpty' },
    lands: ['selectedFieldSettings', 'leadsource', 'writeOnCreate'],
  },
  {
    part: 'quota optimization without watch fields',
    action: 'subscribe',
    objectName: 'account',
    change: { op: 'replace', path: '/updateEvent/requiredWatchFields', value: [] },
    lands: ['providerOptions', 'quotaOptimization', 'enabled'],
  },
  {
    part: 'an event setting',
    action: 'subscribe',
    objectName: 'account',
    change: { op: 'replace', path: '/createEvent/enabled', value: 'sometimes' },
    lands: ['createEvent', 'enabled'],
  },
];

function withChange(config: unknown, change: JsonPatchOperation): unknown {
  // The changed object config, as a mask update sends it whole.
  const copy = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
  const segments = change.path
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) {
    if (typeof node[segment] !== 'object' || node[segment] === null) setOwnProperty(node, segment, {});
    node = node[segment] as Record<string, unknown>;
  }
  if (change.op !== 'remove') setOwnProperty(node, segments.at(-1)!, change.value);
  return copy;
}

describe('a server issue lands on the input that holds the value', () => {
  const mock = useMockBackend();

  it.each(rows)(
    '$part ($action $objectName), sent as a patch',
    async ({ action, objectName, change, lands }) => {
      const step: SaveStep = { kind: 'patchObject', action, objectName, changes: [change] };
      const error = await mock.client
        .patchInstallationObject({
          integrationId: salesforce.integrationId,
          installationId: salesforce.installationId,
          objectName,
          action,
          changes: [change],
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      const placement = mapProblemToFields((error as ApiError).problem, { action, objectName }, step);
      expect(placement.fieldIssues.some((issue) => lands.every((key, i) => issue.path[i] === key))).toBe(
        true,
      );
      expect(placement.formIssues).toEqual([]);
      for (const issue of placement.fieldIssues)
        expect(issue.message).not.toMatch(/received undefined|Invalid input$/);
    },
  );

  it.each(rows)(
    '$part ($action $objectName), sent in an update mask',
    async ({ action, objectName, change, lands }) => {
      const stored = mock.backend.store.getInstallation(salesforce.installationId)?.config.content[action]
        ?.objects?.[objectName];
      const installation = {
        config: { content: { [action]: { objects: { [objectName]: withChange(stored, change) } } } },
      };
      const updateMask = [formatUpdateMaskPath(['config', 'content', action, 'objects', objectName])];
      const step: SaveStep = { kind: 'updateInstallation', updateMask, installation };
      const error = await mock.client
        .updateInstallation({
          integrationId: salesforce.integrationId,
          installationId: salesforce.installationId,
          updateMask,
          installation,
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      const placement = mapProblemToFields((error as ApiError).problem, { action, objectName }, step);
      expect(placement.fieldIssues.some((issue) => lands.every((key, i) => issue.path[i] === key))).toBe(
        true,
      );
      expect(placement.formIssues).toEqual([]);
    },
  );
});
