// @vitest-environment node
import { localDateTimeToIso } from '../../src/core/localDateTimeToIso.ts';

// Local times are read in this zone (UTC+1 in winter, UTC+2 in summer).
process.env.TZ = 'Europe/Berlin';

const table: { name: string; value: string; expected: string | undefined }[] = [
  { name: 'a winter time', value: '2026-01-15T09:30', expected: '2026-01-15T08:30:00Z' },
  { name: 'a summer time', value: '2026-07-15T09:30', expected: '2026-07-15T07:30:00Z' },
  { name: 'a time with seconds', value: '2026-01-15T09:30:15', expected: '2026-01-15T08:30:15Z' },
  {
    name: 'a time with milliseconds',
    value: '2026-01-15T09:30:15.250',
    expected: '2026-01-15T08:30:15.250Z',
  },
  {
    name: 'local midnight, the day before in UTC',
    value: '2026-01-15T00:00',
    expected: '2026-01-14T23:00:00Z',
  },
  { name: 'the empty string', value: '', expected: undefined },
  { name: 'a bare date', value: '2026-01-15', expected: undefined },
  { name: 'a time with a zone', value: '2026-01-15T09:30Z', expected: undefined },
  { name: 'month 13', value: '2026-13-15T09:30', expected: undefined },
  { name: 'text', value: 'tomorrow', expected: undefined },
];

describe('localDateTimeToIso', () => {
  it.each(table)('converts $name', ({ value, expected }) => {
    expect(localDateTimeToIso(value)).toBe(expected);
  });
});
