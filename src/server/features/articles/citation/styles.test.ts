/**
 * The bibliography-only copies of the CSL styles (styles.ts `bibliographyOnly`, decision 0058)
 * format every entry exactly as the styles they were made from: the in-text layout they drop is
 * never used by Genesis, and must not change a bibliography entry.
 */
import { Cite, type CslItem } from '@citation-js/core';
import { describe, expect, it } from 'vitest';
import { bibliographyOnly, CSL_STYLES, CSL_TEMPLATES } from './styles';

const person = (i: number) => ({ family: `Surname${i}`, given: `Given ${String.fromCharCode(65 + (i % 26))}.` });

/**
 * Articles of the shapes Genesis cites: 1, 2, 3, 7, 21 and 25 authors (APA and Vancouver cut at
 * 20 and 6), a collaboration, no date, no DOI.
 */
const ITEMS: CslItem[] = [
  {
    id: 'a',
    type: 'article-journal',
    title: 'Deep learning for protein folding',
    author: [person(1)],
    issued: { 'date-parts': [[2021, 3, 14]] },
    'container-title': 'Journal of Open Source Software',
    volume: '6',
    issue: '59',
    page: '3021-3030',
    DOI: '10.21105/joss.03021',
    URL: 'https://doi.org/10.21105/joss.03021',
  },
  {
    id: 'b',
    type: 'article-journal',
    title: 'On the “quoted” title: a study',
    author: [person(1), person(2)],
    issued: { 'date-parts': [[2019]] },
    'container-title': 'arXiv',
    DOI: '10.48550/arXiv.1901.00001',
  },
  {
    id: 'c',
    type: 'article-journal',
    title: 'Three authors',
    author: [person(1), person(2), person(3)],
    issued: { 'date-parts': [[2020, 12]] },
    'container-title': 'PLOS ONE',
    URL: 'https://example.org/articles/3',
  },
  {
    id: 'd',
    type: 'article-journal',
    title: 'Seven authors and Ünïcödé',
    author: Array.from({ length: 7 }, (_, i) => person(i)),
    issued: { 'date-parts': [[2018, 1, 2]] },
    'container-title': 'eLife',
    volume: '7',
    page: 'e12345',
  },
  {
    id: 'e',
    type: 'article-journal',
    title: 'Twenty-one authors',
    author: Array.from({ length: 21 }, (_, i) => person(i)),
    issued: { 'date-parts': [[2022, 6, 30]] },
    'container-title': 'Nature',
    DOI: '10.1038/s41586-022-00001-1',
  },
  {
    id: 'f',
    type: 'article-journal',
    title: 'Twenty-five authors',
    author: Array.from({ length: 25 }, (_, i) => person(i)),
    issued: { 'date-parts': [[2023]] },
    'container-title': 'Science',
  },
  {
    id: 'g',
    type: 'article-journal',
    title: 'A collaboration',
    author: [{ literal: 'The ATLAS Collaboration' }, person(4)],
    issued: { 'date-parts': [[2017, 5]] },
    'container-title': 'Physics Letters B',
  },
  {
    id: 'h',
    type: 'article-journal',
    title: 'No date, no DOI',
    author: [person(9)],
    'container-title': 'Genesis Journal',
    URL: 'https://example.org/articles/8',
  },
];

describe('bibliography-only CSL styles (decision 0058)', () => {
  it('replace the in-text layout and keep the rest of the style', () => {
    const xml =
      '<style><info/><citation et-al-min="3"><layout><text macro="x"/></layout></citation><bibliography><layout/></bibliography></style>';
    expect(bibliographyOnly(xml)).toBe(
      '<style><info/><citation><layout><text variable="title"/></layout></citation><bibliography><layout/></bibliography></style>',
    );
    expect(() => bibliographyOnly('<style><bibliography/></style>')).toThrow(/no <citation>/);
  });

  for (const [id, original] of Object.entries(CSL_STYLES)) {
    it(`format every bibliography entry of ${id} as ${original} does`, () => {
      const template = CSL_TEMPLATES[id as keyof typeof CSL_TEMPLATES];
      expect(template).not.toBe(original);
      for (const item of ITEMS) {
        for (const format of ['text', 'html'] as const) {
          const entry = (name: string) =>
            new Cite([item]).format('bibliography', { format, template: name, lang: 'en-US' });
          const expected = entry(original);
          expect(expected.length).toBeGreaterThan(20);
          expect(entry(template), `${id}, ${item.id}, ${format}`).toBe(expected);
        }
      }
    }, 60_000);
  }
});
