import { describe, expect, it } from 'vitest';
import { makeContributor } from '../test/fixtures';
import { numberAffiliations } from './affiliations';
import { parseArticleId, parsePageParam } from './article-id';
import { abstractParagraphs, doiHref, licenseName, orcidHref } from './article-text';
import { pageWindow } from '../../../lib/page-window';

describe('numberAffiliations', () => {
  it('numbers distinct affiliations in order of first mention, whitespace-insensitive', () => {
    const result = numberAffiliations([
      makeContributor({
        affiliations: [
          { name: 'B Univ', rorId: null, department: null, city: null, country: null },
          { name: 'A  Inst', rorId: null, department: null, city: null, country: null },
        ],
      }),
      makeContributor({ affiliations: [] }),
      makeContributor({
        affiliations: [
          { name: 'A Inst', rorId: null, department: null, city: null, country: null },
          { name: ' ', rorId: null, department: null, city: null, country: null },
          { name: 'C Lab', rorId: null, department: null, city: null, country: null },
          { name: 'B Univ', rorId: null, department: null, city: null, country: null },
        ],
      }),
    ]);
    expect(result.affiliations.map((a) => a.text)).toEqual(['B Univ', 'A Inst', 'C Lab']);
    expect(result.numbers).toEqual([[1, 2], [], [2, 3, 1]]);
  });

  it('reads each as "Department, Institution, City, Country" with its ROR id (decision 0089)', () => {
    const ucl = {
      name: 'UCL',
      rorId: 'https://ror.org/02jx3x895',
      department: 'Physics',
      city: 'London',
      country: 'UK',
    };
    const result = numberAffiliations([
      makeContributor({ affiliations: [ucl] }),
      makeContributor({ affiliations: [{ ...ucl, rorId: null }, ucl] }),
    ]);
    expect(result.affiliations).toEqual([
      { text: 'Physics, UCL, London, UK', rorId: 'https://ror.org/02jx3x895' },
      { text: 'Physics, UCL, London, UK', rorId: null },
    ]);
    expect(result.numbers).toEqual([[1], [2, 1]]);
  });

  it('lists an affiliation repeated by one author once for that author', () => {
    expect(
      numberAffiliations([
        makeContributor({
          affiliations: [
            { name: 'X', rorId: null, department: null, city: null, country: null },
            { name: 'X', rorId: null, department: null, city: null, country: null },
          ],
        }),
      ]).numbers,
    ).toEqual([[1]]);
  });
});

describe('parseArticleId and parsePageParam', () => {
  it('accepts positive integers in the database range only', () => {
    expect(parseArticleId('17')).toBe(17);
    expect(parseArticleId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', 'abc', '0', '-1', '1.5', '1e3', '007', ' 7', '2147483648']) {
      expect(parseArticleId(bad)).toBeNull();
    }
  });

  it('reads ?page= as a positive integer, else page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'x', '2.5', '01']) expect(parsePageParam(bad)).toBe(1);
  });
});

describe('pageWindow', () => {
  const show = (current: number, total: number) =>
    pageWindow(current, total)
      .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
      .join(' ');

  it('shows first, last, the current page and its neighbours, with gaps', () => {
    expect(show(7, 20)).toBe('1 … 6 7 8 … 20');
    expect(show(1, 20)).toBe('1 2 … 20');
    expect(show(20, 20)).toBe('1 … 19 20');
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
    expect(show(1, 3)).toBe('1 2 3');
  });

  it('handles one page and clamps the current page', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(1, 0)).toBe('1');
    expect(show(9, 3)).toBe('1 2 3');
  });
});

describe('article text helpers', () => {
  it('splits abstracts on blank lines and drops empty ones', () => {
    expect(abstractParagraphs('One\r\n\r\nTwo\nlines')).toEqual(['One', 'Two lines']);
    expect(abstractParagraphs(null)).toEqual([]);
    expect(abstractParagraphs('  \n\n ')).toEqual([]);
  });

  it('names Creative Commons licenses from their URL', () => {
    expect(licenseName('https://creativecommons.org/licenses/by/4.0/')).toBe('CC BY 4.0');
    expect(licenseName('http://creativecommons.org/licenses/by-nc-nd/3.0/legalcode')).toBe('CC BY-NC-ND 3.0');
    expect(licenseName('https://creativecommons.org/publicdomain/zero/1.0/')).toBe('CC0 1.0');
    expect(licenseName('https://example.org/license')).toBeNull();
    expect(licenseName(null)).toBeNull();
  });

  it('builds DOI and ORCID links from bare ids or URLs', () => {
    expect(doiHref('10.1371/journal.ppat.1003133')).toBe('https://doi.org/10.1371/journal.ppat.1003133');
    expect(doiHref('https://doi.org/10.1000/x')).toBe('https://doi.org/10.1000/x');
    expect(doiHref('doi:10.1002/(SICI)1097#4<1>')).toBe('https://doi.org/10.1002/(SICI)1097%234%3C1%3E');
    expect(orcidHref('0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(orcidHref('https://orcid.org/0000-0002-1825-0097')).toBe('https://orcid.org/0000-0002-1825-0097');
  });
});
