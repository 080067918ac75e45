/**
 * The sitemap documents against the sitemaps.org 0.9 protocol: namespace, at most 50,000 URLs
 * per file, `<lastmod>` in W3C Datetime form, entity-escaped `<loc>`.
 */
import { describe, expect, it } from 'vitest';
import { parseXmlStrictly } from './parse-xml.test-helper';
import { sitemapIndex, urlset, w3cDatetime } from './sitemap-xml';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C Datetime "complete date plus hours, minutes and seconds" with the UTC designator. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

const parse = parseXmlStrictly;

describe('urlset (sitemaps.org 0.9)', () => {
  it('writes each URL with its lastmod, in the protocol namespace, escaping entities in loc', () => {
    const xml = urlset([
      { loc: 'https://journals.example.org/articles/1', lastmod: new Date('2024-03-05T06:07:08.999Z') },
      { loc: 'https://journals.example.org/search?q=a&b=<c>' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = parse(xml);
    expect(doc.documentElement!.localName).toBe('urlset');
    expect(doc.documentElement!.namespaceURI).toBe(NS);
    const urls = Array.from(doc.getElementsByTagNameNS(NS, 'url'));
    expect(urls).toHaveLength(2);
    expect(urls[0].getElementsByTagNameNS(NS, 'loc')[0].textContent).toBe('https://journals.example.org/articles/1');
    expect(urls[0].getElementsByTagNameNS(NS, 'lastmod')[0].textContent).toBe('2024-03-05T06:07:08Z');
    expect(urls[1].getElementsByTagNameNS(NS, 'loc')[0].textContent).toBe(
      'https://journals.example.org/search?q=a&b=<c>',
    );
    expect(urls[1].getElementsByTagNameNS(NS, 'lastmod')).toHaveLength(0);
  });

  it('holds 50,000 URLs and refuses one more', () => {
    const entries = Array.from({ length: 50_000 }, (_, i) => ({ loc: `https://x.org/articles/${i + 1}` }));
    expect(urlset(entries).match(/<url>/g)).toHaveLength(50_000);
    expect(() => urlset([...entries, { loc: 'https://x.org/articles/0' }])).toThrow(RangeError);
  });

  it('gives lastmod as a W3C Datetime in UTC, to the second', () => {
    expect(w3cDatetime(new Date('2026-11-26T14:25:28.123+02:00'))).toBe('2026-11-26T12:25:28Z');
    expect(w3cDatetime(new Date(0))).toMatch(W3C_DATETIME);
  });
});

describe('sitemapIndex', () => {
  it('names each child sitemap with its lastmod', () => {
    const doc = parse(
      sitemapIndex([
        { loc: 'https://x.org/sitemaps/pages.xml' },
        { loc: 'https://x.org/sitemaps/articles-1.xml', lastmod: new Date('2025-01-02T03:04:05Z') },
      ]),
    );
    expect(doc.documentElement!.localName).toBe('sitemapindex');
    expect(doc.documentElement!.namespaceURI).toBe(NS);
    const children = Array.from(doc.getElementsByTagNameNS(NS, 'sitemap'));
    expect(children.map((c) => c.getElementsByTagNameNS(NS, 'loc')[0].textContent)).toEqual([
      'https://x.org/sitemaps/pages.xml',
      'https://x.org/sitemaps/articles-1.xml',
    ]);
    expect(children[1].getElementsByTagNameNS(NS, 'lastmod')[0].textContent).toMatch(W3C_DATETIME);
  });
});
