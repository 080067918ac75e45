/**
 * The feed documents against their standards: RSS 2.0 (channel title/link/description, items
 * with guid, RFC 822 pubDate, Dublin Core creators) and Atom 1.0 (RFC 4287 §4.1: feed and
 * entry id, title and updated required; an author per entry or for the feed; RFC 3339 times),
 * with text escaped and characters XML 1.0 forbids removed.
 */
import type { Element as XmlElement } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { parseXmlStrictly } from './parse-xml.test-helper';
import { atomFeed, rssFeed, type Feed } from './feed-xml';

const ATOM = 'http://www.w3.org/2005/Atom';
const DC = 'http://purl.org/dc/elements/1.1/';

const feed: Feed = {
  title: 'Genesis: latest articles',
  description: 'Open-access articles & more',
  pageUrl: 'https://x.org/',
  rssUrl: 'https://x.org/feeds/rss.xml',
  atomUrl: 'https://x.org/feeds/atom.xml',
  publisher: 'Genesis',
  updated: new Date('2024-05-06T07:08:09.500Z'),
  items: [
    {
      url: 'https://x.org/articles/7',
      title: 'Growth <i>&</i> decay\u0001',
      summary: 'a < b && "c"',
      authors: [
        { name: 'Ada Lovelace', orcid: '0000-0002-1825-0097' },
        { name: 'Charles Babbage', orcid: null },
      ],
      doi: '10.5555/x.1',
      pdfUrl: 'https://x.org/api/files/abc',
      published: new Date('2024-05-01T00:00:00Z'),
      updated: new Date('2024-05-06T07:08:09Z'),
      categories: ['engines', 'Research Article'],
    },
  ],
};

const parse = parseXmlStrictly;

describe('RSS 2.0', () => {
  const doc = parse(rssFeed(feed));
  const channel = doc.getElementsByTagName('channel')[0];
  const item = doc.getElementsByTagName('item')[0];
  const text = (el: XmlElement, tag: string) => el.getElementsByTagName(tag)[0]?.textContent;

  it('has the required channel elements and names itself', () => {
    expect(doc.documentElement!.getAttribute('version')).toBe('2.0');
    expect(text(channel, 'title')).toBe('Genesis: latest articles');
    expect(text(channel, 'link')).toBe('https://x.org/');
    expect(text(channel, 'description')).toBe('Open-access articles & more');
    const self = channel.getElementsByTagNameNS(ATOM, 'link')[0];
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe('https://x.org/feeds/rss.xml');
  });

  it('gives each item its title, link, permalink guid, RFC 822 date, creators, categories and DOI', () => {
    expect(text(item, 'title')).toBe('Growth <i>&</i> decay');
    expect(text(item, 'link')).toBe('https://x.org/articles/7');
    expect(text(item, 'description')).toBe('a < b && "c"');
    const guid = item.getElementsByTagName('guid')[0];
    expect(guid.textContent).toBe('https://x.org/articles/7');
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(text(item, 'pubDate')).toBe('Wed, 01 May 2024 00:00:00 GMT');
    expect(Array.from(item.getElementsByTagNameNS(DC, 'creator')).map((c) => c.textContent)).toEqual([
      'Ada Lovelace',
      'Charles Babbage',
    ]);
    expect(Array.from(item.getElementsByTagName('category')).map((c) => c.textContent)).toEqual([
      'engines',
      'Research Article',
    ]);
    expect(item.getElementsByTagNameNS(DC, 'identifier')[0].textContent).toBe('https://doi.org/10.5555/x.1');
  });
});

describe('Atom 1.0 (RFC 4287)', () => {
  const doc = parse(atomFeed(feed));
  const root = doc.documentElement!;
  const entry = doc.getElementsByTagNameNS(ATOM, 'entry')[0];
  const child = (el: XmlElement, tag: string) =>
    Array.from(el.childNodes).find((n) => n.nodeName === tag) as unknown as XmlElement;

  it('has the feed id, title, updated (RFC 3339), self and alternate links and an author', () => {
    expect(root.namespaceURI).toBe(ATOM);
    expect(child(root, 'id').textContent).toBe('https://x.org/feeds/atom.xml');
    expect(child(root, 'title').textContent).toBe('Genesis: latest articles');
    expect(child(root, 'updated').textContent).toBe('2024-05-06T07:08:09Z');
    const links = Array.from(root.childNodes).filter((n) => n.nodeName === 'link') as unknown as XmlElement[];
    expect(links.map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['self', 'https://x.org/feeds/atom.xml'],
      ['alternate', 'https://x.org/'],
    ]);
    expect(child(child(root, 'author'), 'name').textContent).toBe('Genesis');
  });

  it('gives each entry id, title, dates, an author per contributor, summary, links and categories', () => {
    expect(child(entry, 'id').textContent).toBe('https://x.org/articles/7');
    expect(child(entry, 'title').textContent).toBe('Growth <i>&</i> decay');
    expect(child(entry, 'published').textContent).toBe('2024-05-01T00:00:00Z');
    expect(child(entry, 'updated').textContent).toBe('2024-05-06T07:08:09Z');
    const authors = Array.from(entry.getElementsByTagNameNS(ATOM, 'author'));
    expect(authors.map((a) => child(a, 'name').textContent)).toEqual(['Ada Lovelace', 'Charles Babbage']);
    expect(child(authors[0], 'uri').textContent).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(child(entry, 'summary').getAttribute('type')).toBe('text');
    expect(child(entry, 'summary').textContent).toBe('a < b && "c"');
    const links = Array.from(entry.getElementsByTagNameNS(ATOM, 'link')).map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('type'),
      l.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['alternate', 'text/html', 'https://x.org/articles/7'],
      ['related', null, 'https://doi.org/10.5555/x.1'],
      ['enclosure', 'application/pdf', 'https://x.org/api/files/abc'],
    ]);
    expect(Array.from(entry.getElementsByTagNameNS(ATOM, 'category')).map((c) => c.getAttribute('term'))).toEqual([
      'engines',
      'Research Article',
    ]);
  });
});
