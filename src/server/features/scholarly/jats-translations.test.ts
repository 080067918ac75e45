/**
 * Metadata in other languages read from imported JATS and Crossref deposits (decision 0095):
 * JATS 1.3 `trans-title-group`, `trans-abstract` and `kwd-group` with `xml:lang`; Crossref 5.3
 * `journal_article/@language`, repeated `titles` and `jats:abstract xml:lang`.
 */
import { describe, expect, it } from 'vitest';
import { parseCrossref } from './crossref';
import { parseJats } from './jats';

const jats = `<?xml version="1.0"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article" xml:lang="pt">
<front><journal-meta><journal-title-group><journal-title>Revista</journal-title-group></journal-title-group></journal-meta>
<article-meta>
  <article-id pub-id-type="doi">10.1234/pt.1</article-id>
  <title-group>
    <article-title>Marés nos estuários</article-title>
    <trans-title-group xml:lang="en"><trans-title>Tides in estuaries</trans-title><trans-subtitle>A field study</trans-subtitle></trans-title-group>
    <trans-title-group xml:lang="es"><trans-title>Mareas en los estuarios</trans-title></trans-title-group>
  </title-group>
  <abstract><p>Medimos as marés.</p></abstract>
  <trans-abstract xml:lang="en"><p>We measure tides.</p><p>Second paragraph.</p></trans-abstract>
  <trans-abstract xml:lang="fr"><p>Sans titre : ignoré.</p></trans-abstract>
  <kwd-group xml:lang="pt"><kwd>marés</kwd></kwd-group>
  <kwd-group xml:lang="en"><kwd>tides</kwd><kwd>estuaries</kwd></kwd-group>
</article-meta></front></article>`.replace(
  '</journal-title-group></journal-title-group>',
  '</journal-title></journal-title-group>',
);

describe('JATS translations', () => {
  it('reads the article language, translated titles, abstracts and keywords by xml:lang', () => {
    const r = parseJats(jats);
    if (!r.ok) throw new Error(r.reason);
    expect(r.article.language).toBe('pt');
    expect(r.article.abstract).toBe('Medimos as marés.');
    expect(r.article.keywords).toEqual(['marés']);
    expect(r.article.translations).toEqual([
      {
        language: 'en',
        title: 'Tides in estuaries',
        subtitle: 'A field study',
        abstract: 'We measure tides.\n\nSecond paragraph.',
        keywords: ['tides', 'estuaries'],
      },
      { language: 'es', title: 'Mareas en los estuarios', subtitle: null, abstract: null, keywords: [] },
    ]);
  });

  it('reads an article without xml:lang as English with no translations', () => {
    const r = parseJats(
      jats.replace(' xml:lang="pt"', '').replace(/<trans-title-group[\s\S]*?<\/title-group>/, '</title-group>'),
    );
    if (!r.ok) throw new Error(r.reason);
    expect(r.article.language).toBe('en');
    // The English kwd-group is now the article's own; the Portuguese one is a translation without a title.
    expect(r.article.keywords).toEqual(['tides', 'estuaries']);
    expect(r.article.translations).toEqual([]);
  });
});

describe('Crossref translations', () => {
  const deposit = (extra: string) => `<?xml version="1.0"?>
<doi_batch xmlns="http://www.crossref.org/schema/5.3.0" xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1" version="5.3.0">
<head><doi_batch_id>x</doi_batch_id></head><body><journal>
<journal_metadata><full_title>J</full_title></journal_metadata>
<journal_article language="en">
  <titles><title>Tides</title></titles>
  ${extra}
  <jats:abstract xml:lang="en"><jats:p>We measure tides.</jats:p></jats:abstract>
  <jats:abstract xml:lang="es"><jats:p>Medimos las mareas.</jats:p></jats:abstract>
  <publication_date><year>2026</year></publication_date>
  <doi_data><doi>10.1234/cr.1</doi><resource>https://example.org/1</resource></doi_data>
</journal_article></journal></body></doi_batch>`;

  it('pairs the second titles with the abstract in another language', () => {
    const r = parseCrossref(deposit('<titles><title>Mareas</title></titles>'));
    if (!r.ok) throw new Error(r.reason);
    expect(r.article.language).toBe('en');
    expect(r.article.abstract).toBe('We measure tides.');
    expect(r.article.translations).toEqual([
      { language: 'es', title: 'Mareas', subtitle: null, abstract: 'Medimos las mareas.', keywords: [] },
    ]);
  });

  it('keeps no translation without a title for it', () => {
    const r = parseCrossref(deposit(''));
    if (!r.ok) throw new Error(r.reason);
    expect(r.article.abstract).toBe('We measure tides.');
    expect(r.article.translations).toEqual([]);
  });
});
