import { describe, expect, it } from 'vitest';
import { abbreviationFor, categoryFor, slugify } from './source-journals';

const j = (title: string, abbreviation: string | null = null) => ({ title, abbreviation, issn: null, publisher: null });

describe('journal naming for imported journals', () => {
  it('turns source abbreviations into URL-safe badges', () => {
    expect(abbreviationFor(j('PLoS ONE', 'PLoS ONE'))).toBe('PLoS-ONE');
    expect(abbreviationFor(j('eLife', 'eLife'))).toBe('eLife');
    expect(abbreviationFor(j('Acta Cryst. D', 'Acta Cryst. D'))).toBe('Acta-Cryst-D');
    expect(abbreviationFor(j('Journal of Open Source Education'))).toBe('JOSE');
  });

  it('cuts long abbreviations at a word boundary', () => {
    const a = abbreviationFor(j('x', 'Acta Crystallogr Sect E Struct Rep Online'));
    expect(a).toBe('Acta-Crystallogr-Sect-E-Struct-Rep');
    expect(a.length).toBeLessThanOrEqual(40);
  });

  it('slugifies titles', () => {
    expect(slugify('PLoS Computational Biology')).toBe('plos-computational-biology');
    expect(slugify('Revista Española de Cardiología')).toBe('revista-espanola-de-cardiologia');
    expect(slugify('!!!')).toBe('journal');
  });

  it('files journals under a browsing category', () => {
    expect(categoryFor('PLoS Medicine')).toBe('Medical Sciences');
    expect(categoryFor('PLoS Pathogens')).toBe('Medical Sciences');
    expect(categoryFor('Journal of Open Source Education')).toBe('Computer Science');
    expect(categoryFor('Acta Crystallographica Section D')).toBe('Materials Science');
    expect(categoryFor('PLoS Genetics')).toBe('Life Sciences');
    expect(categoryFor('PLoS ONE')).toBe('Multidisciplinary');
  });
});
