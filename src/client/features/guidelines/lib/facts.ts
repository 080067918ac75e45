/**
 * The numbers and fixed texts of the guideline pages (seed 000 §2 "Guideline pages", §9
 * "Guidelines", "Article processing charges", "Processing fee table"). Keep them here, word
 * for word, so a page and its tests read the same value.
 *
 * The two fee sets below are not reconciled by the seed; see
 * docs/decisions/0005-fee-sets.md.
 */

/** Shown at the foot of every guideline page. */
export const LAST_UPDATED = 'Last updated: September 2025';

/**
 * Where applications and template requests go while the online forms are being set up.
 * An editorial desk beside the publisher's general address (src/shared/domain/publisher.ts);
 * the lead may move it there.
 */
export const EDITORIAL_EMAIL = 'editorial@genesispub.org';

/** Peer-review stages, in order, with the typical time of the first three (seed 000 §9). */
export const PEER_REVIEW_STAGES = [
  { name: 'Initial screening', duration: '5-7 days' },
  { name: 'Peer review', duration: '3-4 weeks' },
  { name: 'Editorial decision', duration: '1-2 weeks' },
  { name: 'Author revision', duration: undefined },
  { name: 'Final decision', duration: undefined },
] as const;

/** Manuscripts an associate editor handles in a month. */
export const ASSOCIATE_EDITOR_LOAD = '2-4';

/** The highest similarity score accepted, excluding cited references. */
export const SIMILARITY_LIMIT = '25%';

/** Article processing charges as the author guidelines give them (USD). */
export const AUTHOR_GUIDELINE_CHARGES = [
  { type: 'Research article', amount: '$599' },
  { type: 'Review article', amount: '$399' },
  { type: 'Short communication', amount: '$299' },
] as const;

/** Columns of the processing-fee table, in the seed's order. */
export const FEE_COLUMNS = ['Others', 'Case Report', 'Review', 'Research'] as const;

/** Processing fee table (USD) by country income band; values in FEE_COLUMNS order. */
export const FEE_TABLE = [
  { band: 'High income', fees: [1049, 1256, 1409, 1864] },
  { band: 'Middle income', fees: [849, 989, 1199, 1444] },
  { band: 'Low income', fees: [649, 756, 899, 1204] },
] as const;

/** What an application to a board needs besides the form (seed 000 §2 FAQs). */
export const BOARD_APPLICATION_DOCUMENTS = 'a short biography, a CV and a recent photo';
