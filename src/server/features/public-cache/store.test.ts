/**
 * The public cache's bodies (docs/decisions/0020-public-read-cache.md): each coding is made
 * once, on the first request that accepts it, and decodes to the body as sent.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerStore, bodyIn, chooseCoding, encodeBodies, type CachedAnswer } from './store';

const answerOf = (body: string): CachedAnswer => ({
  headers: { 'content-type': 'application/json' },
  etag: 'W/"x"',
  cacheControl: 'public, max-age=10',
  bodies: encodeBodies(Buffer.from(body)),
});

describe('answer bodies', () => {
  const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Article ${i}` })));

  it('compresses a miss only in the coding its client takes, then each other coding once', () => {
    const answer = answerOf(json);
    expect(Object.keys(answer.bodies)).toEqual(['identity']);
    const gzip = bodyIn(answer, chooseCoding('gzip, deflate', answer.bodies));
    expect(gzip.made).toBe(true);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(json);
    expect(answer.bodies.br).toBeUndefined();
    const br = bodyIn(answer, chooseCoding('gzip, br', answer.bodies));
    expect(br.made).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(json);
    const again = bodyIn(answer, 'br');
    expect(again.made).toBe(false);
    expect(again.body).toBe(br.body);
  });

  it('sends a body under 1 KB as it is, whatever the client accepts', () => {
    const answer = answerOf('{"id":1}');
    expect(chooseCoding('br, gzip', answer.bodies)).toBe('identity');
  });

  it('counts a coding added later against the byte budget', () => {
    const store = new AnswerStore(10 * 1024 * 1024);
    const answer = answerOf(json);
    store.set('/api/articles', answer);
    const before = store.bytes;
    bodyIn(answer, 'gzip');
    store.grew('/api/articles', answer);
    expect(store.bytes).toBe(before + answer.bodies.gzip!.byteLength);
  });
});
