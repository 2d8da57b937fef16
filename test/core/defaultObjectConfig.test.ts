// @vitest-environment node
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import { defaultObjectConfig } from '../../src/core/defaultObjectConfig.ts';
import { readObjectRevisionViolations } from '../../src/core/readObjectRevisionViolations.ts';
import { withObjectConfig } from '../../src/core/withObjectConfig.ts';
import { readObjectConfigInputSchema, subscribeObjectConfigInputSchema } from '../../src/schemas/rules.ts';
import { hydratedRevision } from '../fixtures.ts';

const objects = buildRevisionObjects(
  hydratedRevision as never,
  {
    id: 'r',
    specVersion: '1',
    createTime: 't',
    content: {
      name: 'n',
      provider: 'salesforce',
      subscribe: {
        objects: [
          {
            objectName: 'account',
            destination: 'events',
            updateEvent: { watchFieldsAuto: 'all' },
            deleteEvent: { enabled: 'never' },
          },
        ],
      },
    },
  },
  undefined,
);

describe('defaultObjectConfig', () => {
  it('starts a read object with the required fields, the default schedule and a valid config', () => {
    const config = defaultObjectConfig(objects.read[0]!);
    expect(config).toEqual({
      objectName: 'account',
      destination: 'accountWebhook',
      schedule: '*/15 * * * *',
      selectedFields: { name: true },
      selectedFieldMappings: {},
    });
    expect(readObjectConfigInputSchema.safeParse(config).success).toBe(true);
  });

  it('starts a subscribe object from the manifest events', () => {
    const config = defaultObjectConfig(objects.subscribe[0]!);
    expect(config).toEqual({
      objectName: 'account',
      destination: 'events',
      inheritFieldsAndMappings: true,
      createEvent: { enabled: 'always' },
      updateEvent: { enabled: 'always', watchFieldsAuto: 'all' },
      deleteEvent: { enabled: 'never' },
    });
    expect(subscribeObjectConfigInputSchema.safeParse(config).success).toBe(true);
  });

  it('starts a write object empty', () => {
    expect(defaultObjectConfig(objects.write[0]!)).toEqual({ objectName: 'account' });
  });
});

describe('readObjectRevisionViolations', () => {
  const optional = objects.read[0]!;
  const view = {
    ...optional,
    mappingPrompts: optional.mappingPrompts.map((p) => ({ ...p, required: true })),
  };
  const base = defaultObjectConfig(view);
  it.each([
    ['no prompts filled: the required one is reported', {}, [['requiredMapping', 'companySize']]],
    ['required prompt filled', { companySize: 'name' }, []],
    ['a field mapped twice', { companySize: 'name', other: 'name' }, [['duplicateMapping', 'other']]],
    ['a field the account does not have', { companySize: 'nope' }, [['unknownField', 'companySize']]],
  ])('%s', (_name, mappings, expected) => {
    const violations = readObjectRevisionViolations({ ...base, selectedFieldMappings: mappings }, view);
    expect(violations.map((v) => [v.code, v.path[1]])).toEqual(expected);
  });

  it('does not require an optional prompt', () => {
    expect(readObjectRevisionViolations({ ...base, selectedFieldMappings: {} }, optional)).toEqual([]);
  });
});

describe('withObjectConfig', () => {
  const content = { provider: 'salesforce', write: { objects: { account: { objectName: 'account' } } } };
  it('sets an object without touching the input', () => {
    const next = withObjectConfig(content, 'read', 'lead', {
      objectName: 'lead',
      selectedFields: {},
      selectedFieldMappings: {},
    });
    expect(next.read?.objects.lead?.objectName).toBe('lead');
    expect(next.write).toBe(content.write);
    expect(content).not.toHaveProperty('read');
  });
  it('removes a write object when the config is undefined', () => {
    expect(withObjectConfig(content, 'write', 'account', undefined).write?.objects).toEqual({});
  });
});
