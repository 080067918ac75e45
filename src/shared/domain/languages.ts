/**
 * The languages an article's metadata may be written in (docs/decisions/0095-metadata-in-several-languages.md):
 * a BCP 47 language tag (RFC 5646) whose language subtag is an ISO 639-1 code, with an
 * optional ISO 3166-1 region ("es", "pt-BR"). The ISO 639-1 codes and their ISO 639-2/B
 * counterparts (DOAJ's `language`) are the Library of Congress's ISO 639-2 list as the
 * `iso-639-2` package publishes it (shared/ imports no package: the table below is that list,
 * and languages-table.test.ts in the server checks it against the package); a language's
 * name is the runtime's CLDR name (`Intl.DisplayNames`), in English and in the language itself ("Spanish", "español").
 */

/** The language metadata is in when nothing says otherwise: Genesis published in English only before. */
export const DEFAULT_LANGUAGE = 'en';

/** ISO 639-1 code → ISO 639-2/B code (e.g. "es" → "spa", "fr" → "fre", "de" → "ger"). */
export const ISO_639_1_TO_2B: Readonly<Record<string, string>> = {
  aa: 'aar',
  ab: 'abk',
  ae: 'ave',
  af: 'afr',
  ak: 'aka',
  am: 'amh',
  an: 'arg',
  ar: 'ara',
  as: 'asm',
  av: 'ava',
  ay: 'aym',
  az: 'aze',
  ba: 'bak',
  be: 'bel',
  bg: 'bul',
  bh: 'bih',
  bi: 'bis',
  bm: 'bam',
  bn: 'ben',
  bo: 'tib',
  br: 'bre',
  bs: 'bos',
  ca: 'cat',
  ce: 'che',
  ch: 'cha',
  co: 'cos',
  cr: 'cre',
  cs: 'cze',
  cu: 'chu',
  cv: 'chv',
  cy: 'wel',
  da: 'dan',
  de: 'ger',
  dv: 'div',
  dz: 'dzo',
  ee: 'ewe',
  el: 'gre',
  en: 'eng',
  eo: 'epo',
  es: 'spa',
  et: 'est',
  eu: 'baq',
  fa: 'per',
  ff: 'ful',
  fi: 'fin',
  fj: 'fij',
  fo: 'fao',
  fr: 'fre',
  fy: 'fry',
  ga: 'gle',
  gd: 'gla',
  gl: 'glg',
  gn: 'grn',
  gu: 'guj',
  gv: 'glv',
  ha: 'hau',
  he: 'heb',
  hi: 'hin',
  ho: 'hmo',
  hr: 'hrv',
  ht: 'hat',
  hu: 'hun',
  hy: 'arm',
  hz: 'her',
  ia: 'ina',
  id: 'ind',
  ie: 'ile',
  ig: 'ibo',
  ii: 'iii',
  ik: 'ipk',
  io: 'ido',
  is: 'ice',
  it: 'ita',
  iu: 'iku',
  ja: 'jpn',
  jv: 'jav',
  ka: 'geo',
  kg: 'kon',
  ki: 'kik',
  kj: 'kua',
  kk: 'kaz',
  kl: 'kal',
  km: 'khm',
  kn: 'kan',
  ko: 'kor',
  kr: 'kau',
  ks: 'kas',
  ku: 'kur',
  kv: 'kom',
  kw: 'cor',
  ky: 'kir',
  la: 'lat',
  lb: 'ltz',
  lg: 'lug',
  li: 'lim',
  ln: 'lin',
  lo: 'lao',
  lt: 'lit',
  lu: 'lub',
  lv: 'lav',
  mg: 'mlg',
  mh: 'mah',
  mi: 'mao',
  mk: 'mac',
  ml: 'mal',
  mn: 'mon',
  mr: 'mar',
  ms: 'may',
  mt: 'mlt',
  my: 'bur',
  na: 'nau',
  nb: 'nob',
  nd: 'nde',
  ne: 'nep',
  ng: 'ndo',
  nl: 'dut',
  nn: 'nno',
  no: 'nor',
  nr: 'nbl',
  nv: 'nav',
  ny: 'nya',
  oc: 'oci',
  oj: 'oji',
  om: 'orm',
  or: 'ori',
  os: 'oss',
  pa: 'pan',
  pi: 'pli',
  pl: 'pol',
  ps: 'pus',
  pt: 'por',
  qu: 'que',
  rm: 'roh',
  rn: 'run',
  ro: 'rum',
  ru: 'rus',
  rw: 'kin',
  sa: 'san',
  sc: 'srd',
  sd: 'snd',
  se: 'sme',
  sg: 'sag',
  si: 'sin',
  sk: 'slo',
  sl: 'slv',
  sm: 'smo',
  sn: 'sna',
  so: 'som',
  sq: 'alb',
  sr: 'srp',
  ss: 'ssw',
  st: 'sot',
  su: 'sun',
  sv: 'swe',
  sw: 'swa',
  ta: 'tam',
  te: 'tel',
  tg: 'tgk',
  th: 'tha',
  ti: 'tir',
  tk: 'tuk',
  tl: 'tgl',
  tn: 'tsn',
  to: 'ton',
  tr: 'tur',
  ts: 'tso',
  tt: 'tat',
  tw: 'twi',
  ty: 'tah',
  ug: 'uig',
  uk: 'ukr',
  ur: 'urd',
  uz: 'uzb',
  ve: 'ven',
  vi: 'vie',
  vo: 'vol',
  wa: 'wln',
  wo: 'wol',
  xh: 'xho',
  yi: 'yid',
  yo: 'yor',
  za: 'zha',
  zh: 'chi',
  zu: 'zul',
};
const BIBLIOGRAPHIC = new Map(Object.entries(ISO_639_1_TO_2B));

/** Every ISO 639-1 code, in alphabetical order of code. */
export const ISO_639_1_CODES: readonly string[] = [...BIBLIOGRAPHIC.keys()].sort();

const TAG = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

/**
 * The canonical spelling of a language tag ("PT-br" → "pt-BR"), or null when it is not an ISO
 * 639-1 language with an optional two-letter region.
 */
export function canonicalLanguage(value: string): string | null {
  const m = TAG.exec(value.trim());
  if (!m) return null;
  const language = m[1].toLowerCase();
  if (!BIBLIOGRAPHIC.has(language)) return null;
  return m[2] ? `${language}-${m[2].toUpperCase()}` : language;
}

/** The ISO 639-1 code of a tag ("pt-BR" → "pt"). */
export function primarySubtag(tag: string): string {
  return tag.split('-')[0].toLowerCase();
}

/** The ISO 639-2/B code of a tag's language (DOAJ's `language`, e.g. "fre"), or null. */
export function iso6392B(tag: string): string | null {
  return BIBLIOGRAPHIC.get(primarySubtag(tag)) ?? null;
}

function displayName(tag: string, inLocale: string): string | null {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(tag) ?? null;
  } catch {
    return null;
  }
}

/** The English name of a language ("es" → "Spanish"); the tag itself when the runtime has none. */
export function languageName(tag: string): string {
  return displayName(tag, 'en') ?? tag;
}

/**
 * The name of a language in that language, capitalised as a label ("es" → "Español",
 * "de" → "Deutsch"); its English name when the runtime has none.
 */
export function nativeLanguageName(tag: string): string {
  const name = displayName(tag, tag) ?? languageName(tag);
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** The choices of a language list: code and "English name (native name)", by English name. */
export function languageOptions(): { value: string; label: string }[] {
  return ISO_639_1_CODES.map((code) => {
    const english = languageName(code);
    const native = nativeLanguageName(code);
    return { value: code, label: native.toLowerCase() === english.toLowerCase() ? english : `${english} (${native})` };
  }).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
