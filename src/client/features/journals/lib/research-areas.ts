/**
 * Content of the journal page's "Areas Focused" tab (seed 000 §2 Journal detail): primary
 * research areas by category, and the article types every journal accepts.
 */

/** Research areas of the categories the seed names; matched case-insensitively. */
const AREAS_BY_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  'medical sciences': [
    'Clinical Medicine and Patient Care',
    'Public Health and Epidemiology',
    'Pharmacology and Therapeutics',
    'Infectious Diseases and Immunology',
    'Medical Imaging and Diagnostics',
    'Translational and Preventive Medicine',
  ],
  engineering: [
    'Mechanical and Civil Engineering',
    'Electrical and Electronic Engineering',
    'Materials and Manufacturing',
    'Biomedical Engineering',
    'Robotics and Control Systems',
    'Energy Systems and Sustainability',
  ],
  'environmental sciences': [
    'Climate Change and Atmospheric Science',
    'Ecology and Biodiversity',
    'Water Resources and Hydrology',
    'Pollution and Environmental Health',
    'Soil Science and Land Use',
    'Conservation and Sustainable Development',
  ],
};

/** Areas of any other category. */
export const GENERIC_RESEARCH_AREAS: readonly string[] = [
  'Original Theoretical and Experimental Research',
  'Applied and Translational Studies',
  'Interdisciplinary Approaches',
  'Methods, Tools and Reproducibility',
  'Emerging Topics in the Field',
  'Reviews of Current Evidence',
];

/** The article types accepted, in the seed's order. */
export const ACCEPTED_ARTICLE_TYPES = [
  'Original Research Articles',
  'Review Articles',
  'Case Studies',
  'Short Communications',
  'Perspective Articles',
  'Commentary',
] as const;

/**
 * The primary research areas of a journal's category: the lists for Medical Sciences,
 * Engineering and Environmental Sciences (any case), otherwise the generic list.
 */
export function researchAreasFor(category: string): readonly string[] {
  return AREAS_BY_CATEGORY[category.trim().toLowerCase()] ?? GENERIC_RESEARCH_AREAS;
}
