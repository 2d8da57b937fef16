// cronstrue's translations, one chunk each, so a host downloads only the language it shows. Keys are
// cronstrue's locale names; English is built in.
const loaders: Record<string, () => Promise<unknown>> = {
  af: () => import('cronstrue/locales/af.js'),
  ar: () => import('cronstrue/locales/ar.js'),
  az: () => import('cronstrue/locales/az.js'),
  be: () => import('cronstrue/locales/be.js'),
  bg: () => import('cronstrue/locales/bg.js'),
  ca: () => import('cronstrue/locales/ca.js'),
  cs: () => import('cronstrue/locales/cs.js'),
  da: () => import('cronstrue/locales/da.js'),
  de: () => import('cronstrue/locales/de.js'),
  es: () => import('cronstrue/locales/es.js'),
  fa: () => import('cronstrue/locales/fa.js'),
  fi: () => import('cronstrue/locales/fi.js'),
  fr: () => import('cronstrue/locales/fr.js'),
  he: () => import('cronstrue/locales/he.js'),
  hr: () => import('cronstrue/locales/hr.js'),
  hu: () => import('cronstrue/locales/hu.js'),
  id: () => import('cronstrue/locales/id.js'),
  it: () => import('cronstrue/locales/it.js'),
  ja: () => import('cronstrue/locales/ja.js'),
  ko: () => import('cronstrue/locales/ko.js'),
  my: () => import('cronstrue/locales/my.js'),
  nb: () => import('cronstrue/locales/nb.js'),
  nl: () => import('cronstrue/locales/nl.js'),
  nn: () => import('cronstrue/locales/nn.js'),
  pl: () => import('cronstrue/locales/pl.js'),
  pt_BR: () => import('cronstrue/locales/pt_BR.js'),
  pt_PT: () => import('cronstrue/locales/pt_PT.js'),
  ro: () => import('cronstrue/locales/ro.js'),
  ru: () => import('cronstrue/locales/ru.js'),
  sk: () => import('cronstrue/locales/sk.js'),
  sl: () => import('cronstrue/locales/sl.js'),
  sr: () => import('cronstrue/locales/sr.js'),
  sv: () => import('cronstrue/locales/sv.js'),
  sw: () => import('cronstrue/locales/sw.js'),
  tg: () => import('cronstrue/locales/tg.js'),
  th: () => import('cronstrue/locales/th.js'),
  tr: () => import('cronstrue/locales/tr.js'),
  uk: () => import('cronstrue/locales/uk.js'),
  vi: () => import('cronstrue/locales/vi.js'),
  zh_CN: () => import('cronstrue/locales/zh_CN.js'),
  zh_TW: () => import('cronstrue/locales/zh_TW.js'),
};

/**
 * Loads cronstrue's translation closest to a BCP 47 locale (`pt-BR` → `pt_BR`, `de-AT` → `de`, `zh` →
 * `zh_CN`) and returns its cronstrue name; `en` for English and for languages cronstrue does not have.
 */
export async function loadCronLocale(locale: string): Promise<string> {
  const [language = '', region = ''] = locale.toLowerCase().split(/[-_]/);
  const candidates = [
    `${language}_${region.toUpperCase()}`,
    language,
    language === 'zh' ? (['tw', 'hk', 'mo', 'hant'].includes(region) ? 'zh_TW' : 'zh_CN') : '',
    language === 'pt' ? 'pt_PT' : '',
    language === 'no' ? 'nb' : '',
  ];
  const name = candidates.find((candidate) => Object.hasOwn(loaders, candidate));
  const load = name === undefined ? undefined : loaders[name];
  if (name === undefined || load === undefined) return 'en';
  await load();
  return name;
}
