// @vitest-environment node
import type { DraftValue } from '../../src/drafts/draftTargets.ts';
import {
  conflictValue,
  rebaseDraft,
  sameDraftValue,
  wasApplied,
  withTheirs,
} from '../../src/drafts/rebaseDraft.ts';
import type { ReadObjectConfig, SubscribeObjectConfig } from '../../src/schemas/config.ts';

const read: ReadObjectConfig = {
  objectName: 'account',
  schedule: '*/15 * * * *',
  selectedFields: { Name: true },
  selectedFieldMappings: {},
};
const industry = { fieldName: 'Industry', operator: 'eq' as const, value: 'Tech' };
const country = { fieldName: 'Country', operator: 'eq' as const, value: 'DE' };
const type = { fieldName: 'Type', operator: 'eq' as const, value: 'Customer' };

const subscribe: SubscribeObjectConfig = {
  objectName: 'contact',
  destination: 'hook',
  inheritFieldsAndMappings: true,
  updateEvent: { enabled: 'always', requiredWatchFields: ['Email'] },
  otherEvents: ['merge'],
};

describe('rebaseDraft: lists merged by meaning', () => {
  it.each<[string, string, DraftValue, DraftValue, DraftValue, DraftValue, { path: string }[]]>([
    [
      'two people add filters on different fields: both are kept',
      'read:account',
      { ...read, fieldFilters: [industry] },
      { ...read, fieldFilters: [industry, country] },
      { ...read, fieldFilters: [industry, type] },
      { ...read, fieldFilters: [industry, country, type] },
      [],
    ],
    [
      'one removes a filter, the other adds one: the removal and the addition both hold',
      'read:account',
      { ...read, fieldFilters: [industry, country] },
      { ...read, fieldFilters: [country] },
      { ...read, fieldFilters: [industry, country, type] },
      { ...read, fieldFilters: [country, type] },
      [],
    ],
    [
      'the same filter changed on both sides: a conflict at that filter, the user’s filter in view',
      'read:account',
      { ...read, fieldFilters: [industry, country] },
      { ...read, fieldFilters: [{ ...industry, value: 'Retail' }, country] },
      { ...read, fieldFilters: [{ ...industry, value: 'Banking' }, country, type] },
      { ...read, fieldFilters: [{ ...industry, value: 'Retail' }, country, type] },
      [{ path: '/fieldFilters/Industry' }],
    ],
    [
      'backfill filters are merged by field too',
      'read:account',
      { ...read, backfill: { defaultPeriod: { days: 30 }, fieldFilters: [] } },
      { ...read, backfill: { defaultPeriod: { days: 30 }, fieldFilters: [industry] } },
      { ...read, backfill: { defaultPeriod: { days: 60 }, fieldFilters: [country] } },
      { ...read, backfill: { defaultPeriod: { days: 60 }, fieldFilters: [industry, country] } },
      [],
    ],
    [
      'dynamic mappings are merged by the app field they map to',
      'read:account',
      { ...read, dynamicMappingsInput: [{ mapToName: 'a' }] },
      { ...read, dynamicMappingsInput: [{ mapToName: 'a' }, { mapToName: 'b', fieldName: 'B' }] },
      { ...read, dynamicMappingsInput: [{ mapToName: 'a', prompt: 'x' }] },
      {
        ...read,
        dynamicMappingsInput: [
          { mapToName: 'a', prompt: 'x' },
          { mapToName: 'b', fieldName: 'B' },
        ],
      },
      [],
    ],
    [
      'watched fields and other events are sets: additions and removals of both sides hold',
      'subscribe:contact',
      subscribe,
      { ...subscribe, updateEvent: { enabled: 'always', requiredWatchFields: ['Email', 'Phone'] } },
      {
        ...subscribe,
        updateEvent: { enabled: 'always', requiredWatchFields: ['Title', 'Email'] },
        otherEvents: [],
      },
      {
        ...subscribe,
        updateEvent: { enabled: 'always', requiredWatchFields: ['Email', 'Phone', 'Title'] },
        otherEvents: [],
      },
      [],
    ],
    [
      'a list with two items for one key is merged whole: a conflict at the list',
      'read:account',
      { ...read, fieldFilters: [industry] },
      { ...read, fieldFilters: [industry, industry] },
      { ...read, fieldFilters: [country] },
      { ...read, fieldFilters: [industry, industry] },
      [{ path: '/fieldFilters' }],
    ],
  ])('%s', (_name, key, origin, mine, theirs, expected, conflicts) => {
    const rebased = rebaseDraft(key, origin, mine, theirs);
    expect(rebased.value).toEqual(expected);
    expect(rebased.conflicts.map(({ path }) => ({ path }))).toEqual(conflicts);
  });

  it('reports the items of a filter conflict whole, and resolves by field', () => {
    const origin = { ...read, fieldFilters: [industry] };
    const mine = { ...read, fieldFilters: [{ ...industry, value: 'Retail' }] };
    const theirs = { ...read, fieldFilters: [{ ...industry, value: 'Banking' }] };
    const { value, conflicts } = rebaseDraft('read:account', origin, mine, theirs);
    expect(conflicts).toEqual([
      {
        path: '/fieldFilters/Industry',
        mine: { ...industry, value: 'Retail' },
        theirs: { ...industry, value: 'Banking' },
      },
    ]);
    expect(conflictValue('read:account', value, '/fieldFilters/Industry')).toEqual({
      ...industry,
      value: 'Retail',
    });
    expect(withTheirs('read:account', value, '/fieldFilters/Industry', theirs)).toEqual(theirs);
  });
});

describe('rebaseDraft: removals', () => {
  const write = { objectName: 'account', deletionSettings: { enabled: false } };
  const edited = { objectName: 'account', deletionSettings: { enabled: true } };
  it.each<[string, DraftValue, DraftValue, DraftValue, DraftValue, unknown[]]>([
    ['removed elsewhere, not edited here: gone', write, write, undefined, undefined, []],
    [
      'removed elsewhere while edited here: a conflict of the whole object, mine in view',
      write,
      edited,
      undefined,
      edited,
      [{ path: '', mine: edited, theirs: undefined }],
    ],
    [
      'removed here, changed elsewhere: a conflict of the whole object',
      write,
      undefined,
      edited,
      undefined,
      [{ path: '', mine: undefined, theirs: edited }],
    ],
    ['removed on both sides: gone', write, undefined, undefined, undefined, []],
    ['removed here, unchanged elsewhere: gone', write, undefined, write, undefined, []],
    ['added on both sides, the same: no conflict', undefined, edited, edited, edited, []],
  ])('%s', (_name, origin, mine, theirs, expected, conflicts) => {
    const rebased = rebaseDraft('write:account', origin, mine, theirs);
    expect(rebased.value).toEqual(expected);
    expect(rebased.conflicts).toEqual(conflicts);
  });
});

describe('wasApplied and sameDraftValue', () => {
  it('read sets and keyed lists by meaning: another order is the same value', () => {
    const a = { ...subscribe, otherEvents: ['merge', 'undelete'] };
    const b = { ...subscribe, otherEvents: ['undelete', 'merge'] };
    expect(sameDraftValue('subscribe:contact', a, b)).toBe(true);
    expect(wasApplied('subscribe:contact', subscribe, a, b)).toBe(true);
    expect(wasApplied('subscribe:contact', subscribe, a, subscribe)).toBe(false);
  });
});
