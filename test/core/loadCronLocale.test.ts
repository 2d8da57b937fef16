// @vitest-environment node
import { loadCronLocale } from '../../src/core/loadCronLocale.ts';

const table: { locale: string; expected: string }[] = [
  { locale: 'de', expected: 'de' },
  { locale: 'de-AT', expected: 'de' },
  { locale: 'fr_CA', expected: 'fr' },
  { locale: 'pt-BR', expected: 'pt_BR' },
  { locale: 'pt', expected: 'pt_PT' },
  { locale: 'zh', expected: 'zh_CN' },
  { locale: 'zh-Hant', expected: 'zh_TW' },
  { locale: 'zh-TW', expected: 'zh_TW' },
  { locale: 'no', expected: 'nb' },
  { locale: 'EN-gb', expected: 'en' },
  { locale: 'gd', expected: 'en' },
  { locale: '', expected: 'en' },
  { locale: '__proto__', expected: 'en' },
];

describe('loadCronLocale', () => {
  it.each(table)('maps $locale to $expected', async ({ locale, expected }) => {
    expect(await loadCronLocale(locale)).toBe(expected);
  });
});
