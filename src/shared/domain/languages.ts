/**
 * The languages an article's metadata may be written in (docs/decisions/0095-metadata-in-several-languages.md):
 * a BCP 47 language tag (RFC 5646) whose language subtag is an ISO 639-1 code, with an
 * optional ISO 3166-1 region ("es", "pt-BR"). The ISO 639-1 codes and their ISO 639-2/B
 * counterparts (DOAJ's `language`) come from the `iso-639-2` package (the Library of
 * Congress's ISO 639-2 list); a language's name is the runtime's CLDR name
 * (`Intl.DisplayNames`), in English and in the language itself ("Spanish", "español").
 */
import { iso6392 } from 'iso-639-2';

/** The language metadata is in when nothing says otherwise: Genesis published in English only before. */
export const DEFAULT_LANGUAGE = 'en';

/** ISO 639-1 code → ISO 639-2/B code (e.g. "es" → "spa", "fr" → "fre", "de" → "ger"). */
const BIBLIOGRAPHIC = new Map(iso6392.flatMap((l) => (l.iso6391 ? [[l.iso6391, l.iso6392B] as const] : [])));

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
