/**
 * Stored JATS made fit for `<metadata>` (docs/decisions/0025-oai-pmh-and-identifiers.md): prolog
 * gone, DTD entities numeric, DTD-default namespace prefixes declared, root in the JATS 1.3
 * namespace — checked on crafted documents and, with xmllint, on every JATS file of the
 * real-article corpus.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_ARTICLES } from '../../test/app';
import { embeddableJats } from './jats-embed';
import { hasXmllint } from './testing';

const NS = 'xmlns="https://jats.nlm.nih.gov/ns/archiving/1.3/"';

describe('embeddableJats', () => {
  it('drops the declaration, comments and a DOCTYPE with an internal subset', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment -->
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.1 20151215//EN" "JATS-journalpublishing1.dtd" [
  <!ENTITY foo "bar>">
]>
<article article-type="research-article"><front><article-meta><title-group><article-title>T</article-title></title-group></article-meta></front></article>
`;
    expect(embeddableJats(xml)).toBe(
      `<article article-type="research-article" ${NS}><front><article-meta><title-group><article-title>T</article-title></title-group></article-meta></front></article>`,
    );
  });

  it('turns DTD entities into numeric references and leaves XML entities and CDATA alone', () => {
    const out = embeddableJats(
      '<article><p>1&ndash;2 &amp; &lt; &alpha; &unknownthing; <![CDATA[&ndash;]]></p></article>',
    );
    expect(out).toBe(
      `<article ${NS}><p>1&#x2013;2 &amp; &lt; &#x3b1; &amp;unknownthing; <![CDATA[&ndash;]]></p></article>`,
    );
  });

  it('declares the prefixes the DTD would have declared, and keeps a namespace the root has', () => {
    const out = embeddableJats(
      '<article xmlns:mml="http://www.w3.org/1998/Math/MathML"><ext-link xlink:href="x"/><mml:math/></article>',
    );
    expect(out).toBe(
      `<article xmlns:mml="http://www.w3.org/1998/Math/MathML" ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><ext-link xlink:href="x"/><mml:math/></article>`,
    );
    expect(embeddableJats('<article xmlns="urn:x"><p/></article>')).toBe('<article xmlns="urn:x"><p/></article>');
  });

  it('refuses what is not a JATS article (a Crossref deposit, an unterminated prolog)', () => {
    expect(embeddableJats('<?xml version="1.0"?><doi_batch><head/></doi_batch>')).toBeNull();
    expect(embeddableJats('<?xml version="1.0"')).toBeNull();
    expect(embeddableJats('<articles/>')).toBeNull();
  });
});

describe.runIf(hasXmllint() || process.env.CI === 'true')('on the real-article corpus', () => {
  // Every file of the corpus (some 30 MB of XML parsed twice): more than the default 30 s on a
  // busy machine.
  it('gives namespace-well-formed XML for every JATS file', { timeout: 120_000 }, () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(xml|nxml|jats)$/.test(entry.name)) files.push(full);
      }
    };
    walk(SHARED_ARTICLES);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jats-embed-'));
    let checked = 0;
    try {
      for (const file of files) {
        const out = embeddableJats(fs.readFileSync(file, 'utf8'));
        if (out === null) continue;
        const target = path.join(dir, `${checked++}.xml`);
        fs.writeFileSync(target, out);
        const lint = spawnSync('xmllint', ['--noout', '--nonet', target], { encoding: 'utf8' });
        expect(lint.stderr, file).toBe('');
        expect(lint.status, file).toBe(0);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(checked).toBeGreaterThan(150);
  });
});
