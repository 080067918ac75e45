/**
 * The 12 journal cards the public-content freeze shows instead of the catalogue (seed 000 §9),
 * in their order; read by content-freeze-render.test.tsx and content-freeze.test.tsx.
 */
export const FIXED_JOURNALS = [
  'Journal of Life Sciences',
  'Journal of Health Sciences',
  'Journal of Mathematics',
  'Journal of Agriculture',
  'Archives of AI',
  'Journal of Anesthesia',
  'Archives of Biomedicine',
  'Journal of Cell Science',
  'Dentistry Journal',
  'Journal of Neonatal Science',
  'Archives of Neuroscience',
  'Therapeutic Journal',
];
