/**
 * JATS import of contributor roles, structured affiliations and funders from real files in
 * ../shared/data/articles (decision 0089): PLOS tags CRediT roles as `<role
 * content-type="http://credit.casrai.org/">Conceptualization</role>` (CASRAI's address,
 * before NISO took CRediT over); eLife tags an affiliation in parts (`institution
 * content-type="dept"`, `institution`, `named-content content-type="city"`, `country`) and
 * each funder with its Funder Registry DOI (read by the deposits: deposits/contributor-deposit.test.ts).
 * The expectations are read from the files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditRoleOf } from '../../../shared/domain/credit';
import { SHARED_ARTICLES } from '../../test/app';
import { parseJats } from './jats';

const read = (file: string) => fs.readFileSync(path.join(SHARED_ARTICLES, file), 'utf8');

function parsed(file: string) {
  const result = parseJats(read(file));
  if (!result.ok) throw new Error(result.reason);
  return result.article;
}

describe('CRediT terms', () => {
  it('are matched by NISO URI, CASRAI URI or term, in any dash and ampersand spelling', () => {
    expect(creditRoleOf(null, 'https://credit.niso.org/contributor-roles/data-curation/')).toBe('data-curation');
    expect(creditRoleOf('Writing – review & editing', 'http://credit.casrai.org/')).toBe('writing-review-editing');
    expect(creditRoleOf('Writing - review and editing')).toBe('writing-review-editing');
    expect(creditRoleOf('Writing – original draft')).toBe('writing-original-draft');
    expect(creditRoleOf('Reviewing editor')).toBeNull();
  });
});

describe('a PLOS Biology article (journal.pbio.2002399)', () => {
  const article = parsed('plos/xml/journal.pbio.2002399.xml');

  it('gives each author the CRediT roles of the byline', () => {
    const [first, second] = article.contributors;
    expect(first.surname).toBe('de Sousa');
    expect(first.roles).toEqual(
      [
        'conceptualization',
        'formal-analysis',
        'investigation',
        'methodology',
        'writing-original-draft',
        'writing-review-editing',
      ].map((role) => ({ role, degree: null })),
    );
    expect(second.roles).toEqual([{ role: 'methodology', degree: null }]);
  });

  it('keeps two affiliations per author, in order', () => {
    const [first] = article.contributors;
    expect(first.affiliations.map((a) => a.name)).toEqual([
      'Department of Genetics, Microbiology and Statistics and Institute of Biomedicine, Universitat de Barcelona, Barcelona, Catalunya, Spain',
      'Institut de Biomedicina de la Universitat de Barcelona (IBUB), Universitat de Barcelona, Barcelona, Catalunya, Spain',
    ]);
    expect(first.affiliations.every((a) => a.rorId === null)).toBe(true);
  });
});

describe('an eLife article (elife02304)', () => {
  const article = parsed('elife/xml/elife02304.xml');

  it('reads a tagged affiliation in its parts', () => {
    expect(article.contributors[0].affiliations).toEqual([
      {
        name: 'Brandeis University',
        rorId: null,
        department: 'Department of Biochemistry',
        city: 'Waltham',
        country: 'United States',
      },
    ]);
  });
});
