/** Which answered requests are COUNTER usage (decision 0085; CoP R5.1 §3.3.5, §7.1, §7.8): usageHit. */
import { describe, expect, it } from 'vitest';
import { RENDER_REQUEST_HEADER } from '../../lib/render-request';
import { usageHit } from './hits';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const hit = (url: string, more: Partial<Parameters<typeof usageHit>[0]> = {}) =>
  usageHit({ method: 'GET', url, statusCode: 200, headers: { 'user-agent': BROWSER }, ...more });

describe('usageHit', () => {
  it('takes article pages and the article API as page actions', () => {
    expect(hit('/articles/12')).toEqual({ kind: 'page', articleId: 12 });
    expect(hit('/journals/jose/articles/12?x=1')).toEqual({ kind: 'page', articleId: 12 });
    expect(hit('/api/articles/12')).toEqual({ kind: 'page', articleId: 12 });
  });

  it("leaves out the server render's own call of the article API, even with a browser's user agent", () => {
    expect(hit('/api/articles/12', { headers: { 'user-agent': BROWSER, [RENDER_REQUEST_HEADER]: '1' } })).toBeNull();
  });

  it('takes a file served whole, or a range from byte 0, as a file action', () => {
    expect(hit('/api/files/AbCdEfGhIjKlMnOpQrSt-_')).toEqual({ kind: 'file', fileKey: 'AbCdEfGhIjKlMnOpQrSt-_' });
    expect(
      hit('/api/files/AbCdEfGhIjKlMnOpQrSt-_', { statusCode: 206, contentRange: 'bytes 0-1023/5000' }),
    ).not.toBeNull();
    expect(
      hit('/api/files/AbCdEfGhIjKlMnOpQrSt-_', { statusCode: 206, contentRange: 'bytes 1024-2047/5000' }),
    ).toBeNull();
  });

  it('takes a figure or supplementary file as imported, not the renditions the full text embeds', () => {
    expect(hit('/api/articles/12/assets/7/0123456789ab/original')).toEqual({
      kind: 'asset',
      articleId: 12,
      assetId: 7,
    });
    expect(hit('/api/articles/12/assets/7/0123456789ab/w960.webp')).toBeNull();
    expect(hit('/api/articles/12/assets/7/0123456789ab/original', { statusCode: 304 })).toBeNull();
  });

  it('counts nothing else: other paths, methods, statuses, robots', () => {
    expect(hit('/api/articles/12/citations')).toBeNull();
    expect(hit('/articles')).toBeNull();
    expect(hit('/articles/0')).toBeNull();
    expect(hit('/articles/99999999999')).toBeNull();
    expect(hit('/articles/12', { method: 'HEAD' })).toBeNull();
    expect(hit('/articles/12', { statusCode: 304 })).toBeNull();
    expect(hit('/articles/12', { statusCode: 404 })).toBeNull();
    expect(hit('/articles/12', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } })).toBeNull();
    expect(hit('/articles/12', { headers: {} })).toBeNull();
  });
});
