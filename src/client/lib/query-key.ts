/**
 * Query keys are the URL segments (seed 000 §7): `['api', 'articles', { limit: 6 }]` is
 * `GET /api/articles?limit=6`. A trailing plain object holds the query parameters.
 */

/** Parameters of a query key's trailing object; null and undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A query key: path segments, optionally followed by one object of query parameters. */
export type UrlQueryKey = readonly [...(string | number)[], QueryParams] | readonly (string | number)[];

/**
 * Builds the site-relative URL of a query key.
 * @example urlFromQueryKey(['api', 'articles', { limit: 6 }]) === '/api/articles?limit=6'
 */
export function urlFromQueryKey(key: UrlQueryKey): string {
  const segments: string[] = [];
  const search = new URLSearchParams();
  for (const part of key) {
    if (typeof part === 'object' && part !== null) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== null && value !== undefined) search.append(name, String(value));
      }
    } else {
      segments.push(encodeURIComponent(String(part)));
    }
  }
  const query = search.toString();
  return `/${segments.join('/')}${query ? `?${query}` : ''}`;
}
