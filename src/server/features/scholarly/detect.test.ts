/**
 * parseScholarlyXml: format detection, and a sweep over every XML file of the real data
 * set (shared/data/articles) proving each one either parses or is rejected on purpose.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScholarlyXml } from './detect';

const DATA = path.resolve(import.meta.dirname, '../../../../../shared/data/articles');

/** Every .xml / .nxml / .jats file under `dir`, as paths relative to DATA. */
function xmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return xmlFiles(full);
    return /\.(xml|nxml|jats)$/.test(e.name) ? [path.relative(DATA, full)] : [];
  });
}

/** The only files of the data set that are not articles, and why. */
const EXPECTED_REJECTS: Record<string, string> = Object.fromEntries(
  [
    // MECA packages (manifest.xml, transfer.xml) beside their JATS.
    'elife/reviewed-preprint/95901-v1/manifest.xml',
    'with-figures/arxiv/2212.00741/manifest.xml',
    'with-figures/arxiv/2212.00741/transfer.xml',
    'with-figures/plos/pone.0056489/MANIFEST.xml',
    'with-figures/plos/pone.0097823/MANIFEST.xml',
    'with-figures/plos/pone.0113033/MANIFEST.xml',
    'with-figures/researchsquare/rs-2197876/manifest.xml',
    'with-figures/researchsquare/rs-2197876/transfer.xml',
  ].map((file) => [
    file,
    `unsupported XML (root element <${/transfer/.test(file) ? 'transfer' : 'manifest'}>): not a JATS article or Crossref deposit`,
  ]),
);

describe('parseScholarlyXml', () => {
  it('detects JATS and Crossref by root element', () => {
    const jats = parseScholarlyXml(readFileSync(path.join(DATA, 'elife/xml/elife00270.xml'), 'utf8'));
    expect(jats.format).toBe('jats');
    expect(jats.ok && jats.article.title).toBe('Launching eLife, Part 1');
    const crossref = parseScholarlyXml(
      readFileSync(path.join(DATA, 'jose/jose.00090/10.21105.jose.00090.crossref.xml'), 'utf8'),
    );
    expect(crossref.format).toBe('crossref');
    expect(crossref.ok && crossref.article.contributors[1].orcid).toBe('0000-0002-6475-1052');
  });

  it('rejects other roots and malformed input without throwing', () => {
    expect(parseScholarlyXml('<rss><channel/></rss>')).toEqual({
      ok: false,
      reason: 'unsupported XML (root element <rss>): not a JATS article or Crossref deposit',
    });
    for (const bad of ['', 'not xml at all', '<article><front></article>', '<a/><b/>', '<?xml version="1.0"?>']) {
      const r = parseScholarlyXml(bad);
      expect(r.ok).toBe(false);
      expect(r.format).toBeUndefined();
    }
    const r = parseScholarlyXml('<article><front></article>');
    expect(!r.ok && r.reason).toMatch(/^malformed XML: Expected closing tag 'front'/);
  });

  it('keeps the format on a rejected JATS document', () => {
    expect(parseScholarlyXml('<article><front><article-meta/></front></article>')).toEqual({
      ok: false,
      reason: 'no DOI',
      format: 'jats',
    });
  });

  it('parses every XML file of the data set, or rejects only the expected ones', () => {
    const files = xmlFiles(DATA).sort();
    // 126 PLOS + 21 + 2 + 2 (MECA JATS and manifest) eLife + 3 PMC + 35 JOSE JATS + 90 Crossref,
    // and with-figures/: 23 JATS and 7 MECA manifest or transfer files
    expect(files).toHaveLength(309);
    const rejects: Record<string, string> = {};
    const formats = { jats: 0, crossref: 0 };
    for (const rel of files) {
      const r = parseScholarlyXml(readFileSync(path.join(DATA, rel), 'utf8'));
      if (!r.ok) {
        expect(r.reason, rel).not.toBe('');
        rejects[rel] = r.reason;
        continue;
      }
      expect(r.article.doi, rel).toMatch(/^10\.\d{4,9}\/\S+$/);
      expect(r.article.title, rel).not.toBe('');
      expect(r.article.journal.title, rel).not.toBe('');
      expect(r.article.articleType, rel).not.toBe('');
      formats[r.article.format] += 1;
    }
    expect(rejects).toEqual(EXPECTED_REJECTS);
    expect(formats).toEqual({ jats: 211, crossref: 90 });
  });
});
