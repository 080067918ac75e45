import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_ARTICLES } from '../../test/app';
import { parseScholarlyXml } from './detect';
import { mergeRecords } from './merge';
import type { ParsedArticle } from './types';

function parse(rel: string): ParsedArticle {
  const result = parseScholarlyXml(fs.readFileSync(path.join(SHARED_ARTICLES, rel), 'utf8'));
  if (!result.ok) throw new Error(result.reason);
  return result.article;
}

describe('mergeRecords (JATS + Crossref of one DOI)', () => {
  const jats = parse('jose/jose.00090/paper.jats/10.21105.jose.00090.jats');
  const crossref = parse('jose/jose.00090/10.21105.jose.00090.crossref.xml');

  it('keeps the JATS record and takes the registered publication date from Crossref', () => {
    expect(jats.format).toBe('jats');
    expect(jats.publishedDate).not.toBe(crossref.publishedDate);
    const merged = mergeRecords(jats, crossref);
    expect(merged.format).toBe('jats');
    expect(merged.title).toBe(jats.title);
    expect(merged.publishedDate).toBe(crossref.publishedDate);
    expect(merged.publishedDate).toMatch(/^2024-/);
  });

  it('fills what JATS lacks from Crossref without touching the inputs', () => {
    const sparse: ParsedArticle = { ...jats, volume: null, license: { url: null, text: null }, keywords: [] };
    const merged = mergeRecords(sparse, crossref);
    expect(merged.volume).toBe(crossref.volume);
    expect(merged.license.url).toBe(crossref.license.url);
    expect(sparse.volume).toBeNull();
  });
});
