// @vitest-environment node
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import type { HydratedRevision, Revision } from '../../src/schemas/integration.ts';

const hydrated: HydratedRevision = {
  id: 'rev-1',
  specVersion: '1.0.0',
  createTime: '2026-01-01T00:00:00Z',
  content: {
    name: 'crm',
    provider: 'salesforce',
    read: {
      objects: [
        {
          objectName: 'account',
          displayName: 'Account',
          destination: 'hook',
          schedule: '*/15 * * * *',
          backfill: { defaultPeriod: { days: 30 } },
          requiredFields: [
            { fieldName: 'Name', displayName: 'Account Name' },
            {
              mapToName: 'companySize',
              mapToDisplayName: 'Company size',
              prompt: 'Which field holds the size?',
            },
          ],
          optionalFields: [
            { fieldName: 'Industry', displayName: 'Industry' },
            { fieldName: 'Phone', displayName: 'Phone', mapToName: 'phoneNumber' },
            { mapToName: 'region', default: 'BillingState' },
          ],
          allFieldsMetadata: {
            Name: { fieldName: 'Name', displayName: 'Account Name', valueType: 'string', isRequired: true },
            Industry: {
              fieldName: 'Industry',
              displayName: 'Industry',
              valueType: 'singleSelect',
              values: [{ value: 'Tech', displayValue: 'Technology' }],
            },
            Phone: { fieldName: 'Phone', displayName: 'Phone', valueType: 'string' },
            Rating__c: {
              fieldName: 'Rating__c',
              displayName: 'rating',
              valueType: 'int',
              isCustom: true,
              readOnly: true,
            },
            BillingState: { fieldName: 'BillingState', displayName: 'Billing State', valueType: 'string' },
          },
        },
        {
          objectName: 'lead',
          displayName: 'Lead',
          destination: 'hook',
          schedule: '0 * * * *',
          error: 'fields could not be fetched',
          optionalFieldsAuto: 'all',
        },
      ],
    },
    write: {
      objects: [{ objectName: 'account', displayName: 'Account', valueDefaults: { allowAnyFields: true } }],
    },
  },
};

const manifest: Revision = {
  id: 'rev-1',
  specVersion: '1.0.0',
  createTime: '2026-01-01T00:00:00Z',
  content: {
    name: 'crm',
    provider: 'salesforce',
    subscribe: {
      objects: [
        { objectName: 'account', destination: 'events' },
        { objectName: 'opportunity', destination: 'events' },
      ],
    },
  },
};

describe('buildRevisionObjects', () => {
  const objects = buildRevisionObjects(hydrated, manifest, {
    provider: 'salesforce',
    read: {
      objects: {
        account: { objectName: 'account', selectedFields: {}, selectedFieldMappings: {}, disabled: true },
      },
    },
    subscribe: {
      objects: { account: { objectName: 'account', destination: 'events', inheritFieldsAndMappings: true } },
    },
  });
  const account = objects.read[0]!;

  it('derives statuses per action', () => {
    expect(objects.read.map((o) => [o.objectName, o.status])).toEqual([
      ['account', 'disabled'],
      ['lead', 'error'],
    ]);
    expect(objects.write.map((o) => [o.objectName, o.status, o.allowAnyFields])).toEqual([
      ['account', 'notConfigured', true],
    ]);
    expect(objects.subscribe.map((o) => [o.objectName, o.displayName, o.status])).toEqual([
      ['account', 'Account', 'enabled'],
      // No display name anywhere: a readable one made from the API name.
      ['opportunity', 'Opportunity', 'notConfigured'],
    ]);
  });

  it('splits required fields, optional fields and mapping prompts', () => {
    expect(account.requiredFields.map((f) => f.fieldName)).toEqual(['Name']);
    expect(account.optionalFields.map((f) => f.fieldName)).toEqual(['Industry', 'Phone']);
    expect(account.mappingPrompts).toEqual([
      {
        mapToName: 'companySize',
        displayName: 'Company size',
        prompt: 'Which field holds the size?',
        required: true,
        dynamic: false,
        suggestedFieldName: undefined,
        mappedValues: [],
      },
      {
        mapToName: 'region',
        displayName: 'Region',
        prompt: undefined,
        required: false,
        dynamic: false,
        suggestedFieldName: 'BillingState',
        mappedValues: [],
      },
    ]);
  });

  it('lists all fields by display name with metadata, and select fields as value-mapping candidates', () => {
    expect(account.allFields.map((f) => f.displayName)).toEqual([
      'Account Name',
      'Billing State',
      'Industry',
      'Phone',
      'rating',
    ]);
    expect(account.fieldsByName.get('Rating__c')).toMatchObject({
      isCustom: true,
      readOnly: true,
      valueType: 'int',
    });
    expect(account.valueMappingCandidates.map((f) => f.fieldName)).toEqual(['Industry']);
  });

  it('keeps the per-object error and the defaults', () => {
    expect(objects.read[1]!.error).toBe('fields could not be fetched');
    expect(account.defaultSchedule).toBe('*/15 * * * *');
    expect(account.defaultBackfill).toEqual({ defaultPeriod: { days: 30 } });
  });

  it('adds dynamic mapping prompts from the host, not twice', () => {
    const withDynamic = buildRevisionObjects(hydrated, undefined, undefined, {
      account: [
        {
          mapToName: 'tier',
          mapToDisplayName: 'Tier',
          mappedValues: [{ mappedValue: 'gold', mappedDisplayValue: 'Gold' }],
        },
        { mapToName: 'region', mappedValues: [{ mappedValue: 'emea', mappedDisplayValue: 'EMEA' }] },
      ],
    });
    const prompts = withDynamic.read[0]!.mappingPrompts;
    expect(prompts.map((p) => [p.mapToName, p.dynamic])).toEqual([
      ['companySize', false],
      ['region', false],
      ['tier', true],
    ]);
    expect(prompts[2]!.mappedValues).toEqual([{ mappedValue: 'gold', mappedDisplayValue: 'Gold' }]);
    expect(prompts[1]!.mappedValues).toEqual([{ mappedValue: 'emea', mappedDisplayValue: 'EMEA' }]);
    expect(withDynamic.read[0]!.status).toBe('notConfigured');
    expect(withDynamic.subscribe).toEqual([]);
  });

  it('reuses the field lists of an unchanged revision when only the saved config changes', () => {
    const before = buildRevisionObjects(hydrated, manifest, undefined);
    const saved = { Industry: true };
    const after = buildRevisionObjects(hydrated, manifest, {
      provider: 'salesforce',
      read: {
        objects: {
          account: {
            objectName: 'account',
            destination: 'hook',
            schedule: '0 * * * *',
            selectedFields: saved,
          },
        },
      },
    } as never);
    expect(after.read[0]!.status).toBe('enabled');
    expect(before.read[0]!.status).toBe('notConfigured');
    expect(after.read[0]!.allFields).toBe(before.read[0]!.allFields);
    expect(after.read[0]!.optionalFields).toBe(before.read[0]!.optionalFields);
    expect(after.read[0]!.fieldsByName).toBe(before.read[0]!.fieldsByName);
    // A new revision (a reload with fresh metadata) is derived anew.
    const reloaded = structuredClone(hydrated);
    reloaded.content.read!.objects![0]!.allFieldsMetadata!.Phone!.displayName = 'Main phone';
    const fresh = buildRevisionObjects(reloaded, manifest, undefined);
    expect(fresh.read[0]!.allFields).not.toBe(before.read[0]!.allFields);
    expect(fresh.read[0]!.fieldsByName.get('Phone')?.displayName).toBe('Main phone');
  });
});

describe('buildRevisionObjects: the optional list in display-name order', () => {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const byDisplayName = (a: { displayName: string; fieldName: string }, b: typeof a) =>
    collator.compare(a.displayName, b.displayName) ||
    (a.fieldName < b.fieldName ? -1 : a.fieldName > b.fieldName ? 1 : 0);
  // 2,500 fields (several steps of the build), names that tie, differ in case or accents, or hold numbers.
  const words = ['Rating', 'rating', 'État', 'Zip', 'Phone 2', 'Phone 10', 'Ärger', '日付'];
  const names = Array.from({ length: 2500 }, (_, i) => `F${(i * 7919) % 2503}`);
  const allFieldsMetadata = Object.fromEntries(
    names.map((name, i) => [name, { fieldName: name, displayName: `${words[i % words.length]} ${i % 37}` }]),
  );
  type Entry = { fieldName?: string; displayName?: string; mapToName?: string };
  // `Other` has no metadata; the list of all fields names it differently from the optional entry.
  const allFields = [{ fieldName: 'Other', displayName: 'Zulu' }];
  const objectWith = (optionalFields: Entry[]) => {
    const revision = structuredClone(hydrated);
    revision.id = `rev-${optionalFields.length}-${JSON.stringify(optionalFields.slice(-3))}`;
    revision.content.read!.objects = [
      {
        objectName: 'big',
        displayName: 'Big',
        destination: 'd',
        schedule: 's',
        allFieldsMetadata,
        allFields,
        optionalFields,
      },
    ];
    return buildRevisionObjects(revision, undefined, undefined).read[0]!;
  };
  const every3rd = names.filter((_, i) => i % 3 === 0).map((fieldName) => ({ fieldName }));

  it.each([
    ['fields as their metadata shows them', every3rd],
    ['one with a mapping of its own', [...every3rd, { fieldName: names[1]!, mapToName: 'app' }]],
    [
      'one named otherwise in the list of all fields',
      [...every3rd, { fieldName: 'Other', displayName: 'Alpha' }],
    ],
    ['a field listed twice', [...every3rd, every3rd[5]!]],
    ['a field without metadata', [...every3rd, { fieldName: 'Extra', displayName: 'aaa' }]],
  ] as [string, Entry[]][])('orders %s by display name, ties by API name', (_case, optional) => {
    const view = objectWith(optional);
    const fields = view.optionalFields;
    expect(fields).toHaveLength(optional.length);
    expect(fields.map((f) => f.fieldName).sort()).toEqual(optional.map((f) => f.fieldName).sort());
    expect(fields.map((f) => f.displayName)).toEqual(
      [...fields].sort(byDisplayName).map((f) => f.displayName),
    );
    for (const entry of optional) {
      const shown = fields.filter((f) => f.fieldName === entry.fieldName);
      expect(shown.every((f) => f.mapToName === entry.mapToName)).toBe(true);
      if (entry.fieldName === 'Other') expect(shown[0]?.displayName).toBe('Alpha');
    }
  });
});

describe('buildRevisionObjects without the hydrated revision (its metadata still loading)', () => {
  // The manifest of the same revision: the objects without live metadata, display names or hydration errors.
  const withObjects: Revision = {
    ...manifest,
    content: {
      ...manifest.content,
      read: {
        objects: [
          {
            objectName: 'account',
            destination: 'hook',
            schedule: '*/15 * * * *',
            backfill: { defaultPeriod: { days: 30 } },
            requiredFields: [
              { fieldName: 'Name' },
              { mapToName: 'companySize', mapToDisplayName: 'Company size' },
            ],
            optionalFields: [{ fieldName: 'Industry' }, { mapToName: 'region', default: 'BillingState' }],
          },
          { objectName: 'lead', destination: 'hook', schedule: '0 * * * *', optionalFieldsAuto: 'all' },
        ],
      },
      write: { objects: [{ objectName: 'account', valueDefaults: { allowAnyFields: true } }] },
    },
  };
  const saved = {
    provider: 'salesforce',
    read: {
      objects: {
        account: {
          objectName: 'account',
          selectedFields: { Name: true, Industry: true },
          selectedFieldMappings: { companySize: 'NumberOfEmployees' },
        },
      },
    },
  };
  const loading = buildRevisionObjects(undefined, withObjects, saved);
  const account = loading.read[0]!;

  it('shows the manifest objects by name, with their saved state, marked fieldsLoading', () => {
    expect(loading.read.map((o) => [o.objectName, o.displayName, o.status, o.fieldsLoading])).toEqual([
      // While the provider's names load: readable ones made from the API names, not "account".
      ['account', 'Account', 'enabled', true],
      ['lead', 'Lead', 'notConfigured', true],
    ]);
    expect(loading.write.map((o) => [o.objectName, o.allowAnyFields, o.fieldsLoading])).toEqual([
      ['account', true, true],
    ]);
    expect(loading.subscribe.map((o) => [o.objectName, o.fieldsLoading])).toEqual([
      ['account', true],
      ['opportunity', true],
    ]);
    expect(loading.invalid).toEqual([]);
  });

  it('has the defaults and prompts a form needs, and no field lists to build yet', () => {
    expect(account.defaultSchedule).toBe('*/15 * * * *');
    expect(account.defaultBackfill).toEqual({ defaultPeriod: { days: 30 } });
    expect(account.requiredFieldNames).toEqual(['Name']);
    expect(account.mappingPrompts.map((p) => [p.mapToName, p.required, p.suggestedFieldName])).toEqual([
      ['companySize', true, undefined],
      ['region', false, 'BillingState'],
    ]);
    expect(account.saved?.selectedFieldMappings).toEqual({ companySize: 'NumberOfEmployees' });
    // Nothing to build: the editor's field sections wait, and no check of a mapping finds its field unknown.
    expect(account.prepareFields()).toBe(false);
    expect(account.allFields).toEqual([]);
    expect(account.fieldsByName.size).toBe(0);
  });

  it('is replaced by the hydrated objects, not marked any more', () => {
    const hydratedObjects = buildRevisionObjects(hydrated, withObjects, saved);
    expect(hydratedObjects.read.map((o) => [o.displayName, o.fieldsLoading])).toEqual([
      ['Account', false],
      ['Lead', false],
    ]);
    expect(hydratedObjects.read[0]?.prepareFields()).toBe(true);
  });

  it('fails only an object the manifest lists wrongly, as the integration’s', () => {
    const odd = buildRevisionObjects(
      undefined,
      {
        ...withObjects,
        content: { ...withObjects.content, read: { objects: [{ objectName: 'account' } as never] } },
      },
      undefined,
    );
    expect(odd.read.map((o) => [o.objectName, o.status, o.errorSource])).toEqual([
      ['account', 'error', 'integration'],
    ]);
  });
});
