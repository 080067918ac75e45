/**
 * The ZIP reader and the XML rewriting under the blind cleaners (decision 0011), on archives and
 * parts built here: limits and refusals before any inflation, inflation stopped at the
 * declared size, names matched by namespace rather than prefix.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cleanDocx } from './docx';
import { UncleanableFile } from './errors';
import { blindCopy } from './index';
import { emptyElements, rewritePart, setAttributes } from './xml';
import { inflateEntry, readZipDirectory } from './zip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** Sets the 16-bit or 32-bit little-endian field at `offset` of the central header of the first entry. */
function patchCentral(zip: Uint8Array, offset: number, value: number, bytes: 2 | 4): Uint8Array {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const cd = out.readUInt32LE(eocd + 16);
  if (bytes === 2) out.writeUInt16LE(value, cd + offset);
  else out.writeUInt32LE(value, cd + offset);
  return out;
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UncleanableFile);
    return (err as UncleanableFile).message;
  }
  throw new Error('not refused');
};

describe('readZipDirectory and inflateEntry', () => {
  const zip = zipSync({ 'a.xml': strToU8('<a>hello</a>'), 'b.bin': new Uint8Array(10) });

  it('lists the entries with their declared sizes, inflating nothing', () => {
    expect(readZipDirectory(zip).map((e) => [e.name, e.size])).toEqual([
      ['a.xml', 12],
      ['b.bin', 10],
    ]);
  });

  it('refuses encryption, ZIP64 sizes and a directory that does not match its end record', () => {
    expect(refusal(() => readZipDirectory(patchCentral(zip, 8, 1, 2)))).toContain('encrypted');
    expect(refusal(() => readZipDirectory(patchCentral(zip, 24, 0xffffffff, 4)))).toContain('ZIP64');
    expect(refusal(() => readZipDirectory(zip.subarray(0, zip.length - 10)))).toContain('not a readable ZIP');
    expect(refusal(() => readZipDirectory(strToU8('not a zip at all, not at all')))).toContain('not a readable ZIP');
  });

  it('stops inflating an entry that produces more than it declares', () => {
    const big = zipSync({ 'word/document.xml': new Uint8Array(4 * 1024 * 1024) });
    const lying = patchCentral(big, 24, 100, 4);
    const [entry] = readZipDirectory(lying);
    expect(refusal(() => inflateEntry(lying, entry))).toContain('unpacks to more than it declares');
  });
});

describe('XML rewriting', () => {
  it('finds WordprocessingML by its namespace, whatever the prefix', () => {
    const xml = `<x:comments xmlns:x="${W}"><x:comment x:author="Ada Lovelace" x:initials="AL"/><other author="kept"/></x:comments>`;
    const out = setAttributes(setAttributes(xml, W, ['author'], 'Anonymous'), W, ['initials'], 'A');
    expect(out).toBe(
      `<x:comments xmlns:x="${W}"><x:comment x:author="Anonymous" x:initials="A"/><other author="kept"/></x:comments>`,
    );
  });

  it('empties elements without touching a self-closing one or its neighbours', () => {
    const dc = 'http://purl.org/dc/elements/1.1/';
    const xml = `<m xmlns:d="${dc}"><d:creator/><d:date>2024</d:date><d:creator a="1">Ada</d:creator></m>`;
    expect(emptyElements(xml, dc, ['creator'])).toBe(
      `<m xmlns:d="${dc}"><d:creator/><d:date>2024</d:date><d:creator a="1"></d:creator></m>`,
    );
  });

  it('refuses a part that is not well-formed, and drops comments', () => {
    expect(refusal(() => rewritePart(strToU8('<a><b></a>'), 'word/document.xml', (x) => x))).toContain(
      'not well-formed',
    );
    expect(new TextDecoder().decode(rewritePart(strToU8('<a><!-- Ada Lovelace --></a>'), 'p', (x) => x))).toBe(
      '<a></a>',
    );
  });
});

describe('blindCopy', () => {
  it('refuses a DOCX that is not one, and types it does not clean', async () => {
    expect(refusal(() => cleanDocx(zipSync({ 'a.txt': strToU8('x') })))).toContain('not a Word (DOCX) document');
    await expect(blindCopy(new Uint8Array(8), 'application/zip', 't')).rejects.toThrow('ZIP archives');
    await expect(blindCopy(new Uint8Array(8), 'image/svg+xml', 't')).rejects.toThrow('EXIF');
    await expect(blindCopy(strToU8('%PDF-1.4 broken'), 'application/pdf', 't')).rejects.toThrow(
      /^The PDF cannot be (read|rewritten)$/,
    );
    expect((await blindCopy(strToU8('\\author{A}'), 'application/x-tex', 't')).status).toBe('as_is');
  });
});
