/**
 * The publisher's own journals (seed 000 §3 "Journal options" and application slugs, in the
 * seed's order), with the categories of the journals list filter (seed 000 §2). The seed
 * gives titles and slugs; abbreviations, categories and descriptions are ours
 * (docs/decisions/0002-journal-seed.md).
 */
export const JOURNAL_CATEGORIES = ['Medical Technology', 'Computer Science', 'Materials Science'] as const;

/**
 * The categories a new install starts with (the admin edits the list, table `journal_categories`):
 * the seed's three and those the seed journals need (life-science and mathematics
 * journals were filed under the seed's three; docs/decisions/0030-journal-management.md).
 */
export const DEFAULT_JOURNAL_CATEGORIES = [...JOURNAL_CATEGORIES, 'Life Sciences', 'Mathematics'] as const;

export interface HouseJournal {
  title: string;
  slug: string;
  abbreviation: string;
  category: string;
  description: string;
}

export const HOUSE_JOURNALS: readonly HouseJournal[] = [
  {
    title: 'Journal of Life Sciences',
    slug: 'journal-of-life-sciences',
    abbreviation: 'JLS',
    category: 'Life Sciences',
    description:
      'Research across the life sciences, from molecular and cell biology to ecology and evolution, with open data and reproducible methods.',
  },
  {
    title: 'Journal of Medical and Health Sciences',
    slug: 'journal-of-medical-and-health-sciences',
    abbreviation: 'JMHS',
    category: 'Medical Technology',
    description:
      'Clinical, translational and public-health research that changes how patients are diagnosed, treated and cared for.',
  },
  {
    title: 'Journal of Mathematics',
    slug: 'journal-of-mathematics',
    abbreviation: 'JMATH',
    category: 'Mathematics',
    description:
      'Pure and applied mathematics, statistics and mathematical modelling, refereed for correctness and clarity.',
  },
  {
    title: 'Journal of Agriculture',
    slug: 'journal-of-agriculture',
    abbreviation: 'JAGRI',
    category: 'Life Sciences',
    description: 'Crop and soil science, animal husbandry, food security and sustainable agricultural practice.',
  },
  {
    title: 'Archives of AI',
    slug: 'archives-of-ai',
    abbreviation: 'AAI',
    category: 'Computer Science',
    description:
      'Machine learning, reasoning, language and vision: methods, benchmarks and their responsible application.',
  },
  {
    title: 'Journal of Anesthesia',
    slug: 'journal-of-anesthesia',
    abbreviation: 'JANES',
    category: 'Medical Technology',
    description: 'Anaesthesiology, perioperative medicine, critical care and pain management.',
  },
  {
    title: 'Archives of Biomedicine',
    slug: 'archives-of-biomedicine',
    abbreviation: 'ABIOMED',
    category: 'Medical Technology',
    description: 'Biomedical science and engineering, from devices and imaging to biomaterials and diagnostics.',
  },
  {
    title: 'Journal of Cell Science',
    slug: 'journal-of-cell-science',
    abbreviation: 'JCS',
    category: 'Life Sciences',
    description: 'The structure, function and behaviour of cells, in health and disease.',
  },
  {
    title: 'Dentistry Journal',
    slug: 'dentistry-journal',
    abbreviation: 'DENT',
    category: 'Medical Technology',
    description: 'Oral health, dental materials, clinical dentistry and oral surgery.',
  },
  {
    title: 'Journal of Neonatal Science',
    slug: 'journal-of-neonatal-science',
    abbreviation: 'JNEO',
    category: 'Medical Technology',
    description: 'Neonatology, perinatal medicine and the care of newborn infants.',
  },
  {
    title: 'Archives of Neuroscience',
    slug: 'archives-of-neuroscience',
    abbreviation: 'ANEURO',
    category: 'Medical Technology',
    description:
      'Neuroscience from molecules to behaviour, including clinical neurology and computational neuroscience.',
  },
  {
    title: 'Therapeutic Journal',
    slug: 'therapeutic-journal',
    abbreviation: 'THER',
    category: 'Medical Technology',
    description:
      'Pharmacology, therapeutics and rehabilitation: the evidence behind treatments and how they are delivered.',
  },
];
