/**
 * The JATS of a workflow article (decision 0028: the published article stores JATS generated from
 * all of this, so every published article has the same page, the same JATS export and the
 * same metadata as an imported one): made from a real Word manuscript and production
 * metadata, it must be well-formed XML, and the project's own readers — the JATS importer
 * (features/scholarly) and the full-text renderer (features/full-text) — must get back the
 * authors, affiliations, ORCID iDs, keywords, licence, sections, table, lists, references
 * with DOIs, funding and statements that went in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import { renderFullText } from '../full-text';
import { parseJats } from '../scholarly';
import { docxToHtml } from './docx-html';
import { htmlToJatsBody } from './html-jats';
import { canValidate, schemaErrors, XMLLINT_TIMEOUT_MS } from '../../test/xml-schemas';
import { generateJats, type JatsArticleInput } from './jats-generate';

const DOCX = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures/workflow-manuscript.docx'),
);

const metadata: ProductionMetadataRecord = {
  authors: [
    {
      givenNames: 'Ada',
      surname: 'Lovelace',
      affiliations: [
        {
          name: 'Department of Mathematics, University of London, London, UK',
          rorId: null,
          department: null,
          city: null,
          country: null,
        },
      ],
      orcid: '0000-0002-1825-0097',
      corresponding: true,
      roles: [],
      equalContribution: false,
      email: null,
    },
    {
      givenNames: 'Grace Brewster',
      surname: 'Hopper',
      affiliations: [
        { name: 'Yale University, New Haven, USA', rorId: null, department: null, city: null, country: null },
        {
          name: 'Department of Mathematics, University of London, London, UK',
          rorId: null,
          department: null,
          city: null,
          country: null,
        },
      ],
      orcid: null,
      corresponding: false,
      roles: [],
      equalContribution: false,
      email: null,
    },
  ],
  keywords: ['tides', 'icy moons'],
  funding: [
    {
      name: 'National Science Foundation',
      rorId: null,
      funderRegistryId: null,
      awards: [{ number: 'AST-1234567', title: null }],
    },
    { name: 'The <Leverhulme> Trust & Co', rorId: null, funderRegistryId: null, awards: [] },
  ],
  license: 'CC BY 4.0',
  conflictOfInterest: 'The authors declare no competing interests.',
  dataAvailability: 'All model outputs are at https://zenodo.org/records/1.',
  ethics: null,
  references: [
    'Peale SJ, Cassen P. Contribution of tidal dissipation to lunar thermal history. Icarus. 1978;36:245-269. doi:10.1016/0019-1035(78)90109-4.',
    'Nimmo F, Pappalardo RT. Ocean worlds in the outer solar system. J Geophys Res. 2016;121:1378-1399. https://doi.org/10.1002/2016JE005081',
    'A report with no identifier, 2019.',
  ],
  language: 'en',
  translations: [],
};

async function input(overrides: Partial<JatsArticleInput> = {}): Promise<JatsArticleInput> {
  return {
    doi: '10.5555/genesis.2026.17',
    title: 'Tidal heating of icy moons',
    abstract: 'We model tidal dissipation.\n\nHeating peaks at the poles.',
    articleType: 'Research Article',
    journal: { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: '2049-3630', publisher: 'Genesis' },
    volume: '4',
    issue: '2',
    publishedDate: '2026-11-26',
    receivedDate: '2026-03-01',
    acceptedDate: '2026-09-15',
    copyright: '© 2026 The Authors',
    metadata,
    bodyHtml: (await docxToHtml(DOCX)).html,
    ...overrides,
  };
}

describe('the Word manuscript as web full text (mammoth, then sanitized)', () => {
  it('keeps headings, bold and italic, lists, the table and subscripts, and leaves out the title and references', async () => {
    const { html } = await docxToHtml(DOCX);
    // Word's Heading 1 is a top-level section (h2: the page's h1 is the article title), Heading 2 below it.
    expect(html).toContain('<h2>Introduction</h2>');
    expect(html).toContain('<h3>Model</h3>');
    expect(html).toContain('<i>Europa</i>');
    expect(html).toContain('<b>Enceladus</b>');
    expect(html).toMatch(/<ul><li>a Maxwell rheology<\/li>/);
    expect(html).toMatch(/<ol><li>First, compute the tidal potential.<\/li>/);
    expect(html).toContain('<td><p>1561</p></td>');
    expect(html).toContain('H<sub>2</sub>O');
    // The Title paragraph is the article's title, the references come from the metadata.
    expect(html).not.toContain('<p>Tidal heating of icy moons</p>');
    expect(html).not.toContain('References');
    expect(html).not.toContain('Icarus');
  });

  it('refuses bytes that are not a Word document', async () => {
    await expect(docxToHtml(Buffer.from('%PDF-1.4 not a docx'))).rejects.toThrow();
  });
});

describe('generated JATS', () => {
  it('is well-formed XML declaring JATS 1.3', async () => {
    const xml = generateJats(await input());
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('dtd-version="1.3"');
    expect(xml).toContain('<article-id pub-id-type="doi">10.5555/genesis.2026.17</article-id>');
    // Markup in a value is text, not elements.
    expect(xml).toContain('The &lt;Leverhulme&gt; Trust &amp; Co');
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'validates against the JATS 1.3 Journal Publishing XSD, with and without a DOI and web full text',
    async () => {
      const docs = [generateJats(await input()), generateJats(await input({ doi: null }))];
      expect(schemaErrors('jats', docs)).toEqual(['', '']);
    },
  );

  // Decision 0105. JATS 1.3 Journal Publishing requires an <issn> in journal-meta (its XSD's
  // journal-meta-model: issn minOccurs 1); Journal Archiving and Interchange 1.3 allows none.
  // The house journals have no ISSN: their JATS must declare the tag set it is valid under.
  it('declares Journal Publishing 1.3 for a journal with an ISSN', async () => {
    const xml = generateJats(await input());
    expect(xml).toContain(
      '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "JATS-journalpublishing1-3.dtd">',
    );
    expect(xml).toContain('<issn publication-format="electronic">2049-3630</issn>');
  });

  it('declares Journal Archiving and Interchange 1.3, with no issn, for a journal without an ISSN', async () => {
    const journal = { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: null, publisher: 'Genesis' };
    const xml = generateJats(await input({ journal }));
    expect(xml).toContain(
      '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Archiving and Interchange DTD v1.3 20210610//EN" "JATS-archivearticle1-3.dtd">',
    );
    expect(xml).not.toContain('Journal Publishing DTD');
    expect(xml).not.toContain('<issn');
    expect(xml).toContain('<journal-id journal-id-type="publisher-id">GPS</journal-id>');
  });

  it.runIf(canValidate() || process.env.CI === 'true')(
    'a journal without an ISSN fails Journal Publishing 1.3 only for the issn: the document is otherwise the one that validates',
    async () => {
      const withIssn = generateJats(await input());
      const without = generateJats(
        await input({
          journal: { title: 'Genesis Planetary Science', abbreviation: 'GPS', issn: null, publisher: 'Genesis' },
        }),
      );
      const [publishingWith, publishingWithout] = schemaErrors('jats', [withIssn, without]);
      expect(publishingWith).toBe('');
      // xmllint names the missing issn (Publishing's requirement) where it is due, and nothing else.
      expect(publishingWithout).toMatch(
        /Element 'publisher': This element is not expected\. Expected is one of \(.*issn \)/,
      );
      expect(publishingWithout.split('\n').filter((l) => l.includes('Schemas validity error'))).toHaveLength(1);
      // The rest is the same markup, which Archiving (a looser model than Publishing) accepts.
      expect(
        without
          .replace(/<!DOCTYPE[^>]*>/, '')
          .replace('<publisher>', '<issn publication-format="electronic">2049-3630</issn><publisher>'),
      ).toBe(withIssn.replace(/<!DOCTYPE[^>]*>/, ''));
    },
    XMLLINT_TIMEOUT_MS,
  );

  it('has no article-id before a DOI is assigned', async () => {
    const xml = generateJats(await input({ doi: null }));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<article-id');
  });

  it('reads back through the JATS importer: authors, affiliations, ORCID, keywords, licence, dates', async () => {
    const parsed = parseJats(generateJats(await input()));
    if (!parsed.ok) throw new Error(parsed.reason);
    const a = parsed.article;
    expect(a.doi).toBe('10.5555/genesis.2026.17');
    expect(a.title).toBe('Tidal heating of icy moons');
    expect(a.abstract).toBe('We model tidal dissipation.\n\nHeating peaks at the poles.');
    expect(a.contributors).toEqual([
      {
        name: 'Ada Lovelace',
        givenNames: 'Ada',
        surname: 'Lovelace',
        affiliations: [
          {
            name: 'Department of Mathematics, University of London, London, UK',
            rorId: null,
            department: null,
            city: null,
            country: null,
          },
        ],
        orcid: '0000-0002-1825-0097',
        corresponding: true,
      },
      {
        name: 'Grace Brewster Hopper',
        givenNames: 'Grace Brewster',
        surname: 'Hopper',
        affiliations: [
          { name: 'Yale University, New Haven, USA', rorId: null, department: null, city: null, country: null },
          {
            name: 'Department of Mathematics, University of London, London, UK',
            rorId: null,
            department: null,
            city: null,
            country: null,
          },
        ],
        orcid: null,
        corresponding: false,
      },
    ]);
    expect(a.articleType).toBe('Research Article');
    expect(a.keywords).toEqual(['tides', 'icy moons']);
    expect(a.license.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect([a.volume, a.issue]).toEqual(['4', '2']);
    expect([a.publishedDate, a.receivedDate, a.acceptedDate]).toEqual(['2026-11-26', '2026-03-01', '2026-09-15']);
    expect(a.journal).toMatchObject({ title: 'Genesis Planetary Science', issn: '2049-3630' });
  });

  it('renders through the full-text renderer: numbered sections, table, lists, references with DOIs, funding, statements', async () => {
    const rendered = renderFullText(generateJats(await input()), '10.5555/genesis.2026.17');
    if (!rendered) throw new Error('no full text');
    expect(rendered.toc.map((h) => [h.number, h.title, h.level])).toEqual([
      ['1', 'Introduction', 1],
      ['2', 'Methods', 1],
      ['2.1', 'Model', 2],
      ['3', 'Results', 1],
      [null, 'Data availability', 1],
      [null, 'Competing interests', 1],
      [null, 'Funding', 1],
    ]);
    expect(rendered.html).toContain('<i>Europa</i>');
    expect(rendered.html).toContain('<b>Enceladus</b>');
    expect(rendered.html).toMatch(/<span class="jats-label">Table 1\.<\/span>/);
    expect(rendered.html).toMatch(/<td>Enceladus<\/td><td>252<\/td><td>25<\/td>/);
    expect(rendered.html).toMatch(/<ul class="jats-list"><li><p>a Maxwell rheology<\/p><\/li>/);
    expect(rendered.html).toMatch(/<ol class="jats-list"><li><p>First, compute the tidal potential.<\/p><\/li>/);
    expect(rendered.html).toContain('H<sub>2</sub>O');
    expect(rendered.html).toContain('National Science Foundation (AST-1234567)');
    expect(rendered.html).toContain('The authors declare no competing interests.');
    expect(rendered.html).toContain('All model outputs are at');
    expect(rendered.references.map((r) => [r.number, r.doi])).toEqual([
      [1, '10.1016/0019-1035(78)90109-4'],
      [2, '10.1002/2016JE005081'],
      [3, null],
    ]);
    // The DOI is a link, not repeated in the reference's text.
    expect(rendered.references[0].html).toContain('Contribution of tidal dissipation to lunar thermal history');
    expect(rendered.references[0].html).not.toContain('doi:10.1016');
    expect(rendered.references[1].html).not.toContain('https://doi.org/');
    expect(rendered.unrendered).toEqual([]);
  });

  it('still gives references and statements when there is no web full text', async () => {
    const xml = generateJats(await input({ bodyHtml: null }));
    expect(xml).not.toContain('<body>');
    const rendered = renderFullText(xml, null);
    expect(rendered?.references).toHaveLength(3);
  });
});

describe('HTML → JATS body', () => {
  it('keeps web links only, and never the text of a script', () => {
    const body = htmlToJatsBody(
      '<h2>Links</h2><p><a href="javascript:alert(1)">bad</a> <a href="https://example.org/a?b=1&amp;c=2">good</a>' +
        '<script>alert(2)</script> <a href="#footnote-1">[1]</a></p>',
    );
    expect(body).toBe(
      '<sec id="sec1"><title>Links</title><p>bad <ext-link ext-link-type="uri" xlink:href="https://example.org/a?b=1&amp;c=2">good</ext-link> [1]</p></sec>',
    );
  });

  it('nests sections by heading level and puts header rows in thead', () => {
    const body = htmlToJatsBody(
      '<p>Lead.</p><h2>A</h2><h3>A.1</h3><p>x</p><h2>B</h2>' +
        '<table><tr><th>h</th></tr><tr><td colspan="2"><p>one</p><p>two</p></td></tr></table>',
    );
    expect(body).toBe(
      '<p>Lead.</p><sec id="sec1"><title>A</title><sec id="sec2"><title>A.1</title><p>x</p></sec></sec>' +
        '<sec id="sec3"><title>B</title><table-wrap id="table1"><label>Table 1</label><table><thead><tr><th>h</th></tr></thead>' +
        '<tbody><tr><td colspan="2">one<break/>two</td></tr></tbody></table></table-wrap></sec>',
    );
  });
});
