// @vitest-environment node
import { wordCronExpression } from '../../src/core/wordCronExpression.ts';

const table: { name: string; expression: string; locale?: string; expected: string }[] = [
  { name: 'English, 24-hour clock', expression: '30 14 * * *', expected: 'At 14:30' },
  { name: 'English, every n minutes', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
  {
    name: 'German, from its translation',
    expression: '*/15 * * * *',
    locale: 'de',
    expected: 'Alle 15 Minuten',
  },
  {
    name: 'a language cronstrue lacks, in English',
    expression: '0 * * * *',
    locale: 'gd',
    expected: 'Every hour',
  },
];

describe('wordCronExpression', () => {
  it.each(table)('$name', async ({ expression, locale, expected }) => {
    expect(await wordCronExpression(expression, locale)).toBe(expected);
  });
});
