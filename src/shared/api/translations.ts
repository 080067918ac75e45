/**
 * An article's metadata in other languages (docs/decisions/0095-metadata-in-several-languages.md),
 * shared by the submission draft, production metadata and the article record:
 *
 * - `language`: the article's own (primary) language, a BCP 47 tag whose language is an ISO
 *   639-1 code, optional region ("en", "pt-BR"; shared/domain/languages.ts); default "en".
 * - `translations`: at most {@link TRANSLATION_LIMITS.translationsMax}, each
 *   `{ language, title, subtitle, abstract, keywords }` in another language than the primary
 *   one and than each other. The title is required; the rest optional.
 *
 * Every string goes through `text()`; the request pieces are strict (unknown fields 400).
 */
import { z } from 'zod';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '../domain/languages';
import { boundedLine, optionalLine, optionalText, strictBody, text, tooLongMessage } from '../validation/text';

export const TRANSLATION_LIMITS = {
  translationsMax: 10,
  titleMax: 500,
  subtitleMax: 500,
  abstractMax: 10_000,
  keywordsMax: 12,
  keywordMax: 100,
} as const;
const L = TRANSLATION_LIMITS;

export const LANGUAGE_MESSAGE = 'Choose a language (an ISO 639-1 code such as es or pt-BR)';
export const SAME_LANGUAGE_MESSAGE = 'Each translation needs its own language, other than the article’s';

/** A language tag as sent: canonical spelling ("PT-br" → "pt-BR"), else 400 {@link LANGUAGE_MESSAGE}. */
export const languageTag = text(LANGUAGE_MESSAGE)
  .trim()
  .refine((v) => canonicalLanguage(v) !== null, { error: LANGUAGE_MESSAGE, abort: true })
  .transform((v) => canonicalLanguage(v)!);

/** The article's language as sent: optional, default "en". */
export const primaryLanguage = languageTag.optional().transform((v) => v ?? DEFAULT_LANGUAGE);

/** Keywords in a translation: a list or comma/semicolon text, each ≤ 100 characters, at most 12. */
const translatedKeywords = z
  .union([z.array(text()), text()])
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,;]/)).map((k) => k.trim()).filter(Boolean))
  .pipe(
    z
      .array(text().max(L.keywordMax, { error: tooLongMessage('Keyword', L.keywordMax) }))
      .max(L.keywordsMax, { error: `At most ${L.keywordsMax} keywords` }),
  )
  .default([]);

/** One translation as sent. */
export const translationRequest = strictBody({
  language: languageTag,
  title: boundedLine('Title is required', L.titleMax, tooLongMessage('Title', L.titleMax)),
  subtitle: optionalLine(L.subtitleMax, tooLongMessage('Subtitle', L.subtitleMax)).transform((v) => v ?? null),
  abstract: optionalText(L.abstractMax, tooLongMessage('Abstract', L.abstractMax)).transform((v) => v ?? null),
  keywords: translatedKeywords,
});
export type TranslationInput = z.input<typeof translationRequest>;

/** One translation as stored and answered. */
export const translation = z.object({
  language: text(),
  title: text(),
  subtitle: text().nullable(),
  abstract: text().nullable(),
  keywords: z.array(text()),
});
export type Translation = z.infer<typeof translation>;

/** The translations as sent: optional (default none), each language once. */
export const translationList = z
  .array(translationRequest)
  .max(L.translationsMax, { error: `At most ${L.translationsMax} translations` })
  .default([])
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      if (seen.has(t.language)) ctx.addIssue({ code: 'custom', message: SAME_LANGUAGE_MESSAGE, path: [i, 'language'] });
      seen.add(t.language);
    });
  });

/**
 * Adds the issue "each translation its own language" to a body whose `translations` repeat its
 * `language`: for the `superRefine` of a body with both fields.
 */
export function checkTranslationLanguages(
  body: { language: string; translations: { language: string }[] },
  ctx: z.RefinementCtx,
): void {
  body.translations.forEach((t, i) => {
    if (t.language === body.language) {
      ctx.addIssue({ code: 'custom', message: SAME_LANGUAGE_MESSAGE, path: ['translations', i, 'language'] });
    }
  });
}
