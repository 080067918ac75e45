/**
 * Figures of the publishing policies (seed 000 §2 FAQs and Policies), used by the Policies
 * page and the FAQs so the two never disagree.
 */

/** Maximum length of a manuscript by article type, in pages (seed 000 §2 Policies). */
export const PAGE_LIMITS = [
  { type: 'Research article', pages: 45 },
  { type: 'Review article', pages: 25 },
  { type: 'Case series', pages: 8 },
  { type: 'Case report', pages: 4 },
] as const;

/** Share of an article that must be the authors' own, unique content (seed 000 §2 Policies). */
export const MIN_UNIQUE_CONTENT = '70%';
/** Plagiarism above this share may lead to rejection (seed 000 §2 Policies). */
export const REJECTION_PLAGIARISM = '30%';
/** Similarity limit of the plagiarism guidelines, cited references excluded (seed 000 §9). */
export const SIMILARITY_LIMIT = '25%';

/** When an approved refund reaches the payer (seed 000 §2 Policies). */
export const REFUND_TIME = '10-14 business days';
/** When the payment receipt is e-mailed (seed 000 §2 FAQs). */
export const RECEIPT_TIME = '2-3 business days';

/** Time from submission to publication by article type (seed 000 §2 FAQs). */
export const PUBLISHING_TIME = {
  short: '10-16 days',
  full: '20-25 days',
} as const;

/** The date shown as "Last updated" on the content pages (as the guideline pages, seed 000 §2). */
export const CONTENT_UPDATED = 'September 2025';
