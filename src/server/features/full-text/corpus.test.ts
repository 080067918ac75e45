/**
 * Full text from JATS (docs/decisions/0022-jats-full-text.md) on real articles: every PLOS and
 * eLife article of the demo data (demo/, and the shared corpus ../shared/data/articles when
 * present) renders without error and with as many sections, figures, tables and references as its
 * XML has. The XML is counted with a different parser (@xmldom/xmldom) than the renderer's
 * (fast-xml-parser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { SHARED_ARTICLES } from '../../test/app';
import { renderFullText } from './render';

const DEMO = path.resolve(import.meta.dirname, '../../../../demo');

function xmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(xml|nxml)$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

/** PLOS and eLife JATS files (one per name: the demo's are copies of the shared ones). */
function corpus(): string[] {
  const byName = new Map<string, string>();
  for (const root of [DEMO, SHARED_ARTICLES]) {
    for (const publisher of ['plos', 'elife']) {
      for (const file of xmlFiles(path.join(root, publisher)))
        if (!byName.has(path.basename(file))) byName.set(path.basename(file), file);
    }
  }
  return [...byName.values()];
}

interface Counts {
  sections: number;
  figures: number;
  tables: number;
  references: number;
}

/** Counts in the article's body, back and sub-articles (the front matter is the page's header). */
function countXml(root: Element): Counts {
  const parts: Element[] = [];
  const collect = (el: Element) => {
    for (const c of Array.from(el.childNodes)) {
      if (c.nodeType !== 1) continue;
      const e = c as Element;
      if (e.localName === 'body' || e.localName === 'back') parts.push(e);
      else if (e.localName === 'sub-article' || e.localName === 'response') collect(e);
    }
  };
  collect(root);
  const count = (name: string) => parts.reduce((n, p) => n + p.getElementsByTagName(name).length, 0);
  const refs = parts.reduce(
    (n, p) =>
      n +
      Array.from(p.getElementsByTagName('ref')).filter((r) => (r.parentNode as Element)?.localName === 'ref-list')
        .length,
    0,
  );
  return { sections: count('sec'), figures: count('fig'), tables: count('table-wrap'), references: refs };
}

function countHtml(html: string, references: number): Counts {
  const n = (cls: string) => (html.match(new RegExp(`class="${cls}"`, 'g')) ?? []).length;
  return { sections: n('jats-sec'), figures: n('jats-fig'), tables: n('jats-table-wrap'), references };
}

const files = corpus();

describe('full text of the PLOS and eLife demo articles', () => {
  it('finds the articles', () => {
    expect(files.filter((f) => f.includes(`${path.sep}plos${path.sep}`)).length).toBeGreaterThanOrEqual(25);
    expect(files.filter((f) => f.includes(`${path.sep}elife${path.sep}`)).length).toBeGreaterThanOrEqual(9);
  });

  it.each(files.map((f) => [path.relative(path.resolve(DEMO, '..'), f), f]))('%s', (_name, file) => {
    const xml = fs.readFileSync(file, 'utf8');
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const root = doc.documentElement!;
    if (root.localName !== 'article') return; // a MECA manifest, not an article
    const expected = countXml(root);
    const rendered = renderFullText(xml, '10.1234/example');
    if (root.getElementsByTagName('body').length === 0 && expected.references === 0) {
      expect(rendered).toBeNull(); // metadata only (an eLife publish-on-accept record): no full text
      return;
    }
    expect(rendered).not.toBeNull();
    const { html, references, toc } = rendered!;
    expect(countHtml(html, references.length)).toEqual(expected);

    // Every in-page link reaches something on the page, and every citation links back.
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    for (const r of references) ids.add(r.id);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.filter((t) => !ids.has(t))).toEqual([]);
    for (const r of references) expect(r.citedFrom.filter((c) => !ids.has(c))).toEqual([]);
    for (const h of toc) expect(ids.has(h.id)).toBe(true);
    expect(references.every((r) => r.html.trim().length > 0)).toBe(true);
  });
});
