// Random valid object configs for property-based tests (fast-check), with keys that need escaping and values
// that are undefined, and edits of them that share most of the original, as real edits do.
import fc from 'fast-check';
import type { ReadObjectConfig, SubscribeObjectConfig, WriteObjectConfig } from '../../src/schemas/config.ts';
import {
  readObjectConfigSchema,
  subscribeObjectConfigSchema,
  writeObjectConfigSchema,
} from '../../src/schemas/config.ts';

type ObjectConfig = ReadObjectConfig | WriteObjectConfig | SubscribeObjectConfig;

const key = fc
  .oneof(
    fc.constantFrom(
      'Name',
      'Name/Alias',
      'A~B',
      '~1',
      '/',
      '',
      'a.b',
      'ns:x',
      'constructor',
      'toString',
      'Id',
    ),
    fc.string({ maxLength: 5 }),
  )
  .filter((k) => k !== '__proto__');

const dictionary = <T>(value: fc.Arbitrary<T>, maxKeys = 6) =>
  fc.dictionary(key, value, { maxKeys, noNullPrototype: true });
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
const text = fc.constantFrom('a', 'b', 'Open', 'Closed', '');
const readFilter = fc.record(
  { fieldName: key, operator: fc.constant('eq' as const), value: fc.oneof(text, fc.boolean(), fc.integer()) },
  { requiredKeys: ['fieldName', 'operator'], noNullPrototype: true },
);
const options = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }, requiredKeys: (keyof T)[]) =>
  fc.record(model, { requiredKeys, noNullPrototype: true });

export const readConfig: fc.Arbitrary<ReadObjectConfig> = options(
  {
    objectName: fc.constantFrom('account', 'contact'),
    schedule: maybe(fc.constantFrom('*/15 * * * *', '0 * * * *')),
    disabled: maybe(fc.boolean()),
    destination: fc.constantFrom('hook', 'other'),
    selectedFields: dictionary(fc.boolean(), 10),
    selectedFieldMappings: dictionary(fc.constantFrom('Name', 'Email', 'Phone')),
    selectedValueMappings: dictionary(dictionary(text, 4), 4),
    dynamicMappingsInput: fc.array(options({ mapToName: key, fieldName: key, prompt: text }, ['mapToName']), {
      maxLength: 3,
    }),
    selectedFieldsAuto: maybe(fc.constant('all' as const)),
    backfill: options(
      {
        defaultPeriod: options({ days: fc.nat(90), fullHistory: fc.boolean() }, []),
        fieldFilters: fc.array(readFilter, { maxLength: 2 }),
      },
      ['defaultPeriod'],
    ),
    fieldFilters: fc.array(readFilter, { maxLength: 3 }),
  },
  ['objectName', 'selectedFields', 'selectedFieldMappings'],
);

export const writeConfig: fc.Arbitrary<WriteObjectConfig> = options(
  {
    objectName: fc.constantFrom('account', 'lead'),
    deletionSettings: options({ enabled: fc.boolean() }, ['enabled']),
    selectedValueDefaults: dictionary(
      options(
        {
          value: fc.oneof(text, fc.integer(), fc.boolean()),
          applyOnUpdate: fc.constantFrom('always', 'never'),
        },
        ['value'],
      ),
    ),
    selectedFieldSettings: dictionary(
      options(
        {
          default: fc.oneof(
            options({ stringValue: text }, ['stringValue']),
            options({ integerValue: fc.integer() }, ['integerValue']),
            options({ booleanValue: fc.boolean() }, ['booleanValue']),
          ),
          writeOnCreate: maybe(fc.constantFrom('always', 'never')),
          writeOnUpdate: fc.constantFrom('always', 'never', 'ifEmpty'),
        },
        [],
      ),
    ),
  },
  ['objectName'],
);

const event = options({ enabled: fc.constantFrom('always', 'never') }, ['enabled']);
export const subscribeConfig: fc.Arbitrary<SubscribeObjectConfig> = options(
  {
    objectName: fc.constantFrom('account', 'contact'),
    destination: fc.constantFrom('events', 'other'),
    inheritFieldsAndMappings: fc.constantFrom(true, false, null),
    createEvent: event,
    updateEvent: options(
      {
        enabled: fc.constantFrom('always', 'never'),
        watchFieldsAuto: maybe(fc.constant('all' as const)),
        requiredWatchFields: fc.array(key, { maxLength: 3 }),
      },
      ['enabled'],
    ),
    deleteEvent: event,
    otherEvents: fc.array(fc.constantFrom('merge', 'undelete'), { maxLength: 2 }),
    providerOptions: options({ quotaOptimization: options({ enabled: fc.boolean() }, ['enabled']) }, []),
  },
  ['objectName', 'destination', 'inheritFieldsAndMappings'],
);

/**
 * Mixes two configs key by key at every map level, so that `after` shares most of `before` (as a real edit
 * does) instead of being unrelated to it.
 */
export function mix(before: unknown, other: unknown, choices: number[], cursor = { at: 0 }): unknown {
  const isMap = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isMap(before) || !isMap(other)) {
    const choice = choices[cursor.at++ % choices.length] ?? 0;
    return choice === 0 ? before : other;
  }
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(other)])) {
    const choice = choices[cursor.at++ % choices.length] ?? 0;
    if (choice === 0) {
      if (Object.hasOwn(before, k)) out[k] = before[k];
    } else if (choice === 1) {
      if (Object.hasOwn(other, k)) out[k] = other[k];
    } else {
      const own = (map: Record<string, unknown>) => (Object.hasOwn(map, k) ? map[k] : undefined);
      const mixed = mix(own(before), own(other), choices, cursor);
      if (mixed !== undefined) out[k] = mixed;
    }
  }
  return out;
}

const choices = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 30 });

/** A config and `count` edits of it, each mixed from it and another random config of the same action. */
function editsOf<T extends ObjectConfig>(
  config: fc.Arbitrary<T>,
  schema: { parse: (value: unknown) => T },
  count: number,
): fc.Arbitrary<[T, ...T[]]> {
  return fc
    .tuple(config, fc.array(fc.tuple(config, choices), { minLength: count, maxLength: count }))
    .map(([base, others]) => [
      base,
      ...others.map(([other, mixing]) => schema.parse(mix(base, other, mixing))),
    ]);
}

const editsOfAnyAction = (count: number) =>
  fc.oneof(
    editsOf(readConfig, readObjectConfigSchema, count),
    editsOf(writeConfig, writeObjectConfigSchema, count),
    editsOf(subscribeConfig, subscribeObjectConfigSchema, count),
  );

/** `[before, after]`: a random config of any action and an edit of it. */
export const configPairs = editsOfAnyAction(1) as fc.Arbitrary<[ObjectConfig, ObjectConfig]>;

/** `[base, mine, theirs]`: a random config and two independent edits of it (two people editing at once). */
export const configTriples = editsOfAnyAction(2) as fc.Arbitrary<[ObjectConfig, ObjectConfig, ObjectConfig]>;
