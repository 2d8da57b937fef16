// @vitest-environment node
import { draftFromInstallation } from '../../src/core/draftFromInstallation.ts';
import { toUpdateMask } from '../../src/core/toUpdateMask.ts';
import type { ConfigDraft } from '../../src/schemas/draft.ts';
import { isJsonObject } from '../../src/schemas/isJsonObject.ts';
import { parseUpdateMaskPath } from '../../src/schemas/parseUpdateMaskPath.ts';
import {
  type UpdateInstallationRequest,
  updateInstallationRequestSchema,
} from '../../src/schemas/requests.ts';
import { sampleInstallation } from './samples.ts';

const base = (): ConfigDraft => draftFromInstallation(sampleInstallation());
const stored = base().content;
const readAccount = stored.read?.objects.account;
const readContact = stored.read?.objects['ns:Account.Contact'];
const writeAccount = stored.write?.objects?.account;
const subscribeAccount = stored.subscribe?.objects.account;
if (!readAccount || !readContact || !writeAccount || !subscribeAccount) throw new Error('sample changed');

function edited(edit: (draft: ConfigDraft) => void): ConfigDraft {
  const draft = base();
  edit(draft);
  return draft;
}

function valueAt(installation: UpdateInstallationRequest['installation'], maskPath: string): unknown {
  let value: unknown = installation;
  for (const segment of parseUpdateMaskPath(maskPath)) {
    value = isJsonObject(value) && Object.hasOwn(value, segment) ? value[segment] : undefined;
  }
  return value;
}

const table: {
  name: string;
  before?: ConfigDraft;
  after: ConfigDraft;
  expected: UpdateInstallationRequest;
}[] = [
  { name: 'a no-op draft', after: base(), expected: { updateMask: [], installation: {} } },
  {
    name: 'a draft whose maps were rebuilt in another order',
    after: edited((d) => {
      if (d.content.read)
        d.content.read.objects = { 'ns:Account.Contact': readContact, account: readAccount };
    }),
    expected: { updateMask: [], installation: {} },
  },
  {
    name: 'a switched connection',
    after: edited((d) => {
      d.connectionId = 'conn-2';
    }),
    expected: { updateMask: ['connectionId'], installation: { connectionId: 'conn-2' } },
  },
  {
    name: 'a draft without connection or attribution (nothing to unset)',
    after: edited((d) => {
      d.connectionId = undefined;
      d.createdBy = undefined;
    }),
    expected: { updateMask: [], installation: {} },
  },
  {
    name: 'a new attribution',
    after: edited((d) => {
      d.createdBy = 'builder:b7';
    }),
    expected: { updateMask: ['config.createdBy'], installation: { config: { createdBy: 'builder:b7' } } },
  },
  {
    name: 'a changed read object whose name needs mask escaping',
    after: edited((d) => {
      const contact = d.content.read?.objects['ns:Account.Contact'];
      if (contact) contact.disabled = true;
    }),
    expected: {
      updateMask: ['config.content.read.objects.ns\\:Account\\.Contact'],
      installation: {
        config: {
          content: { read: { objects: { 'ns:Account.Contact': { ...readContact, disabled: true } } } },
        },
      },
    },
  },
  {
    name: 'a new read object',
    after: edited((d) => {
      if (d.content.read) {
        d.content.read.objects.lead = { objectName: 'lead', selectedFields: {}, selectedFieldMappings: {} };
      }
    }),
    expected: {
      updateMask: ['config.content.read.objects.lead'],
      installation: {
        config: {
          content: {
            read: {
              objects: { lead: { objectName: 'lead', selectedFields: {}, selectedFieldMappings: {} } },
            },
          },
        },
      },
    },
  },
  {
    name: 'a new and a changed write object (no removal: one path each)',
    after: edited((d) => {
      const objects = d.content.write?.objects;
      if (objects?.account) {
        objects.account.deletionSettings = { enabled: true };
        objects.contact = { objectName: 'contact' };
      }
    }),
    expected: {
      updateMask: ['config.content.write.objects.account', 'config.content.write.objects.contact'],
      installation: {
        config: {
          content: {
            write: {
              objects: {
                account: { ...writeAccount, deletionSettings: { enabled: true } },
                contact: { objectName: 'contact' },
              },
            },
          },
        },
      },
    },
  },
  {
    name: 'a removed write object (the whole map, with the unchanged ones)',
    after: edited((d) => {
      if (d.content.write?.objects) delete d.content.write.objects.lead;
    }),
    expected: {
      updateMask: ['config.content.write.objects'],
      installation: { config: { content: { write: { objects: { account: writeAccount } } } } },
    },
  },
  {
    name: 'every write object removed with the write section',
    after: edited((d) => {
      d.content.write = undefined;
    }),
    expected: {
      updateMask: ['config.content.write.objects'],
      installation: { config: { content: { write: { objects: {} } } } },
    },
  },
  {
    name: 'a removed subscribe object and changed provider options',
    after: edited((d) => {
      d.content.subscribe = { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } };
    }),
    expected: {
      updateMask: ['config.content.subscribe.objects', 'config.content.subscribe.providerOptions'],
      installation: {
        config: {
          content: { subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } } },
        },
      },
    },
  },
  {
    name: 'a changed subscribe object',
    after: edited((d) => {
      const account = d.content.subscribe?.objects.account;
      if (account) account.otherEvents = [];
    }),
    expected: {
      updateMask: ['config.content.subscribe.objects.account'],
      installation: {
        config: {
          content: { subscribe: { objects: { account: { ...subscribeAccount, otherEvents: [] } } } },
        },
      },
    },
  },
  {
    name: 'only the subscribe-level provider options (no objects: outside the mask)',
    after: edited((d) => {
      if (d.content.subscribe) d.content.subscribe.providerOptions = { useProviderFlows: { enabled: true } };
    }),
    expected: {
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: {
        config: {
          content: { subscribe: { providerOptions: { useProviderFlows: { enabled: true } } } },
        },
      },
    },
  },
  {
    name: 'dropped provider options (replaced by none)',
    after: edited((d) => {
      if (d.content.subscribe) d.content.subscribe.providerOptions = undefined;
    }),
    expected: {
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: { config: { content: { subscribe: { providerOptions: {} } } } },
    },
  },
  {
    name: 'the proxy turned off',
    after: edited((d) => {
      d.content.proxy = { enabled: false };
    }),
    expected: {
      updateMask: ['config.content.proxy.enabled'],
      installation: { config: { content: { proxy: { enabled: false } } } },
    },
  },
  {
    name: 'the proxy setting dropped while on (turned off)',
    after: edited((d) => {
      d.content.proxy = undefined;
    }),
    expected: {
      updateMask: ['config.content.proxy.enabled'],
      installation: { config: { content: { proxy: { enabled: false } } } },
    },
  },
  {
    name: 'the proxy setting dropped while off (nothing to do)',
    before: edited((d) => {
      d.content.proxy = { enabled: false };
    }),
    after: edited((d) => {
      d.content.proxy = {};
    }),
    expected: { updateMask: [], installation: {} },
  },
  {
    name: 'the proxy turned on where it was never set',
    before: edited((d) => {
      d.content.proxy = undefined;
    }),
    after: base(),
    expected: {
      updateMask: ['config.content.proxy.enabled'],
      installation: { config: { content: { proxy: { enabled: true } } } },
    },
  },
  {
    name: 'everything at once, in the order of the contract table',
    after: edited((d) => {
      d.connectionId = 'conn-2';
      d.createdBy = 'builder:b7';
      d.content.proxy = { enabled: false };
      d.content.subscribe = { objects: {} };
      if (d.content.write?.objects) d.content.write.objects.contact = { objectName: 'contact' };
      if (d.content.read?.objects.account) d.content.read.objects.account.schedule = '0 * * * *';
    }),
    expected: {
      updateMask: [
        'connectionId',
        'config.createdBy',
        'config.content.read.objects.account',
        'config.content.write.objects.contact',
        'config.content.subscribe.objects',
        'config.content.subscribe.providerOptions',
        'config.content.proxy.enabled',
      ],
      installation: {
        connectionId: 'conn-2',
        config: {
          createdBy: 'builder:b7',
          content: {
            read: { objects: { account: { ...readAccount, schedule: '0 * * * *' } } },
            write: { objects: { contact: { objectName: 'contact' } } },
            subscribe: { objects: {}, providerOptions: {} },
            proxy: { enabled: false },
          },
        },
      },
    },
  },
];

describe('toUpdateMask', () => {
  it.each(table)('asks for $name', ({ before = base(), after, expected }) => {
    const request = toUpdateMask(before, after);
    expect(request).toStrictEqual(expected);
    for (const path of request.updateMask) expect(valueAt(request.installation, path)).toBeDefined();
    if (request.updateMask.length > 0) {
      expect(updateInstallationRequestSchema.parse(JSON.parse(JSON.stringify(request)))).toEqual(request);
    }
  });

  it.each([
    {
      name: 'a read object missing from the draft',
      after: edited((d) => {
        if (d.content.read) delete d.content.read.objects.account;
      }),
      message: 'The draft has no read config for "account"',
    },
    {
      name: 'a draft without a read section',
      after: edited((d) => {
        d.content.read = undefined;
      }),
      message: 'The draft has no read config for "account"',
    },
  ])('refuses $name: read objects are disabled, never removed', ({ after, message }) => {
    expect(() => toUpdateMask(base(), after)).toThrow(message);
  });
});
