/**
 * API contract of production metadata and the web proof
 * (docs/decisions/0028-production-metadata-and-generated-jats.md):
 *
 * - `GET /api/submissions/{id}/production-metadata` → {@link productionMetadata}
 * - `PUT /api/submissions/{id}/production-metadata` {@link productionMetadataRequest} → {@link productionMetadata}
 * - `GET /api/submissions/{id}/web-proof` → {@link webProof}
 *
 * The editor completes the metadata in production; the author may correct it while the proof
 * awaits approval. What is published is generated from it (JATS 1.3).
 */
import { z } from 'zod';
import { LICENCE_NAMES } from '../domain/licences';
import { referenceLines } from '../domain/reference-lines';
import { author, authorRequest, funder, funderList, statementFields } from './contributors';
import { keywordList } from '../validation/submissions';
import { checkTranslationLanguages, primaryLanguage, translation, translationList } from './translations';
import { optionalText, strictBody, text, tooLongMessage } from '../validation/text';

export const PRODUCTION_LIMITS = {
  authorsMax: 100,
  nameMax: 200,
  statementMax: 5000,
  referencesMax: 1000,
  referencesChars: 300_000,
} as const;
const L = PRODUCTION_LIMITS;

export const MARK_CORRESPONDING = 'Mark one author as the corresponding author';
export const ADD_AN_AUTHOR = 'Add at least one author';

/** One author of the article, in byline order (shared/api/contributors.ts `authorRequest`, decision 0089). */
export const productionAuthorRequest = authorRequest;

/** `PUT /api/submissions/{id}/production-metadata`: the whole record (it replaces the saved one). */
export const productionMetadataRequest = strictBody({
  authors: z
    .array(productionAuthorRequest, { error: ADD_AN_AUTHOR })
    .min(1, { error: ADD_AN_AUTHOR })
    .max(L.authorsMax, { error: `At most ${L.authorsMax} authors` })
    .refine((list) => list.some((a) => a.corresponding), { error: MARK_CORRESPONDING }),
  keywords: keywordList.default([]),
  /** Funders with their awards (decision 0089); `{ funder, awardId }` items are read as one award each. */
  funding: funderList,
  license: z.enum(LICENCE_NAMES, { error: 'Choose a licence' }),
  conflictOfInterest: optionalText(L.statementMax, tooLongMessage('Conflict of interest statement', L.statementMax)),
  dataAvailability: optionalText(L.statementMax, tooLongMessage('Data availability statement', L.statementMax)),
  /** Ethics statement (approvals, consent; decision 0089). */
  ethics: statementFields.ethics,
  /** Pasted references, one per line. */
  references: text()
    .max(L.referencesChars, { error: tooLongMessage('References', L.referencesChars), abort: true })
    .default('')
    .refine((v) => referenceLines(v).length <= L.referencesMax, {
      error: `At most ${L.referencesMax} references`,
    }),
  /**
   * Decision 0095, optional: the article's language (default "en") and its title, subtitle,
   * abstract and keywords in other languages (the primary title and abstract stay the submission's).
   */
  language: primaryLanguage,
  translations: translationList,
}).superRefine(checkTranslationLanguages);
export type ProductionMetadataRequest = z.output<typeof productionMetadataRequest>;
export type ProductionMetadataInput = z.input<typeof productionMetadataRequest>;

/** The stored record (what the JATS is generated from). */
export const productionAuthor = author;
export type ProductionAuthor = z.infer<typeof productionAuthor>;

export const productionMetadataRecord = z.object({
  authors: z.array(productionAuthor),
  keywords: z.array(text()),
  funding: z.array(funder),
  license: z.enum(LICENCE_NAMES),
  conflictOfInterest: text().nullable(),
  dataAvailability: text().nullable(),
  ethics: text().nullable(),
  /** One reference per line, as pasted (blank lines dropped). */
  references: z.array(text()),
  /** Decision 0095: the article's language (a record saved before gets the submission's). */
  language: text(),
  /** Decision 0095: title, subtitle, abstract and keywords in other languages. */
  translations: z.array(translation),
});
export type ProductionMetadataRecord = z.infer<typeof productionMetadataRecord>;

/** `GET`/`PUT …/production-metadata` answer. */
export const productionMetadata = productionMetadataRecord.extend({
  /** False while nothing was saved: the record is prefilled from the submission. */
  saved: z.boolean(),
  /** True when the caller may change it now (editor in production, author at proof). */
  editable: z.boolean(),
  /** When it was last saved (ISO 8601), null before. */
  updatedAt: text().nullable(),
  /** The DOI found in each reference (same order as `references`), null when none. */
  referenceDois: z.array(text().nullable()),
});
export type ProductionMetadata = z.infer<typeof productionMetadata>;

/** `GET …/web-proof`: the web full text made from the accepted Word manuscript. */
export const webProof = z.object({
  /** Sanitized HTML of the manuscript's body, or null when the manuscript is not a DOCX file. */
  html: text().nullable(),
  /** The file it was made from. */
  sourceFilename: text().nullable(),
  /** Why there is no web version, or what the conversion could not keep (mammoth's messages). */
  messages: z.array(text()),
});
export type WebProof = z.infer<typeof webProof>;
