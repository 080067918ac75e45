/**
 * The build's precompressed copies (decision 0021): a `.br` and a `.gz` beside every compressible
 * file, decompressing to the original; none for files already compressed, for the skipped
 * index.html, or where a copy would not be smaller.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes Brotli and gzip copies of every compressible file, recursively', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-precompress-'));
    const js = 'export const a = "abstract";\n'.repeat(200);
    const css = 'body { margin: 0; }\n'.repeat(100);
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), css);
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(20));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>'.repeat(100));
    fs.writeFileSync(path.join(dir, 'assets', 'cover.png'), Buffer.alloc(2000, 1));
    fs.writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'a');

    const report = await precompressDirectory(dir, ['index.html']);

    for (const [file, text] of [
      ['assets/index-abc.js', js],
      ['assets/index-abc.css', css],
    ]) {
      const br = fs.readFileSync(path.join(dir, `${file}.br`));
      const gz = fs.readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).toString(), file).toBe(text);
      expect(zlib.gunzipSync(gz).toString(), file).toBe(text);
      expect(br.byteLength).toBeLessThan(Buffer.byteLength(text));
    }
    expect(fs.existsSync(path.join(dir, 'favicon.svg.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'favicon.svg.gz'))).toBe(true);
    // The server fills index.html per request; PNG is compressed already; a copy of "a" would be larger.
    for (const file of ['index.html', 'assets/cover.png', 'assets/tiny.js']) {
      expect(fs.existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(fs.existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(report.files).toBe(3);
    expect(report.copies).toBe(6);

    // Run again (a rebuild into the same folder): no copies of copies.
    await precompressDirectory(dir, ['index.html']);
    expect(fs.readdirSync(path.join(dir, 'assets')).filter((f) => /\.(br|gz)\.(br|gz)$/.test(f))).toEqual([]);
  });
});
