/**
 * The 12 fixed cards of the journals list while the public content is frozen (seed 000 §2
 * Journals list, "content-freeze flag"). Titles are the seed's; abbreviations, categories
 * and descriptions come from the house journals, which follow the same order.
 */
import { HOUSE_JOURNALS } from '../../../../shared/domain/journals';

/** The seed's 12 titles, in its order. */
export const FROZEN_JOURNAL_TITLES = [
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
] as const;

/** One fixed card. */
export interface FrozenJournal {
  title: string;
  abbreviation: string;
  category: string;
  description: string;
}

/** The fixed cards: the seed's titles with the matching house journal's details. */
export const FROZEN_JOURNALS: readonly FrozenJournal[] = FROZEN_JOURNAL_TITLES.map((title, index) => {
  const house = HOUSE_JOURNALS[index];
  return {
    title,
    abbreviation: house?.abbreviation ?? '',
    category: house?.category ?? '',
    description: house?.description ?? '',
  };
});
