/**
 * One way of writing XML (docs/decisions/0063-xml-one-writer.md): every XML document the server
 * sends is written with lib/xml. This test reads the server's source and fails when a second way
 * comes back — a builder or serializer of an XML library, an XML declaration or an escaping
 * function written by hand — outside lib/xml. Tests, test helpers and fixtures may build XML
 * as they like (they state documents, they do not send them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { el, tree, xmlDocument } from '.';

const serverRoot = path.resolve(__dirname, '../..');
const writerDir = path.join('lib', 'xml') + path.sep;

/** Ways of writing XML other than lib/xml, each with what it looks like in source. */
const OTHER_WRITERS: { what: string; pattern: RegExp }[] = [
  { what: "fast-xml-parser's XMLBuilder", pattern: /\bXMLBuilder\b/ },
  { what: "xmldom's XMLSerializer or DOMImplementation", pattern: /\b(XMLSerializer|DOMImplementation)\b/ },
  { what: 'xmlbuilder / xmlbuilder2 / xml-js', pattern: /from ['"](xmlbuilder2?|xml-js|xml2js)['"]/ },
  { what: 'an XML declaration written by hand', pattern: /<\?xml\s/ },
  { what: 'an XML escaping function of its own', pattern: /\bfunction\s+(escapeXml|xmlEscape|escapeXML)\b/ },
];

/** The server's production source files (relative paths): no tests, test helpers or fixtures. */
function productionSources(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') &&
      !/\.test(-helper)?\.ts$/.test(file) &&
      !file.split(path.sep).includes('test') &&
      path.basename(file) !== 'testing.ts',
  );
}

/** `file: what` for every other way of writing XML found in `files` under `root`. */
function otherWriters(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file.startsWith(writerDir)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const { what, pattern } of OTHER_WRITERS) if (pattern.test(source)) found.push(`${file}: ${what}`);
  }
  return found;
}

describe('one XML writer', () => {
  it('is the only way the server writes XML', () => {
    const files = productionSources(serverRoot);
    expect(files.length).toBeGreaterThan(100);
    expect(otherWriters(serverRoot, files)).toEqual([]);
  });

  it('escapes text and attributes, drops characters XML 1.0 forbids, and keeps a surrogate pair', () => {
    expect(el('title', { lang: 'a"b<' }, "R&D <x> 'q' \u0001\uFFFE\uD800 ok 🙂").toString()).toBe(
      '<title lang="a&quot;b&lt;">R&amp;D &lt;x&gt; &apos;q&apos;  ok 🙂</title>',
    );
  });

  it('writes empty elements, leaves out null attributes, and writes the object form', () => {
    expect(el('a', { b: null, c: undefined, d: 0 }).toString()).toBe('<a d="0"/>');
    expect(tree({ r: { '@_x': '1', '#text': 't' }, s: ['1', '2'], u: undefined }).toString()).toBe(
      '<r x="1">t</r><s>1</s><s>2</s>',
    );
    expect(xmlDocument(el('root'), { doctype: '<!DOCTYPE root>' })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE root>\n<root/>\n',
    );
  });

  it('refuses a name that is not an XML name', () => {
    expect(() => el('a b')).toThrow(TypeError);
    expect(() => el('a', { 'x"': '1' })).toThrow(TypeError);
  });
});
