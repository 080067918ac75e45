import { describe, expect, it } from 'vitest';
import { categoryOptions, filterJournals, isFiltering } from './filter-journals';
import { FROZEN_JOURNALS } from './frozen-journals';
import { formatLongDate } from '../../../lib/format';
import { ACCEPTED_ARTICLE_TYPES, GENERIC_RESEARCH_AREAS, researchAreasFor } from './research-areas';

const journals = [
  {
    title: 'Archives of AI',
    abbreviation: 'AAI',
    description: 'Machine learning and reasoning.',
    category: 'Computer Science',
  },
  { title: 'eLife', abbreviation: 'eLife', description: 'Life sciences and biomedicine.', category: 'Life Sciences' },
  { title: 'PLoS Medicine', abbreviation: 'PLoS-Med', description: 'Clinical research.', category: 'Medical Sciences' },
  {
    title: 'Journal of Mathematics',
    abbreviation: 'JMATH',
    description: 'Pure and applied mathematics.',
    category: 'Computer Science',
  },
];
const titles = (list: { title: string }[]) => list.map((j) => j.title);

describe('filterJournals (seed 000 §5 journal list search)', () => {
  it('keeps everything when nothing is chosen', () => {
    expect(filterJournals(journals, { search: '', category: '' })).toEqual(journals);
    expect(filterJournals(journals, { search: '   ', category: '' })).toEqual(journals);
  });

  it('matches the search case-insensitively as a substring of the title', () => {
    expect(titles(filterJournals(journals, { search: 'ARCHIVES', category: '' }))).toEqual(['Archives of AI']);
  });

  it('matches the abbreviation and the description too', () => {
    expect(titles(filterJournals(journals, { search: 'jmath', category: '' }))).toEqual(['Journal of Mathematics']);
    expect(titles(filterJournals(journals, { search: 'clinical', category: '' }))).toEqual(['PLoS Medicine']);
  });

  it('trims the search text', () => {
    expect(titles(filterJournals(journals, { search: '  reasoning \t', category: '' }))).toEqual(['Archives of AI']);
  });

  it('does not match other fields (the category is not searched)', () => {
    expect(filterJournals(journals, { search: 'Computer Science', category: '' })).toEqual([]);
  });

  it('matches the category exactly, case-insensitively', () => {
    expect(titles(filterJournals(journals, { search: '', category: 'computer science' }))).toEqual([
      'Archives of AI',
      'Journal of Mathematics',
    ]);
    expect(filterJournals(journals, { search: '', category: 'Computer' })).toEqual([]);
  });

  it('requires both rules to hold', () => {
    expect(titles(filterJournals(journals, { search: 'math', category: 'Computer Science' }))).toEqual([
      'Journal of Mathematics',
    ]);
    expect(filterJournals(journals, { search: 'math', category: 'Life Sciences' })).toEqual([]);
  });

  it('says whether a filter is active', () => {
    expect(isFiltering({ search: '', category: '' })).toBe(false);
    expect(isFiltering({ search: '  ', category: '' })).toBe(false);
    expect(isFiltering({ search: 'x', category: '' })).toBe(true);
    expect(isFiltering({ search: '', category: 'Life Sciences' })).toBe(true);
  });
});

describe('categoryOptions', () => {
  it('lists the categories the journals carry, alphabetically, once each (any case)', () => {
    expect(categoryOptions([...journals, { category: 'life sciences' }, { category: 'Multidisciplinary' }])).toEqual([
      'Computer Science',
      'Life Sciences',
      'Medical Sciences',
      'Multidisciplinary',
    ]);
  });

  it('offers no category that no journal carries (decision 0030)', () => {
    expect(categoryOptions([])).toEqual([]);
    expect(categoryOptions([{ category: 'Life Sciences' }])).not.toContain('Materials Science');
  });
});

describe('formatLongDate', () => {
  it('formats a date as a long US date without a time-zone shift', () => {
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatLongDate('2016-12-31T23:30:00-08:00')).toBe('December 31, 2016');
  });

  it('gives null for a missing or invalid date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('2025-02-30')).toBeNull();
    expect(formatLongDate('05/03/2025')).toBeNull();
  });
});

describe('fixed content', () => {
  it('has the 12 frozen cards of the seed, each with an abbreviation', () => {
    expect(FROZEN_JOURNALS.map((j) => j.title)).toEqual([
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
    ]);
    expect(FROZEN_JOURNALS.every((j) => j.abbreviation !== '')).toBe(true);
  });

  it('gives research areas by category, case-insensitively, else the generic list', () => {
    expect(researchAreasFor('medical sciences')).toContain('Public Health and Epidemiology');
    expect(researchAreasFor('Engineering')).toContain('Biomedical Engineering');
    expect(researchAreasFor('Environmental Sciences')).toContain('Ecology and Biodiversity');
    expect(researchAreasFor('Computer Science')).toBe(GENERIC_RESEARCH_AREAS);
    expect(ACCEPTED_ARTICLE_TYPES).toEqual([
      'Original Research Articles',
      'Review Articles',
      'Case Studies',
      'Short Communications',
      'Perspective Articles',
      'Commentary',
    ]);
  });
});
