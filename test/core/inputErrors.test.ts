// @vitest-environment node
import { inputErrors } from '../../src/core/inputErrors.ts';

const input = { type: 'input', message: 'Enter a cron expression.' };
const server = { type: 'server', message: 'schedule is not supported' };

const table: { name: string; errors: unknown; expected: boolean }[] = [
  { name: 'no errors', errors: {}, expected: false },
  { name: 'undefined', errors: undefined, expected: false },
  { name: 'an input error at a top-level key', errors: { schedule: input }, expected: true },
  { name: 'a server error only', errors: { schedule: server }, expected: false },
  {
    name: 'a schema error only',
    errors: { backfill: { defaultPeriod: { days: { type: 'custom', message: 'x' } } } },
    expected: false,
  },
  {
    name: 'an input error deep in a nested object',
    errors: { backfill: { defaultPeriod: { days: input } } },
    expected: true,
  },
  {
    name: 'an input error in an array item',
    errors: { fieldFilters: [undefined, { value: input }] },
    expected: true,
  },
  {
    name: 'a nested field named type (rawFilter.type) with a server error',
    errors: { rawFilter: { type: server, filter: server } },
    expected: false,
  },
  {
    name: 'a nested field named type with an input error',
    errors: { rawFilter: { type: input } },
    expected: true,
  },
  { name: 'type input without a message', errors: { schedule: { type: 'input' } }, expected: false },
  {
    name: 'an input error whose ref is an element-like object',
    errors: { schedule: { ...server, ref: { type: 'input', message: 'not an error' } } },
    expected: false,
  },
];

describe('inputErrors', () => {
  it.each(table)('finds one: $expected for $name', ({ errors, expected }) => {
    expect(inputErrors(errors).length > 0).toBe(expected);
  });

  it('names each input error by its path in the form values', () => {
    const errors = {
      schedule: input,
      fieldFilters: [undefined, { value: input }],
      rawFilter: { type: server },
    };
    expect(inputErrors(errors)).toEqual([
      { path: ['schedule'], message: input.message },
      { path: ['fieldFilters', '1', 'value'], message: input.message },
    ]);
  });
});
