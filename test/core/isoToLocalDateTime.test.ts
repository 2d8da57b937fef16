// @vitest-environment node
import { isoToLocalDateTime } from '../../src/core/isoToLocalDateTime.ts';
import { localDateTimeToIso } from '../../src/core/localDateTimeToIso.ts';

// Local times are shown in this zone (UTC+1 in winter, UTC+2 in summer).
process.env.TZ = 'Europe/Berlin';

const table: { name: string; value: string; expected: string }[] = [
  { name: 'a UTC winter instant', value: '2026-01-15T08:30:00Z', expected: '2026-01-15T09:30' },
  { name: 'a UTC summer instant', value: '2026-07-15T07:30:00Z', expected: '2026-07-15T09:30' },
  { name: 'an instant with seconds', value: '2026-01-15T08:30:15Z', expected: '2026-01-15T09:30:15' },
  { name: 'an instant with an offset', value: '2026-01-15T09:30:00-05:00', expected: '2026-01-15T15:30' },
  {
    name: 'an instant that is the next day locally',
    value: '2026-01-15T23:30:00Z',
    expected: '2026-01-16T00:30',
  },
  { name: 'a bare date', value: '2026-01-15', expected: '' },
  { name: 'the empty string', value: '', expected: '' },
  { name: 'text', value: 'yesterday', expected: '' },
  { name: 'an impossible date', value: '2026-02-31T25:00:00Z', expected: '' },
];

describe('isoToLocalDateTime', () => {
  it.each(table)('shows $name', ({ value, expected }) => {
    expect(isoToLocalDateTime(value)).toBe(expected);
  });

  it.each(['2026-01-15T09:30', '2026-07-15T23:59', '2026-03-29T03:15', '2026-12-31T00:00:30'])(
    'reads back %s',
    (local) => {
      const iso = localDateTimeToIso(local);
      expect(iso).toBeDefined();
      expect(isoToLocalDateTime(iso ?? '')).toBe(local);
    },
  );
});
