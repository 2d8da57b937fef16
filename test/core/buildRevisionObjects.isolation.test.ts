// @vitest-environment node
// Each object of a hydrated revision is checked on its own, its fields only when first read and then once.
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import type { ConfigContent } from '../../src/schemas/config.ts';
import type { HydratedRevisionShell, Revision } from '../../src/schemas/integration.ts';

const revision = (objects: unknown[], write: unknown[] = []): HydratedRevisionShell => ({
  id: 'rev-1',
  specVersion: '1.0.0',
  createTime: '2026-01-01T00:00:00Z',
  content: { name: 'crm', provider: 'salesforce', read: { objects }, write: { objects: write } },
});

const working = (objectName: string, extra: Record<string, unknown> = {}) => ({
  objectName,
  displayName: objectName.toUpperCase(),
  destination: 'hook',
  schedule: '0 * * * *',
  allFieldsMetadata: { a: { fieldName: 'a', displayName: 'A', valueType: 'string' } },
  ...extra,
});

describe('buildRevisionObjects isolates failures', () => {
  it.each([
    [
      'only a name and an error',
      { objectName: 'lead', error: 'INVALID_SESSION_ID' },
      'INVALID_SESSION_ID',
      'Lead',
    ],
    [
      'no schedule',
      { ...working('lead'), schedule: undefined },
      'The service sent no schedule for this object.',
      'LEAD',
    ],
    [
      'no destination',
      { ...working('lead'), destination: undefined },
      'The service sent no destination for this object.',
      'LEAD',
    ],
    [
      'an error that is not text',
      { ...working('lead'), error: { code: 7 } },
      'The service could not load this object.',
      'LEAD',
    ],
    ['a displayName that is not text', { ...working('lead'), displayName: 3 }, undefined, 'Lead'],
  ])('an object with %s: its own status, the others unaffected', (_name, lead, error, displayName) => {
    const objects = buildRevisionObjects(revision([working('account'), lead]), undefined, undefined);
    expect(objects.read.map((o) => o.objectName)).toEqual(['account', 'lead']);
    expect(objects.read[0]?.status).toBe('notConfigured');
    expect(objects.read[1]?.error).toBe(error);
    expect(objects.read[1]?.status).toBe(error ? 'error' : 'notConfigured');
    expect(objects.read[1]?.displayName).toBe(displayName);
  });

  const manifest = (subscribe: unknown[]) =>
    ({
      ...revision([]),
      content: { name: 'crm', provider: 'salesforce', subscribe: { objects: subscribe } },
    }) as Revision;
  const configOf = (action: 'read' | 'write' | 'subscribe', objectName: string, config: unknown) =>
    ({ provider: 'salesforce', [action]: { objects: { [objectName]: config } } }) as unknown as ConfigContent;
  const gone = { objectName: 'deal', error: 'INVALID_SESSION_ID: the session expired' };
  const subscribable = { objectName: 'deal', destination: 'dealEvents' };
  // Item 4 of issue 28: an object sent as `{ objectName, error }` is unavailable for that reason, whichever
  // response of whichever action it comes in, and the other objects are not affected.
  it.each([
    [
      'read, in the hydrated revision',
      'read',
      revision([working('account'), gone]),
      undefined,
      undefined,
      'revision',
    ],
    [
      'write, in the hydrated revision',
      'write',
      revision([], [{ objectName: 'account' }, gone]),
      undefined,
      undefined,
      'revision',
    ],
    [
      'subscribe, in the manifest',
      'subscribe',
      undefined,
      manifest([{ ...subscribable, objectName: 'account' }, gone]),
      undefined,
      'integration',
    ],
    [
      'read, in the installation',
      'read',
      revision([working('account'), working('deal')]),
      undefined,
      configOf('read', 'deal', gone),
      'installation',
    ],
    [
      'write, in the installation',
      'write',
      revision([], [{ objectName: 'account' }, { objectName: 'deal' }]),
      undefined,
      configOf('write', 'deal', gone),
      'installation',
    ],
    [
      'subscribe, in the installation',
      'subscribe',
      undefined,
      manifest([{ ...subscribable, objectName: 'account' }, subscribable]),
      configOf('subscribe', 'deal', gone),
      'installation',
    ],
  ] as const)(
    'an object of %s sent as { objectName, error } is unavailable with that reason',
    (_name, action, hydrated, manifestOf, saved, errorSource) => {
      const objects = buildRevisionObjects(hydrated, manifestOf, saved)[action];
      expect(objects.map((o) => [o.objectName, o.status, o.error, o.errorSource])).toEqual([
        ['account', 'notConfigured', undefined, undefined],
        ['deal', 'error', gone.error, errorSource],
      ]);
    },
  );

  it('lists objects without a name, or with a name used twice, as invalid and keeps the rest', () => {
    const objects = buildRevisionObjects(
      revision(
        [working('account'), { displayName: 'Nameless' }, 42, working('account'), working('contact')],
        [{ objectName: 7 }, { objectName: 'account', displayName: 'Account' }],
      ),
      undefined,
      undefined,
    );
    expect(objects.read.map((o) => o.objectName)).toEqual(['account', 'contact']);
    expect(objects.write.map((o) => o.objectName)).toEqual(['account']);
    expect(objects.invalid.map(({ action, index }) => [action, index])).toEqual([
      ['read', 1],
      ['read', 2],
      ['read', 3],
      ['write', 0],
    ]);
    expect(objects.invalid[2]?.reason).toBe('account is listed more than once');
  });

  it('leaves out a field it cannot read, with a note naming it; an unknown valueType is other', () => {
    const [account] = buildRevisionObjects(
      revision([
        working('account', {
          requiredFields: [{ fieldName: 'a' }, { prompt: 'no name' }],
          allFieldsMetadata: {
            a: { fieldName: 'a', displayName: 'A' },
            industry: { fieldName: 'industry', displayName: 42 },
            amount: { fieldName: 'amount', displayName: 'Amount', valueType: 'currency' },
          },
        }),
      ]),
      undefined,
      undefined,
    ).read;
    expect(account?.allFields.map((f) => f.fieldName)).toEqual(['a', 'amount']);
    expect(account?.fieldsByName.get('amount')?.valueType).toBe('other');
    expect(account?.skippedFields).toEqual([
      { fieldName: 'industry', reason: 'allFieldsMetadata.industry.displayName: expected string' },
      {
        fieldName: undefined,
        reason: 'requiredFields[1].fieldName: A field entry needs fieldName or mapToName',
      },
    ]);
  });

  it('reads no field entry until the fields are first asked for, and then only once', () => {
    let reads = 0;
    const metadata = new Proxy(
      { a: { fieldName: 'a', displayName: 'A' }, b: { fieldName: 'b', displayName: 'B' } },
      {
        get(target, key, receiver) {
          if (typeof key === 'string' && Object.hasOwn(target, key)) reads++;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    const hydrated = revision([working('account', { allFieldsMetadata: metadata }), working('contact')]);
    const objects = buildRevisionObjects(hydrated, undefined, undefined);
    // What the list of objects shows needs no field.
    expect(objects.read.map((o) => [o.displayName, o.status])).toEqual([
      ['ACCOUNT', 'notConfigured'],
      ['CONTACT', 'notConfigured'],
    ]);
    expect(reads).toBe(0);
    expect(objects.read[0]?.allFields.map((f) => f.fieldName)).toEqual(['a', 'b']);
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    // Memoized per object: again, and for a rebuild with another saved config, nothing is read again.
    void objects.read[0]?.optionalFields;
    const rebuilt = buildRevisionObjects(hydrated, undefined, { provider: 'salesforce' });
    expect(rebuilt.read[0]?.allFields).toBe(objects.read[0]?.allFields);
    expect(reads).toBe(afterFirst);
  });

  it('a saved object config it cannot read makes only that object an error from the installation', () => {
    // As the installation's response schema keeps it: as sent.
    const saved = {
      provider: 'salesforce',
      read: {
        objects: {
          lead: { objectName: 'lead', selectedFields: { email: 'yes' }, selectedFieldMappings: {} },
          account: { objectName: 'account', selectedFields: { a: true }, selectedFieldMappings: {} },
        },
      },
      write: {
        objects: {
          lead: { objectName: 'lead', deletionSettings: { enabled: 'yes' } },
          account: { objectName: 'account' },
        },
      },
      subscribe: { objects: { lead: 42 } },
    } as unknown as ConfigContent;
    const manifest = {
      id: 'rev-1',
      specVersion: '1.0.0',
      createTime: '2026-01-01T00:00:00Z',
      content: {
        name: 'crm',
        provider: 'salesforce',
        subscribe: {
          objects: [
            { objectName: 'lead', destination: 'hook' },
            { objectName: 'account', destination: 'hook' },
            { objectName: 'deal', destination: 7 },
            { destination: 'nameless' },
          ],
        },
      },
    } as unknown as Revision;
    const objects = buildRevisionObjects(
      revision([working('lead'), working('account')], [{ objectName: 'lead' }, { objectName: 'account' }]),
      manifest,
      saved,
    );
    const pick = <T extends { objectName: string }>(views: T[], name: string) =>
      views.find((v) => v.objectName === name);
    expect(pick(objects.read, 'lead')).toMatchObject({
      status: 'error',
      errorSource: 'installation',
      error: 'read.objects.lead.selectedFields.email: expected boolean',
      saved: undefined,
    });
    expect(pick(objects.read, 'account')).toMatchObject({ status: 'enabled', error: undefined });
    expect(pick(objects.write, 'lead')).toMatchObject({
      status: 'error',
      errorSource: 'installation',
      error: 'write.objects.lead.deletionSettings.enabled: expected boolean',
    });
    expect(pick(objects.write, 'account')).toMatchObject({ status: 'enabled', error: undefined });
    expect(pick(objects.subscribe, 'lead')).toMatchObject({ status: 'error', errorSource: 'installation' });
    expect(pick(objects.subscribe, 'account')).toMatchObject({ status: 'notConfigured', error: undefined });
    expect(pick(objects.subscribe, 'deal')).toMatchObject({
      status: 'error',
      errorSource: 'integration',
      error: 'subscribe.objects[2].destination: expected string',
    });
    expect(objects.invalid).toEqual([
      { action: 'subscribe', index: 3, reason: 'subscribe.objects[3].objectName: expected string' },
    ]);
  });

  it('builds 5,000 fields a step at a time, with the lists and notes of a build at once', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `field_${(i * 7919) % 5000}`);
    const object = () =>
      working('account', {
        optionalFieldsAuto: 'all',
        requiredFields: [{ fieldName: 'field_1' }],
        allFieldsMetadata: Object.fromEntries(
          names.map((name, i) => [
            name,
            i === 4321
              ? { fieldName: name, displayName: 7 }
              : { fieldName: name, displayName: `Field ${name.slice(6)}` },
          ]),
        ),
        allFields: [...names.map((fieldName) => ({ fieldName })), { prompt: 'no name' }],
      });
    const [stepped] = buildRevisionObjects(revision([object()]), undefined, undefined).read;
    const [atOnce] = buildRevisionObjects(revision([object()]), undefined, undefined).read;
    let steps = 1;
    while (!stepped?.prepareFields()) steps++;
    expect(steps).toBeGreaterThan(5);
    expect(stepped?.allFields.map((f) => f.fieldName)).toEqual(atOnce?.allFields.map((f) => f.fieldName));
    expect(stepped?.optionalFields).toHaveLength(4999);
    expect(stepped?.allFields.slice(0, 3).map((f) => f.displayName)).toEqual([
      'Field 0',
      'Field 1',
      'Field 2',
    ]);
    expect(stepped?.skippedFields).toEqual(atOnce?.skippedFields);
    expect(stepped?.skippedFields.map((s) => s.reason)).toEqual([
      `allFieldsMetadata.${names[4321]}.displayName: expected string`,
      'allFields[5000].fieldName: A field entry needs fieldName or mapToName',
    ]);
  });
});
