import { describe, expect, it } from 'vitest';
import { urlFromQueryKey } from './query-key';

describe('urlFromQueryKey (seed 000 §7: keys are URL segments)', () => {
  it('joins segments with slashes', () => {
    expect(urlFromQueryKey(['api', 'journals'])).toBe('/api/journals');
    expect(urlFromQueryKey(['api', 'articles', 'journal', 7])).toBe('/api/articles/journal/7');
  });

  it('turns a trailing object into the query string, leaving out null and undefined', () => {
    expect(urlFromQueryKey(['api', 'articles', { limit: 6 }])).toBe('/api/articles?limit=6');
    expect(urlFromQueryKey(['api', 'articles', { limit: 20, offset: 40, q: undefined, x: null }])).toBe(
      '/api/articles?limit=20&offset=40',
    );
    expect(urlFromQueryKey(['api', 'journals', {}])).toBe('/api/journals');
  });

  it('encodes segments and parameter values', () => {
    expect(urlFromQueryKey(['api', 'journals', 'abbrev', 'a/b c'])).toBe('/api/journals/abbrev/a%2Fb%20c');
    expect(urlFromQueryKey(['api', 'articles', 'search', { q: 'gene & cell' }])).toBe(
      '/api/articles/search?q=gene+%26+cell',
    );
  });
});
