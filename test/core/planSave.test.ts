// @vitest-environment node
import jsonpatch from 'fast-json-patch';
import { draftFromInstallation } from '../../src/core/draftFromInstallation.ts';
import { planSave, type SaveStep } from '../../src/core/planSave.ts';
import type { ConfigDraft } from '../../src/schemas/draft.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { isJsonObject } from '../../src/schemas/isJsonObject.ts';
import { parseUpdateMaskPath } from '../../src/schemas/parseUpdateMaskPath.ts';
import { sampleInstallation } from './samples.ts';

const stored = sampleInstallation().config.content;
const readAccount = stored.read?.objects.account;
const writeAccount = stored.write?.objects?.account;
const subscribeAccount = stored.subscribe?.objects.account;
if (!readAccount || !writeAccount || !subscribeAccount) throw new Error('sample changed');

function edited(edit: (draft: ConfigDraft) => void): ConfigDraft {
  const draft = draftFromInstallation(sampleInstallation());
  edit(draft);
  return draft;
}

function readObject(draft: ConfigDraft, name: string) {
  const object = draft.content.read?.objects[name];
  if (!object) throw new Error(`no read object ${name}`);
  return object;
}

/** A test oracle for what the service stores: JSON Patch (RFC 6902) per object, mask paths copied over. */
function storedAfter(installation: Installation, steps: SaveStep[]): ConfigDraft {
  const state: Record<string, unknown> = JSON.parse(JSON.stringify(draftFromInstallation(installation)));
  for (const step of steps) {
    if (step.kind === 'patchObject') {
      const pointer = `/content/${step.action}/objects/${jsonpatch.escapePathComponent(step.objectName)}`;
      const object = jsonpatch.getValueByPointer(state, pointer);
      const wire = JSON.parse(JSON.stringify(step.changes));
      jsonpatch.applyPatch(object, wire, true);
      continue;
    }
    const request = JSON.parse(JSON.stringify(step.installation));
    for (const path of step.updateMask) {
      const segments = parseUpdateMaskPath(path);
      let source: unknown = request;
      for (const segment of segments) source = isJsonObject(source) ? source[segment] : undefined;
      const target = segments[0] === 'config' ? segments.slice(1) : segments;
      let holder = state;
      for (const segment of target.slice(0, -1)) {
        const next = holder[segment];
        const child: Record<string, unknown> = isJsonObject(next) ? next : {};
        holder[segment] = child;
        holder = child;
      }
      holder[target.at(-1) ?? ''] = source;
    }
  }
  return JSON.parse(JSON.stringify(state));
}

const table: { name: string; before?: Installation; after: ConfigDraft; expected: SaveStep[] }[] = [
  { name: 'a no-op draft', after: edited(() => {}), expected: [] },
  {
    name: 'one field toggled',
    after: edited((d) => {
      readObject(d, 'account').selectedFields.Industry = false;
    }),
    expected: [
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/selectedFields/Industry', value: false }],
      },
    ],
  },
  {
    name: 'a read object disabled instead of removed',
    after: edited((d) => {
      readObject(d, 'ns:Account.Contact').disabled = true;
    }),
    expected: [
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'ns:Account.Contact',
        changes: [{ op: 'add', path: '/disabled', value: true }],
      },
    ],
  },
  {
    name: 'a new read object',
    after: edited((d) => {
      if (d.content.read) {
        d.content.read.objects['lead.v2'] = {
          objectName: 'lead.v2',
          selectedFields: {},
          selectedFieldMappings: {},
        };
      }
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.read.objects.lead\\.v2'],
        installation: {
          config: {
            content: {
              read: {
                objects: {
                  'lead.v2': { objectName: 'lead.v2', selectedFields: {}, selectedFieldMappings: {} },
                },
              },
            },
          },
        },
      },
    ],
  },
  {
    name: 'a new write object beside a changed one (mask for the new, patch for the changed)',
    after: edited((d) => {
      const objects = d.content.write?.objects;
      if (objects?.account) {
        objects.account.selectedFieldSettings = {};
        objects.contact = { objectName: 'contact' };
      }
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.write.objects.contact'],
        installation: { config: { content: { write: { objects: { contact: { objectName: 'contact' } } } } } },
      },
      {
        kind: 'patchObject',
        action: 'write',
        objectName: 'account',
        changes: [{ op: 'remove', path: '/selectedFieldSettings/OwnerId' }],
      },
    ],
  },
  {
    name: 'a removed write object beside a changed one (the whole map carries both)',
    after: edited((d) => {
      const objects = d.content.write?.objects;
      if (objects?.account) {
        objects.account.deletionSettings = { enabled: true };
        delete objects.lead;
      }
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.write.objects'],
        installation: {
          config: {
            content: {
              write: { objects: { account: { ...writeAccount, deletionSettings: { enabled: true } } } },
            },
          },
        },
      },
    ],
  },
  {
    name: 'the only subscribe object removed',
    after: edited((d) => {
      if (d.content.subscribe) d.content.subscribe.objects = {};
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.subscribe.objects'],
        installation: { config: { content: { subscribe: { objects: {} } } } },
      },
    ],
  },
  {
    name: 'subscribe provider options with a subscribe object change: one update, the object stored whole',
    after: edited((d) => {
      if (d.content.subscribe) d.content.subscribe.providerOptions = { useProviderFlows: { enabled: true } };
      const account = d.content.subscribe?.objects.account;
      if (account) account.otherEvents = ['merge', 'undelete'];
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.subscribe.objects.account', 'config.content.subscribe.providerOptions'],
        installation: {
          config: {
            content: {
              subscribe: {
                objects: { account: { ...subscribeAccount, otherEvents: ['merge', 'undelete'] } },
                providerOptions: { useProviderFlows: { enabled: true } },
              },
            },
          },
        },
        replaces: [
          expect.objectContaining({
            action: 'subscribe',
            objectName: 'account',
            changes: [{ op: 'replace', path: '/otherEvents', value: ['merge', 'undelete'] }],
          }),
        ],
      },
    ],
  },
  {
    name: 'proxy and connection in one request',
    after: edited((d) => {
      d.connectionId = 'conn-2';
      d.content.proxy = { enabled: false };
    }),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['connectionId', 'config.content.proxy.enabled'],
        installation: { connectionId: 'conn-2', config: { content: { proxy: { enabled: false } } } },
      },
    ],
  },
  {
    name: 'changes to every kind of object, patched read, write, subscribe, by name',
    after: edited((d) => {
      const subscribeObject = d.content.subscribe?.objects.account;
      if (subscribeObject) subscribeObject.createEvent = { enabled: 'never' };
      const writeObject = d.content.write?.objects?.lead;
      if (writeObject) writeObject.deletionSettings = { enabled: false };
      readObject(d, 'ns:Account.Contact').selectedFields['Name/Alias'] = true;
      readObject(d, 'account').selectedValueMappings = { Status: { open: 'Open', 'A~B': 'ab' } };
    }),
    expected: [
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'add', path: '/selectedValueMappings/Status/A~0B', value: 'ab' }],
      },
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'ns:Account.Contact',
        changes: [{ op: 'add', path: '/selectedFields/Name~1Alias', value: true }],
      },
      {
        kind: 'patchObject',
        action: 'write',
        objectName: 'lead',
        changes: [{ op: 'add', path: '/deletionSettings', value: { enabled: false } }],
      },
      {
        kind: 'patchObject',
        action: 'subscribe',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/createEvent/enabled', value: 'never' }],
      },
    ],
  },
  {
    name: 'a first write object where the installation had no write section',
    before: {
      ...sampleInstallation(),
      config: { ...sampleInstallation().config, content: { ...stored, write: undefined } },
    },
    after: edited(() => {}),
    expected: [
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.write.objects.account', 'config.content.write.objects.lead'],
        installation: {
          config: {
            content: { write: { objects: { account: writeAccount, lead: { objectName: 'lead' } } } },
          },
        },
      },
    ],
  },
];

describe('planSave', () => {
  it.each(table)('plans $name', ({ before = sampleInstallation(), after, expected }) => {
    expect(planSave(before, after)).toStrictEqual(expected);
  });

  it.each(table)(
    'makes the service store the draft for $name',
    ({ before = sampleInstallation(), after }) => {
      expect(storedAfter(before, planSave(before, after))).toEqual(JSON.parse(JSON.stringify(after)));
    },
  );

  it.each(table)('leaves its inputs untouched for $name', ({ before = sampleInstallation(), after }) => {
    const beforeCopy = structuredClone(before);
    const afterCopy = structuredClone(after);
    planSave(before, after);
    expect(before).toStrictEqual(beforeCopy);
    expect(after).toStrictEqual(afterCopy);
  });

  it.each([
    {
      name: 'a read object missing from the draft',
      after: edited((d) => {
        if (d.content.read) delete d.content.read.objects['ns:Account.Contact'];
      }),
      message: 'The draft has no read config for "ns:Account.Contact"',
    },
    {
      name: 'a read object missing beside other changes',
      after: edited((d) => {
        d.content.proxy = { enabled: false };
        readObject(d, 'account').schedule = '0 * * * *';
        if (d.content.read) delete d.content.read.objects['ns:Account.Contact'];
      }),
      message: 'A saved read object cannot be removed; set `disabled: true` instead.',
    },
  ])('throws for $name instead of planning a partial save', ({ after, message }) => {
    expect(() => planSave(sampleInstallation(), after)).toThrow(message);
  });
});
