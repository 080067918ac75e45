/**
 * API contract of journal management in the admin dashboard
 * (docs/decisions/0030-journal-management.md): `GET/POST /api/admin/journals`,
 * `PUT /api/admin/journals/{id}`, `POST /api/admin/journals/{id}/retire`,
 * `GET/POST /api/admin/journal-categories`. The form and the server share these schemas; every
 * rule is checked on the server (400 with one message per field, `errors[].path` naming it).
 */
import { z } from 'zod';
import { ARTICLE_TYPES } from '../domain/article-types';
import { isValidIssn } from '../domain/issn';
import { text } from '../validation/text';

/** An optional ISSN field: '' or absent is none; otherwise "NNNN-NNNC" with a right check character. */
function issnField(label: string) {
  return text()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^\d{4}-\d{3}[\dX]$/.test(v), {
      error: `${label} must be of the form NNNN-NNNC`,
      abort: true,
    })
    .refine((v) => v === '' || isValidIssn(v), `${label} has a wrong check character (ISO 3297)`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null);
}

export { COVER_SLOTS, UPLOADED_COVER_URL, type CoverSlot } from '../domain/journal-covers';

/** Currencies an article processing charge may be in (ISO 4217 codes). */
export const APC_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'INR', 'CNY', 'JPY'] as const;

const inRange = (days: number, max: number) => Number.isInteger(days) && days >= 1 && days <= max;

/** The journal fields an admin sets (create and edit take the same body). */
export const journalInput = z
  .object({
    title: text('Title is required')
      .trim()
      .min(1, 'Title is required')
      .max(300, 'Title must be at most 300 characters'),
    abbreviation: text('Abbreviation is required')
      .trim()
      .min(1, { error: 'Abbreviation is required', abort: true })
      .max(20, { error: 'Abbreviation must be at most 20 characters', abort: true })
      .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'Abbreviation may hold letters, digits and hyphens, starting with a letter'),
    printIssn: issnField('Print ISSN'),
    onlineIssn: issnField('Online ISSN'),
    category: text('Choose a category').trim().min(1, 'Choose a category').max(100),
    description: text().trim().max(2000, 'Description must be at most 2000 characters').default(''),
    aimsAndScope: text().trim().max(10000, 'Aims and scope must be at most 10000 characters').default(''),
    articleTypes: z
      .array(z.enum(ARTICLE_TYPES, { error: 'Not one of the article types' }))
      .max(ARTICLE_TYPES.length)
      .default([]),
    /** Article processing charge: amount and currency, or null for none. */
    apc: z
      .object({
        amount: z.number({ error: 'Amount must be a number' }).min(0, 'Amount must be positive').max(99_999_999),
        currency: z.enum(APC_CURRENCIES, { error: 'Choose a currency' }),
      })
      .nullable()
      .default(null),
    acceptsSubmissions: z.boolean().default(true),
    publisher: text().trim().max(300, 'Publisher must be at most 300 characters').default(''),
    /**
     * Default days a reviewer has to answer an invitation, and to submit the review (the
     * journal defaults, e.g. 7 and 21 days; docs/decisions/0036-editorial-review-deadlines.md).
     * The editor's invite form starts from them. Absent: 7 and 21.
     */
    reviewResponseDays: z
      .number({ error: 'Days to answer must be a whole number' })
      .int('Days to answer must be a whole number')
      .min(1, 'Days to answer must be between 1 and 90')
      .max(90, 'Days to answer must be between 1 and 90')
      .default(7),
    reviewDueDays: z
      .number({ error: 'Days to review must be a whole number' })
      .int('Days to review must be a whole number')
      .min(1, 'Days to review must be between 1 and 365')
      .max(365, 'Days to review must be between 1 and 365')
      .default(21),
    /**
     * Default days an author has to send a revision after a minor or major revision decision
     * (docs/decisions/0074-revision-deadlines-and-drafts.md); the decision composer starts from
     * it. Absent: 30.
     */
    revisionDays: z
      .number({ error: 'Days to revise must be a whole number' })
      .int('Days to revise must be a whole number')
      .min(1, 'Days to revise must be between 1 and 365')
      .max(365, 'Days to revise must be between 1 and 365')
      .default(30),
  })
  .strict()
  // Compared only once both are whole days in range (else their own message says enough).
  .refine((v) => v.reviewDueDays >= v.reviewResponseDays || !inRange(v.reviewResponseDays, 90), {
    path: ['reviewDueDays'],
    message: 'Days to review must be at least the days to answer',
  });
export type JournalInput = z.input<typeof journalInput>;

/** A journal as the admin list and form show it. */
export const adminJournal = z.object({
  id: z.number().int(),
  title: text(),
  abbreviation: text(),
  slug: text(),
  printIssn: text().nullable(),
  onlineIssn: text().nullable(),
  category: text(),
  description: text(),
  aimsAndScope: text(),
  articleTypes: z.array(text()),
  apc: z.object({ amount: z.number(), currency: text() }).nullable(),
  acceptsSubmissions: z.boolean(),
  publisher: text().nullable(),
  coverImage: text().nullable(),
  isHouse: z.boolean(),
  /** Default days to answer an invitation and to submit a review. */
  reviewResponseDays: z.number().int(),
  reviewDueDays: z.number().int(),
  /** Default days to send a revision (decision 0074). */
  revisionDays: z.number().int(),
  /** ISO 8601 time of retirement, or null while the journal is active. */
  retiredAt: text().nullable(),
});
export type AdminJournal = z.infer<typeof adminJournal>;

/** `POST /api/admin/journals/{id}/cover` answer: the new cover's address (decision 0030). */
export const journalCover = z.object({ coverImage: text() });
export type JournalCover = z.infer<typeof journalCover>;

/** A journal category (the list the admin edits). */
export const journalCategory = z.object({ id: z.number().int(), name: text() });
export type JournalCategory = z.infer<typeof journalCategory>;

/** Body of POST /api/admin/journal-categories. */
export const journalCategoryInput = z
  .object({
    name: text('Name is required').trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  })
  .strict();
