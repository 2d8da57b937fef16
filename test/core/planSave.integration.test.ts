// @vitest-environment node
import fc from 'fast-check';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { ApiError } from '../../src/api/errors.ts';
import { draftFromInstallation } from '../../src/core/draftFromInstallation.ts';
import { isJsonEqual } from '../../src/core/isJsonEqual.ts';
import { planSave, type SaveStep } from '../../src/core/planSave.ts';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from '../../src/mock/index.ts';
import type { ConfigDraft } from '../../src/schemas/draft.ts';
import type { Installation } from '../../src/schemas/installation.ts';

const ids = mockIds.salesforce;
const backend = createMockBackend();
const client = createApiClient(
  { baseUrl: MOCK_BASE_URL, project: mockIds.project.id, apiKey: MOCK_API_KEY },
  { fetch: (request) => backend.fetch(request) },
);

afterAll(() => backend.reset());

const load = () =>
  client.getInstallation({ integrationId: ids.integrationId, installationId: ids.installationId });

/** Sends the steps in order, as a save does; a refused step fails with the service's problem document. */
async function runSteps(installation: Installation, steps: SaveStep[]): Promise<void> {
  const target = { integrationId: installation.integrationId, installationId: installation.id };
  for (const step of steps) {
    try {
      if (step.kind === 'patchObject') {
        const { action, objectName, changes } = step;
        await client.patchInstallationObject({ ...target, action, objectName, changes });
      } else {
        const { updateMask, installation: values, skipSampling } = step;
        await client.updateInstallation({ ...target, updateMask, installation: values, skipSampling });
      }
    } catch (error) {
      const problem = error instanceof ApiError ? JSON.stringify(error.problem) : String(error);
      throw new Error(`The mock refused ${JSON.stringify(step)}: ${problem}`);
    }
  }
}

/** One edit a user can make in the form, printed by its description when fast-check reports a failure. */
interface Edit {
  describe: string;
  apply(draft: ConfigDraft): void;
  [fc.toStringMethod](): string;
}

const edit = (describe: string, apply: (draft: ConfigDraft) => void): Edit => ({
  describe,
  apply,
  [fc.toStringMethod]: () => describe,
});

// Fields the default fixture's connection can read (the sample read refuses the others), by read object.
const readableFields = {
  account: [
    'website',
    'phone',
    'annualrevenue',
    'numberofemployees',
    'type',
    'erp/sap_customer_no__c',
    'credit~limit__c',
  ],
  contact: ['firstname', 'title', 'phone', 'mobilephone', 'leadsource'],
  opportunity: ['probability', 'type', 'forecastcategoryname', 'margin~target__c'],
  lead: ['firstname', 'lastname', 'leadsource', 'lead_score__c'],
} as const;
const readObjectNames = ['account', 'contact', 'opportunity', 'lead'] as const;

const readObjectIn = (draft: ConfigDraft, name: string) => draft.content.read?.objects[name];

const selectField = fc
  .constantFrom(...readObjectNames)
  .chain((object) =>
    fc.tuple(
      fc.constant(object),
      fc.constantFrom(...readableFields[object]),
      fc.constantFrom(true, false, 'remove' as const),
    ),
  )
  .map(([object, field, value]) =>
    edit(`${object}.selectedFields[${field}] = ${value}`, (draft) => {
      const config = readObjectIn(draft, object);
      if (!config) return;
      if (value === 'remove') delete config.selectedFields[field];
      else config.selectedFields[field] = value;
    }),
  );

const schedule = fc
  .tuple(fc.constantFrom(...readObjectNames), fc.constantFrom('*/5 * * * *', '0 * * * *', '*/15 * * * *'))
  .map(([object, cron]) =>
    edit(`${object}.schedule = ${cron}`, (draft) => {
      const config = readObjectIn(draft, object);
      if (config) config.schedule = cron;
    }),
  );

const disable = fc.tuple(fc.constantFrom(...readObjectNames), fc.boolean()).map(([object, disabled]) =>
  edit(`${object}.disabled = ${disabled}`, (draft) => {
    const config = readObjectIn(draft, object);
    if (config) config.disabled = disabled;
  }),
);

const valueMapping = fc
  .oneof(
    fc.tuple(
      fc.constant('account'),
      fc.constant('accountTier'),
      fc.constantFrom('platinum', 'gold', 'silver', 'bronze', 'diamond'),
    ),
    fc.tuple(
      fc.constant('opportunity'),
      fc.constant('dealStage'),
      fc.constantFrom('open', 'won', 'lost', 'stalled'),
    ),
  )
  .chain(([object, mapping, key]) =>
    fc.tuple(fc.constant([object, mapping, key] as const), fc.constantFrom('Tier A', 'Closed/Won', 'remove')),
  )
  .map(([[object, mapping, key], value]) =>
    edit(`${object}.selectedValueMappings.${mapping}[${key}] = ${value}`, (draft) => {
      const config = readObjectIn(draft, object);
      if (!config) return;
      const mappings = config.selectedValueMappings ?? {};
      const inner = mappings[mapping] ?? {};
      if (value === 'remove') delete inner[key];
      else inner[key] = value;
      mappings[mapping] = inner;
      config.selectedValueMappings = mappings;
    }),
  );

const backfillDays = fc
  .tuple(fc.constantFrom('account', 'opportunity'), fc.integer({ min: 0, max: 365 }))
  .map(([object, days]) =>
    edit(`${object}.backfill.defaultPeriod = { days: ${days} }`, (draft) => {
      const config = readObjectIn(draft, object);
      if (config) config.backfill = { ...config.backfill, defaultPeriod: { days } };
    }),
  );

const fieldFilters = fc
  .tuple(
    fc.constantFrom('account', 'opportunity'),
    fc.constantFrom('none', 'remove', 'Customer - Channel', 'Prospect'),
  )
  .map(([object, choice]) =>
    edit(`${object}.fieldFilters: ${choice}`, (draft) => {
      const config = readObjectIn(draft, object);
      if (!config) return;
      if (choice === 'remove') delete config.fieldFilters;
      else if (choice === 'none') config.fieldFilters = [];
      else config.fieldFilters = [{ fieldName: 'type', operator: 'eq', value: choice }];
    }),
  );

const addInvoiceRead = fc.constant(
  edit('read invoice__c', (draft) => {
    if (!draft.content.read) return;
    draft.content.read.objects.invoice__c = {
      objectName: 'invoice__c',
      schedule: '0 */6 * * *',
      destination: 'invoiceWebhook',
      selectedFields: { name: true, account__c: true, total__c: true },
      selectedFieldMappings: {},
      backfill: { defaultPeriod: { days: 365 } },
    };
  }),
);

const addWrite = fc.tuple(fc.constantFrom('account', 'lead'), fc.boolean()).map(([object, deletion]) =>
  edit(`write ${object} (deletion ${deletion})`, (draft) => {
    draft.content.write ??= {};
    draft.content.write.objects ??= {};
    draft.content.write.objects[object] = { objectName: object, deletionSettings: { enabled: deletion } };
  }),
);

const removeWrite = fc.constantFrom('contact', 'opportunity').map((object) =>
  edit(`stop writing ${object}`, (draft) => {
    if (draft.content.write?.objects) delete draft.content.write.objects[object];
  }),
);

const writeSetting = fc
  .tuple(
    fc.constantFrom('leadsource', 'hasoptedoutofemail', 'nps_score__c', 'title'),
    fc.constantFrom('never', 'ifEmpty', 'remove', 'default'),
  )
  .map(([field, choice]) =>
    edit(`contact write setting ${field}: ${choice}`, (draft) => {
      const contact = draft.content.write?.objects?.contact;
      if (!contact) return;
      const settings = contact.selectedFieldSettings ?? {};
      if (choice === 'remove') delete settings[field];
      else if (choice === 'default') settings[field] = { default: { stringValue: 'Web' } };
      else settings[field] = { ...settings[field], writeOnUpdate: choice };
      contact.selectedFieldSettings = settings;
    }),
  );

const watchFields = fc
  .subarray(['name', 'industry', 'annualrevenue', 'website'], { minLength: 1 })
  .map((fields) =>
    edit(`account watches ${fields.join(',')}`, (draft) => {
      const account = draft.content.subscribe?.objects.account;
      if (account) account.updateEvent = { enabled: 'always', requiredWatchFields: fields };
    }),
  );

const subscribeEvents = fc
  .tuple(fc.constantFrom('always', 'never'), fc.constantFrom('none', 'merge', 'remove'))
  .map(([create, other]) =>
    edit(`account createEvent ${create}, otherEvents ${other}`, (draft) => {
      const account = draft.content.subscribe?.objects.account;
      if (!account) return;
      account.createEvent = { enabled: create };
      if (other === 'remove') delete account.otherEvents;
      else account.otherEvents = other === 'none' ? [] : [other];
    }),
  );

const addSubscribe = fc.constant(
  edit('subscribe to contact', (draft) => {
    if (!draft.content.subscribe) return;
    draft.content.subscribe.objects.contact = {
      objectName: 'contact',
      destination: 'contactEvents',
      inheritFieldsAndMappings: true,
      createEvent: { enabled: 'always' },
      updateEvent: { enabled: 'always', requiredWatchFields: ['email'] },
    };
  }),
);

const removeSubscribe = fc.constant(
  edit('stop subscribing to account', (draft) => {
    if (draft.content.subscribe) delete draft.content.subscribe.objects.account;
  }),
);

const providerFlows = fc.boolean().map((enabled) =>
  edit(`useProviderFlows ${enabled}`, (draft) => {
    if (!draft.content.subscribe) return;
    draft.content.subscribe.providerOptions = { useProviderFlows: { enabled } };
    // The service refuses delete events with provider flows: the widget turns them off with it.
    if (!enabled) return;
    for (const object of Object.values(draft.content.subscribe.objects)) {
      if (object.deleteEvent?.enabled === 'always') object.deleteEvent = { enabled: 'never' };
    }
  }),
);

const proxy = fc.boolean().map((enabled) =>
  edit(`proxy ${enabled}`, (draft) => {
    draft.content.proxy = { enabled };
  }),
);

const createdBy = fc.constantFrom('consumer:user_8812', 'builder:b1').map((by) =>
  edit(`createdBy ${by}`, (draft) => {
    draft.createdBy = by;
  }),
);

const edits = fc.array(
  fc.oneof(
    selectField,
    schedule,
    disable,
    valueMapping,
    backfillDays,
    fieldFilters,
    addInvoiceRead,
    addWrite,
    removeWrite,
    writeSetting,
    watchFields,
    subscribeEvents,
    addSubscribe,
    removeSubscribe,
    providerFlows,
    proxy,
    createdBy,
  ),
  { maxLength: 6 },
);

/** What the draft controls of a stored installation (the service adds revisionId, updateTime, status...). */
function controlled(installation: Installation): ConfigDraft {
  return {
    connectionId: installation.connection.id,
    createdBy: installation.config.createdBy,
    content: installation.config.content,
  };
}

describe('planSave through the mock backend', () => {
  it('stores exactly the draft, for random drafts of the fixture installation', async () => {
    await fc.assert(
      fc.asyncProperty(edits, async (userEdits) => {
        backend.reset();
        // The form's starting point straight from the store (a copy); the result is read back through the API.
        const installation = backend.store.getInstallation(ids.installationId);
        if (!installation) throw new Error('the default fixture has no Salesforce installation');
        const draft = draftFromInstallation(installation);
        for (const userEdit of userEdits) userEdit.apply(draft);

        const steps = planSave(installation, draft);
        if (isJsonEqual(draft, draftFromInstallation(installation))) expect(steps).toEqual([]);
        await runSteps(installation, steps);

        expect(controlled(await load())).toEqual(JSON.parse(JSON.stringify(draft)));
      }),
      { numRuns: 1000 },
    );
    // A limit, not a timing assertion: a thousand saves through the mock take several seconds on a slow machine.
  }, 120_000);
});

describe('two drafts of the same installation, saved one after the other', () => {
  it.each<{ name: string; first: Edit; second: Edit }>([
    {
      name: 'two fields of one read object',
      first: edit('deselect account.website', (draft) => {
        const account = readObjectIn(draft, 'account');
        if (account) account.selectedFields.website = false;
      }),
      second: edit('select account.phone', (draft) => {
        const account = readObjectIn(draft, 'account');
        if (account) account.selectedFields.phone = true;
      }),
    },
    {
      name: 'the schedule and a field mapping of one read object',
      first: edit('account every 5 minutes', (draft) => {
        const account = readObjectIn(draft, 'account');
        if (account) account.schedule = '*/5 * * * *';
      }),
      second: edit('map companyName to account.website', (draft) => {
        const account = readObjectIn(draft, 'account');
        if (account) account.selectedFieldMappings.companyName = 'website';
      }),
    },
    {
      name: 'two values of one nested value mapping',
      first: edit('gold → Gold Plus', (draft) => {
        const tiers = readObjectIn(draft, 'account')?.selectedValueMappings?.accountTier;
        if (tiers) tiers.gold = 'Gold Plus';
      }),
      second: edit('remove bronze', (draft) => {
        const tiers = readObjectIn(draft, 'account')?.selectedValueMappings?.accountTier;
        if (tiers) delete tiers.bronze;
      }),
    },
    {
      name: 'two field settings of one write object',
      first: edit('leadsource never written on update → ifEmpty', (draft) => {
        const settings = draft.content.write?.objects?.contact?.selectedFieldSettings;
        if (settings?.leadsource) settings.leadsource.writeOnUpdate = 'ifEmpty';
      }),
      second: edit('remove the nps_score__c setting', (draft) => {
        const settings = draft.content.write?.objects?.contact?.selectedFieldSettings;
        if (settings) delete settings.nps_score__c;
      }),
    },
    {
      name: 'two events of one subscribe object',
      first: edit('no create events for account', (draft) => {
        const account = draft.content.subscribe?.objects.account;
        if (account) account.createEvent = { enabled: 'never' };
      }),
      second: edit('no delete events for account', (draft) => {
        const account = draft.content.subscribe?.objects.account;
        if (account) account.deleteEvent = { enabled: 'never' };
      }),
    },
  ])('keeps both changes to $name', async ({ first, second }) => {
    backend.reset();
    const installation = await load();
    const firstDraft = draftFromInstallation(installation);
    const secondDraft = draftFromInstallation(installation);
    first.apply(firstDraft);
    second.apply(secondDraft);

    await runSteps(installation, planSave(installation, firstDraft));
    // The second form still holds the installation it was opened with: it knows nothing of the first save.
    await runSteps(installation, planSave(installation, secondDraft));

    const expected = draftFromInstallation(installation);
    first.apply(expected);
    second.apply(expected);
    expect(isJsonEqual(expected, firstDraft)).toBe(false);
    expect(isJsonEqual(expected, secondDraft)).toBe(false);
    expect(controlled(await load())).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
