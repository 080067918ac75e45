/**
 * The client build's static files (decision 0021): the copies the
 * build wrote are sent as they are, chosen by Accept-Encoding, with validators, caching by
 * kind (hashed or not), 304, HEAD and Range (RFC 9110 §8.4, §12.5.3, §13, §14).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../lib/precompress';
import spaPlugin from './spa';
import { resolveUnder } from './static-files';

let dir: string;
let app: FastifyInstance;
// Large enough for the app's compression threshold (1 KB), so a per-request gzip would show.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const favicon = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
const png = Buffer.alloc(3000, 7);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'images', 'content'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Genesis</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), favicon);
  fs.writeFileSync(path.join(dir, 'images', 'content', 'cover.png'), png);
  await precompressDirectory(dir, ['index.html']);
  // As in app.ts: compression for every route that does not opt out.
  app = Fastify();
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(spaPlugin, { clientDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });

describe('static files', () => {
  it('sends the Brotli, gzip or plain bytes by Accept-Encoding, varying on it', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js.br')))).toBe(true);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(fs.readFileSync(path.join(dir, 'assets', 'app-abc123.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const preferGzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');

    for (const headers of [
      {} as Record<string, string>,
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'gzip;q=0, br;q=0' },
    ]) {
      const plain = await get('/assets/app-abc123.js', headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.body).toBe(script);
    }

    for (const res of [br, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    }
    // Each representation has its own strong validator.
    expect(new Set([br.headers.etag, gz.headers.etag]).size).toBe(2);
    expect(br.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('marks hashed assets immutable for a year, and other public files a short time with validators', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-encoding']).toBe('gzip');
    expect(icon.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(icon.headers.etag).toBeTruthy();
    expect(icon.headers['last-modified']).toBeTruthy();

    // An image in a subfolder: already compressed, so sent as it is and no Vary.
    const image = await get('/images/content/cover.png', { 'accept-encoding': 'gzip, br' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match (any representation) or a recent If-Modified-Since', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip, br',
      'if-none-match': `"other", ${first.headers.etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const changed = await get('/assets/app-abc123.js', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);

    const icon = await get('/favicon.svg');
    const since = await get('/favicon.svg', { 'if-modified-since': icon.headers['last-modified'] as string });
    expect(since.statusCode).toBe(304);
    const older = await get('/favicon.svg', { 'if-modified-since': 'Thu, 01 Jan 1998 00:00:00 GMT' });
    expect(older.statusCode).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('');
  });

  it('answers a byte range with 206 from the plain file, and 416 when it is past the end', async () => {
    const res = await get('/assets/app-abc123.js', { range: 'bytes=0-9', 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(script)}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script.slice(0, 10));

    const past = await get('/assets/app-abc123.js', { range: `bytes=${script.length + 10}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${Buffer.byteLength(script)}`);

    // If-Range naming another version: the whole current file.
    const stale = await get('/assets/app-abc123.js', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(script);
  });

  it('answers 404 outside the folder, for copies, hidden and missing files; serves files added after start', async () => {
    fs.writeFileSync(path.join(dir, 'assets', '.hidden.js'), 'secret');
    for (const url of [
      '/assets/missing.js',
      '/assets/app-abc123.js.gz',
      '/assets/app-abc123.js.br',
      '/assets/.hidden.js',
      '/assets/..%2findex.html',
      '/assets/sub//app.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    // Bad percent-encoding: Fastify's router refuses it before any route.
    expect((await get('/assets/%E0%A4%A')).statusCode).toBe(400);
    // What an HTTP client could send raw (inject normalizes `%2e%2e` away before routing).
    for (const raw of ['%2e%2e/index.html', '..%2F..%2Fetc%2Fpasswd', 'a/%2E/b.js', 'a%5Cb.js', 'a%00.js']) {
      expect(resolveUnder(path.join(dir, 'assets'), raw), raw).toBeNull();
    }
    expect(resolveUnder(path.join(dir, 'assets'), 'sub/app%20x.js')).toBe(path.join(dir, 'assets', 'sub', 'app x.js'));
    fs.writeFileSync(path.join(dir, 'assets', 'late-def456.js'), 'console.log(2)');
    const late = await get('/assets/late-def456.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log(2)');
  });
});
