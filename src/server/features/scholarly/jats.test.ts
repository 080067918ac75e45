/**
 * parseJats against the real articles in shared/data/articles (README there lists the
 * real-data gaps these tests pin down: no eLife issues, no PLOS kwd, no JOSE abstract…).
 */
import { affiliationLine, plainAffiliation } from '../../../shared/api/contributors';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleTypeFromHeading, articleTypeFromJatsAttribute, resolveArticleType } from './article-type';
import { parseJats } from './jats';
import { isoDate, normaliseDoi, normaliseIssn, normaliseLicenseUrl, normaliseOrcid } from './normalize';
import type { ParsedArticle } from './types';

const DATA = path.resolve(import.meta.dirname, '../../../../../shared/data/articles');

function parse(rel: string): ParsedArticle {
  const result = parseJats(readFileSync(path.join(DATA, rel), 'utf8'));
  if (!result.ok) throw new Error(`${rel}: ${result.reason}`);
  return result.article;
}

describe('parseJats: PLOS', () => {
  const a = parse('plos/xml/journal.pone.0146913.xml');

  it('reads identity, title, journal and issue', () => {
    expect(a.format).toBe('jats');
    expect(a.doi).toBe('10.1371/journal.pone.0146913');
    expect(a.title).toBe(
      'Reproducibility of Brain Morphometry from Short-Term Repeat Clinical MRI Examinations: A Retrospective Study',
    );
    expect(a.articleType).toBe('Research Article');
    expect(a.journal).toEqual({
      title: 'PLOS ONE',
      abbreviation: 'PLoS ONE',
      issn: '1932-6203',
      publisher: 'Public Library of Science',
    });
    expect([a.volume, a.issue, a.pages]).toEqual(['11', '1', 'e0146913']);
  });

  it('reads dates, license and copyright', () => {
    expect(a.publishedDate).toBe('2016-01-26');
    expect(a.receivedDate).toBe('2015-04-01');
    expect(a.acceptedDate).toBe('2015-12-23');
    expect(a.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(a.license.text).toMatch(
      /^This is an open access article distributed under the terms of the Creative Commons/,
    );
    expect(a.copyright).toBe('© 2016 Yang et al');
    expect(a.pdfHref).toBeNull(); // PLOS's self-uri is "info:doi/…", not a file
  });

  it('resolves authors, affiliations (label stripped), ORCID and corresponding author', () => {
    expect(a.contributors).toHaveLength(6);
    const [yang, liu] = a.contributors;
    expect(yang).toEqual({
      name: 'Chung-Yi Yang',
      givenNames: 'Chung-Yi',
      surname: 'Yang',
      affiliations: [
        'Department of Medical Imaging, E-Da Hospital, I-Shou University, Kaohsiung, Taiwan',
        'Department of Medical Imaging, National Taiwan University Hospital and National Taiwan University College of Medicine. Taipei, Taiwan',
      ].map((name) => plainAffiliation(name)),
      orcid: '0000-0003-1697-8823',
      // The source marks it authenticated="true": kept (decision 0088).
      orcidAuthenticated: true,
      corresponding: false,
    });
    expect(liu.name).toBe('Hon-Man Liu');
    expect(liu.corresponding).toBe(true);
  });

  it('keeps a structured abstract as titled paragraphs; PLOS of this vintage has no kwd', () => {
    const paragraphs = a.abstract?.split('\n\n') ?? [];
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/^Purpose: To assess the inter session reproducibility/);
    expect(a.keywords).toEqual([]);
    // Discipline-v3 taxonomy reduced to its second level; the "Research Article" heading is the type.
    expect(a.subjects).toContain('Neuroscience');
    expect(a.subjects).not.toContain('Research Article');
  });

  it('keeps the two commentaries that have no author list, with 0 contributors', () => {
    for (const rel of ['plos/xml/journal.pbio.0030408.xml', 'plos/xml/journal.pmed.0020402.xml']) {
      const c = parse(rel);
      expect(c.contributors).toEqual([]);
      expect(c.articleType).toBe('Synopsis'); // heading wins over article-type="article-commentary"
    }
    expect(parse('plos/xml/journal.pbio.0030408.xml').title).toBe(
      'Stimulating the Brain Makes the Fingers More Sensitive',
    );
  });

  it('maps headings and article-type attributes to our vocabulary', () => {
    expect(parse('plos/xml/journal.pone.0097541.xml').articleType).toBe('Correction');
    expect(parse('plos/xml/journal.pbio.1001044.xml').articleType).toBe('Book Review'); // "Book Review/Science in the Media"
    expect(parse('plos/xml/journal.pcbi.1000589.xml').articleType).toBe('Editorial');
    expect(parse('plos/xml/journal.ppat.1005207.xml').articleType).toBe('Retraction');
    expect(parse('plos/xml/journal.pbio.0020188.xml').articleType).toBe('Letter to Editor');
    expect(parse('plos/xml/journal.pmed.0040303.xml').articleType).toBe('Debate'); // "The <italic>PLoS Medicine</italic> Debate"
    expect(parse('plos/xml/journal.pbio.2001413.xml').articleType).toBe('Community Page');
  });

  it('lists typed authors only: untyped study-group members are not in the byline', () => {
    const multicare = parse('plos/xml/journal.pone.0066742.xml');
    expect(multicare.contributors).toHaveLength(16);
    expect(multicare.contributors.at(-1)?.name).toBe('the MultiCare Study Group');
  });

  it('keeps a license statement without URL (2004 PLOS) and builds the copyright line', () => {
    const old = parse('plos/xml/journal.pbio.0020188.xml');
    expect(old.license.url).toBeNull();
    expect(old.license.text).toMatch(/Creative Commons Attribution License/);
    expect(old.copyright).toBe('© 2004 Zon et al');
    expect(old.abstract).toBeNull(); // only a table-of-contents blurb
    expect(old.publishedDate).toBe('2004-06-15'); // epub preferred over ppub (June 2004)
  });
});

describe('parseJats: eLife', () => {
  it('reads a research article: no issue number, author keywords, affiliations, ORCID', () => {
    const a = parse('elife/xml/elife-14093-v1.xml');
    expect(a.doi).toBe('10.7554/eLife.14093');
    expect(a.journal.title).toBe('eLife');
    expect(a.journal.issn).toBe('2050-084X');
    expect([a.volume, a.issue, a.pages]).toEqual(['5', null, 'e14093']);
    expect(a.publishedDate).toBe('2016-07-01');
    expect(a.contributors).toHaveLength(7);
    expect(a.contributors[0].affiliations.map(affiliationLine)).toEqual([
      'Laboratoire de Reproduction de développement des plantes, Lyon, France',
      'Sainsbury Laboratory, University of Cambridge, Cambridge, United Kingdom',
    ]);
    const vernoux = a.contributors.find((c) => c.surname === 'Vernoux');
    expect(vernoux?.orcid).toBe('0000-0002-8257-4088');
    expect(vernoux?.corresponding).toBe(true);
    expect(a.keywords).toHaveLength(6);
    expect(a.subjects).toEqual(['Developmental Biology and Stem Cells', 'Plant Biology']);
    expect(a.pdfHref).toBe('elife-14093-v1.pdf');
  });

  it('takes the abstract, not the eLife digest, and drops its trailing "DOI:" line', () => {
    const a = parse('elife/xml/elife00005.xml');
    expect(a.title).toBe('Molecular architecture of human polycomb repressive complex 2');
    expect(a.abstract).toMatch(/^Polycomb Repressive Complex 2 \(PRC2\) is essential for gene silencing/);
    expect(a.abstract).toMatch(/chromatin-based regulation of PRC2 activity\.$/);
    expect(a.abstract).not.toContain('DOI');
    expect(a.abstract).not.toContain('eLife digest');
    expect(a.license.url).toBe('https://creativecommons.org/licenses/by/3.0/');
    expect(a.copyright).toBe('© 2012, Ciferri et al');
  });

  it('maps Insight, Editorial, Book Review, Correction and Short Report', () => {
    expect(parse('elife/xml/elife00240.xml').articleType).toBe('Insight');
    expect(parse('elife/with-pdf/elife-19405-v1/elife-19405-v1.xml').articleType).toBe('Insight');
    expect(parse('elife/xml/elife00270.xml').articleType).toBe('Editorial');
    expect(parse('elife/xml/elife00351.xml').articleType).toBe('Book Review');
    expect(parse('elife/xml/elife06003.xml').articleType).toBe('Short Report');
    const correction = parse('elife/xml/elife07586.xml');
    expect(correction.articleType).toBe('Correction');
    expect(correction.abstract).toBeNull();
  });

  it('reads the accepted manuscript with no body and no pub-date (publishedDate null)', () => {
    const a = parse('elife/xml/elife_poa_e06828.xml');
    expect(a.title).toBe(
      'Cis and trans RET signaling control the survival and central projection growth of rapidly adapting mechanoreceptors',
    );
    expect(a.publishedDate).toBeNull();
    expect(a.volume).toBeNull();
    expect(a.acceptedDate).toBe('2015-04-01');
    expect(a.contributors).toHaveLength(7);
    // inline <aff> inside the contrib, e-mail dropped
    expect(a.contributors[6].affiliations.map(affiliationLine)).toEqual([
      'Department of Neuroscience, Perelman School of Medicine, University of Pennsylvania, Philadelphia, United States',
    ]);
  });

  it('names group authors by their collab, without their member lists', () => {
    const a = parse('elife/xml/elife02935.xml');
    expect(a.contributors).toHaveLength(53);
    expect(a.contributors.map((c) => c.name)).toContain('ICGC Breast Cancer Group');
    expect(a.license.url).toBe('https://creativecommons.org/publicdomain/zero/1.0/');
  });

  it('reads the MECA reviewed preprint (medRxiv JATS 1.3)', () => {
    const a = parse('elife/reviewed-preprint/95901-v1/24301711.xml');
    expect(a.doi).toBe('10.1101/2024.01.24.24301711');
    expect(a.articleType).toBe('Preprint');
    expect(a.journal.title).toBe('medRxiv');
    expect(a.contributors).toHaveLength(7);
    expect(a.contributors[0].orcid).toBe('0000-0002-3613-8488');
    expect(a.abstract?.split('\n\n').map((p) => p.split(':')[0])).toEqual([
      'Background',
      'Methods',
      'Results',
      'Conclusion',
    ]);
    expect(a.keywords).toHaveLength(6);
    expect(a.pdfHref).toBe('24301711.pdf');
  });
});

describe('parseJats: PMC and JOSE', () => {
  it('flattens a chemical title (soft hyphens, italics) and reads fpage-lpage', () => {
    const a = parse('pmc-iucr/xml/e-67-o1363.nxml');
    expect(a.title).toBe(
      '3-Allyl-1-{[3-(4-nitrophenyl)-4,5-dihydro-1,3-oxazol-5-yl]methyl}-1H-anthra[1,2-d]imidazole-2,6,11(3H)-trione',
    );
    expect([a.volume, a.issue, a.pages]).toEqual(['67', 'Pt 6', 'o1363-o1364']);
    expect(affiliationLine(a.contributors[0].affiliations[0])).toBe(
      'Laboratoire de Chimie Organique Appliquée, Université Sidi Mohamed Ben Abdallah, Faculté des Sciences et Techniques, Route d’Immouzzer, BP 2202 Fès, Morocco',
    );
    expect(a.abstract).toContain('C28H20N4O6');
    expect(a.license.url).toBe('https://creativecommons.org/licenses/by/2.0/uk/');
  });

  it('reads a JOSE paper: no abstract element, ORCIDs, article number as page', () => {
    const a = parse('jose/jose.00090/paper.jats/10.21105.jose.00090.jats');
    expect(a.doi).toBe('10.21105/jose.00090');
    expect(a.title).toBe(
      'A practical guide to climate econometrics: Navigating key decision points in weather and climate data analysis',
    );
    expect(a.abstract).toBeNull();
    expect(a.articleType).toBe('Research Article'); // article-type="other", JOSE's only kind of paper
    expect(a.journal).toEqual({
      title: 'Journal of Open Source Education',
      abbreviation: 'JOSE',
      issn: '2577-3569',
      publisher: 'Open Journals',
    });
    expect([a.volume, a.issue, a.pages]).toEqual(['7', '75', '90']);
    expect(a.contributors.map((c) => c.orcid)).toEqual([
      '0000-0001-8514-4748',
      '0000-0002-6475-1052',
      '0000-0001-8309-7124',
      '0000-0003-1991-0533',
    ]);
    expect(a.contributors[0].affiliations.map(affiliationLine)).toEqual([
      'Grantham Research Institute, London School of Economics',
    ]);
    expect(a.keywords).toEqual(['climate change', 'econometrics', 'tutorial']);
  });
});

describe('parseJats: rejects', () => {
  it('rejects the MECA manifest with a reason naming its root', () => {
    const r = parseJats(readFileSync(path.join(DATA, 'elife/reviewed-preprint/95901-v1/manifest.xml'), 'utf8'));
    expect(r).toEqual({ ok: false, reason: 'not a JATS article (root element <manifest>)' });
  });

  it('rejects malformed XML with the parser message, and a JATS article without DOI', () => {
    const bad = parseJats('<article><front><article-meta></front></article>');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reason).toMatch(/^malformed XML: .*closing tag/);
    expect(parseJats('')).toEqual({ ok: false, reason: 'empty document' });
    const noDoi = parseJats(
      '<article><front><article-meta><title-group><article-title>T</article-title></title-group></article-meta></front></article>',
    );
    expect(noDoi).toEqual({ ok: false, reason: 'no DOI' });
  });

  it('flattens markup: drops footnote xrefs, keeps citations, decodes entities', () => {
    const xml = `<article><front><article-meta>
      <article-id pub-id-type="doi">https://doi.org/10.1234/x.1</article-id>
      <title-group><article-title>Foo <italic>bar</italic>&#x2013;baz&ndash;p16<sup>INK4a</sup><xref ref-type="fn" rid="f1"><sup>1</sup></xref> in  <named-content>C. elegans</named-content></article-title></title-group>
      <contrib-group><contrib contrib-type="author"><contrib-id contrib-id-type="orcid">0000-0002-9079-593x</contrib-id><string-name>Ada Lovelace</string-name><xref ref-type="aff" rid="a1 a2"/></contrib>
      <aff id="a1"><label>1</label>Analytical Engines Ltd, <country>UK</country></aff><aff id="a2"><institution-wrap><institution>Royal Society</institution><institution-id institution-id-type="ror">x</institution-id></institution-wrap><country>UK</country></aff></contrib-group>
      <pub-date pub-type="collection"><year>2020</year></pub-date><pub-date pub-type="ppub"><season>Spring</season><year>2019</year></pub-date>
    </article-meta></front></article>`;
    const r = parseJats(xml);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.article.doi).toBe('10.1234/x.1');
    expect(r.article.title).toBe('Foo bar–baz–p16INK4a in C. elegans');
    expect(r.article.contributors).toEqual([
      {
        name: 'Ada Lovelace',
        givenNames: null,
        surname: null,
        // The tagged aff in its parts; "x" is no ROR ID.
        affiliations: [
          plainAffiliation('Analytical Engines Ltd, UK'),
          { name: 'Royal Society', rorId: null, department: null, city: null, country: 'UK' },
        ],
        orcid: '0000-0002-9079-593X',
        corresponding: false,
      },
    ]);
    expect(r.article.publishedDate).toBe('2019-01-01'); // ppub preferred over collection
    expect(r.article.articleType).toBe('Article'); // no heading, no article-type
  });
});

describe('helpers', () => {
  it('normalises ORCID, ISSN, DOI, dates and license URLs', () => {
    expect(normaliseOrcid('http://orcid.org/0000-0002-1825-009x')).toBe('0000-0002-1825-009X');
    expect(normaliseOrcid('0000000218250097')).toBe('0000-0002-1825-0097');
    expect(normaliseOrcid('n/a')).toBeNull();
    expect(normaliseIssn('2050084x')).toBe('2050-084X');
    expect(normaliseDoi('doi: 10.7554/eLife.00005')).toBe('10.7554/eLife.00005');
    expect(normaliseDoi('http://dx.doi.org/10.1107/S1600536811016606')).toBe('10.1107/S1600536811016606');
    expect(isoDate('2011', '6', '7')).toBe('2011-06-07');
    expect(isoDate('2012', 'Jun', null)).toBe('2012-06-01');
    expect(isoDate('2011', '02', '30')).toBeNull();
    expect(isoDate(null, '1', '1')).toBeNull();
    expect(normaliseLicenseUrl('http://creativecommons.org/licenses/by/4.0/legalcode')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(normaliseLicenseUrl('http://www.creativecommons.org/publicdomain/zero/1.0')).toBe(
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
  });

  it('maps article types', () => {
    expect(articleTypeFromHeading('Research article')).toBe('Research Article');
    expect(articleTypeFromHeading('Neuroscience')).toBeNull();
    expect(articleTypeFromJatsAttribute('brief-report')).toBe('Short Communication');
    expect(articleTypeFromJatsAttribute('case-report')).toBe('Case Report');
    expect(resolveArticleType({ headings: ['Cell biology'], jatsArticleType: 'review-article' })).toBe(
      'Review Article',
    );
    expect(resolveArticleType({ headings: [], jatsArticleType: 'mystery' })).toBe('Article');
    expect(resolveArticleType({ headings: [], jatsArticleType: 'research-article', journalTitle: 'bioRxiv' })).toBe(
      'Preprint',
    );
  });
});

describe('parseJats: how much of the publication date is known (decision 0083)', () => {
  it('reads a year-only pub-date as a year (eLife reviewed preprint 95901, eLife Insight 65581)', () => {
    const preprint = parse('elife/reviewed-preprint/95901-v1/24301711.xml');
    expect(preprint.publishedDate).toBe('2024-01-01');
    expect(preprint.publishedDatePrecision).toBe('year');
    const insight = parse('with-figures/elife/elife-65581/elife-65581.xml');
    expect(insight.publishedDate).toBe('2021-01-01');
    expect(insight.publishedDatePrecision).toBe('year');
  });

  it('reads a full epub date as a day, and a year and month (or iso-8601-date "YYYY-MM") as a month', () => {
    const plos = parse('plos/xml/journal.pone.0146913.xml');
    expect(plos.publishedDatePrecision).toBe('day');
    const xml = readFileSync(path.join(DATA, 'elife/reviewed-preprint/95901-v1/24301711.xml'), 'utf8');
    const withMonth = (pubDate: string) => {
      const result = parseJats(xml.replace('<pub-date pub-type="epub"><year>2024</year></pub-date>', pubDate));
      if (!result.ok) throw new Error(result.reason);
      return result.article;
    };
    expect(withMonth('<pub-date pub-type="epub"><month>10</month><year>2024</year></pub-date>')).toMatchObject({
      publishedDate: '2024-10-01',
      publishedDatePrecision: 'month',
    });
    expect(withMonth('<pub-date pub-type="epub" iso-8601-date="2024-10"><year>2024</year></pub-date>')).toMatchObject({
      publishedDate: '2024-10-01',
      publishedDatePrecision: 'month',
    });
    // A season is not a month: the year is what is known.
    expect(withMonth('<pub-date pub-type="epub"><season>Spring</season><year>2024</year></pub-date>')).toMatchObject({
      publishedDate: '2024-01-01',
      publishedDatePrecision: 'year',
    });
  });
});
