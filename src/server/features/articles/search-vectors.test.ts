/**
 * The search vectors written by the database's trigger
 * (docs/decisions/0047-search-vector-maintenance.md): an article saved by the writer is
 * searchable as soon as it is saved, by title, author names, keywords and abstract; the
 * vectors are exactly those of the former generated columns (docs/decisions/0019: title A,
 * keywords and authors B, abstract C, 'english'); an edit of the text changes them; nobody
 * can store other vectors; and a bulk load without the GIN indexes leaves the indexes the
 * migrations made.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { withoutSecondaryIndexes } from './bulk-load';
import { insertArticle, insertArticles, updateArticle, type ArticleValues } from './writer';

let t: TestApp;
let journalId: number;

beforeAll(async () => {
  t = await createTestApp();
  journalId = (await createJournal(t.app.db)).id;
});
afterAll(async () => t?.close());

const article = (doi: string, over: Partial<ArticleValues> = {}): ArticleValues => ({
  journalId,
  doi,
  title: 'Tidal resonance of estuarine channels',
  abstract: 'We measure sediment transport under spring tides.',
  authors: 'Marguerite Okonkwo, Jan Vermeer',
  keywords: ['hydrodynamics', 'coastal morphology'],
  articleType: 'Research Article',
  sourceFormat: 'jats',
  ...over,
});

/** The ids of articles whose `column` matches the plain query `q` (in `config`, 'english' unless given). */
async function matching(
  column: 'search_vector' | 'title_vector' | 'author_vector',
  q: string,
  config: 'english' | 'spanish' = 'english',
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from articles where ${sql.identifier(column)} @@ plainto_tsquery(${config}::regconfig, ${q}) order by id`,
  );
  return rows.map((r) => r.id);
}

/** Vectors differing from the definition of the former generated columns (migration 0001/0010). */
async function differingFromDefinition(): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    t.app.db,
    sql`select count(*)::int as n from articles where
      search_vector is distinct from (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', genesis_join_text(keywords)), 'B')
        || setweight(to_tsvector('english', coalesce(authors, '')), 'B')
        || setweight(to_tsvector('english', coalesce(abstract, '')), 'C'))
      or title_vector is distinct from to_tsvector('english', coalesce(title, ''))
      or author_vector is distinct from to_tsvector('english', coalesce(authors, ''))`,
  );
  return n;
}

describe('search vectors', () => {
  it('make a saved article searchable at once by title, authors, keywords and abstract', async () => {
    const { id } = await insertArticle(t.app.db, article('10.5555/vectors.one'));
    expect(await matching('title_vector', 'estuarine channel')).toContain(id);
    expect(await matching('author_vector', 'Okonkwo')).toContain(id);
    expect(await matching('search_vector', 'coastal morphology')).toContain(id);
    expect(await matching('search_vector', 'sediment transport')).toContain(id);
    expect(await matching('title_vector', 'sediment')).not.toContain(id);
    const [{ weights }] = await queryRows<{ weights: string }>(
      t.app.db,
      sql`select ts_filter(search_vector, '{a}')::text as weights from articles where id = ${id}`,
    );
    // Positions count the stop word "of" (3), as to_tsvector does.
    expect(weights).toBe("'channel':5A 'estuarin':4A 'reson':2A 'tidal':1A");
    expect(await differingFromDefinition()).toBe(0);
  });

  it('follow an edit of the text, and cannot be written by hand', async () => {
    const { id } = await insertArticle(t.app.db, article('10.5555/vectors.two'));
    await updateArticle(
      t.app.db,
      id,
      article('10.5555/vectors.two', { title: 'Glacier calving fronts', authors: 'Ines Aalto' }),
    );
    expect(await matching('title_vector', 'glacier calving')).toContain(id);
    expect(await matching('title_vector', 'estuarine')).not.toContain(id);
    expect(await matching('author_vector', 'Aalto')).toContain(id);
    expect(await matching('author_vector', 'Okonkwo')).not.toContain(id);

    await t.app.db.update(articles).set({ searchVector: null, titleVector: "'forged':1" }).where(eq(articles.id, id));
    expect(await matching('title_vector', 'forged')).not.toContain(id);
    expect(await matching('search_vector', 'glacier')).toContain(id);
    expect(await differingFromDefinition()).toBe(0);
  });

  it('are written by a batch insert, and a load without the secondary indexes rebuilds the migrated ones', async () => {
    const indexes = () =>
      queryRows<{ indexname: string; indexdef: string }>(
        t.app.db,
        sql`select indexname, indexdef from pg_indexes where tablename = 'articles' order by indexname`,
      );
    const reloptions = async () =>
      (
        await queryRows<{ options: string[] | null }>(
          t.app.db,
          sql`select reloptions as options from pg_class where oid = 'articles'::regclass`,
        )
      )[0].options;
    const before = await indexes();
    expect(before.filter((i) => / USING gin /.test(i.indexdef)).map((i) => i.indexname)).toEqual([
      'articles_author_search_idx',
      'articles_search_idx',
      'articles_title_search_idx',
    ]);
    const inserted = await withoutSecondaryIndexes(t.app.db, async () => {
      // Only the constraints' indexes stay (the primary key, the unique DOI the load's check needs).
      expect((await indexes()).map((i) => i.indexname)).toEqual(['articles_doi_lower_key', 'articles_pkey']);
      expect(await reloptions()).toEqual(['autovacuum_enabled=false']);
      const rows = Array.from({ length: 40 }, (_, i) =>
        article(`10.5555/vectors.bulk.${i}`, { title: `Permafrost thaw study ${i}`, authors: `Sigrun Halvorsen ${i}` }),
      );
      return (await insertArticles(t.app.db, rows)).inserted.map((r) => r.id);
    });
    expect(await indexes()).toEqual(before);
    expect(before.length).toBeGreaterThan(10);
    expect(await reloptions()).toBeNull();
    expect(await matching('title_vector', 'permafrost thaw')).toEqual(inserted);
    expect(await matching('author_vector', 'Halvorsen')).toEqual(inserted);
    expect(await differingFromDefinition()).toBe(0);
  });

  it('are rebuilt when the load fails', async () => {
    const failing = withoutSecondaryIndexes(t.app.db, () => Promise.reject(new Error('load failed')));
    await expect(failing).rejects.toThrow('load failed');
    const [{ n, gin, options }] = await queryRows<{ n: number; gin: number; options: string[] | null }>(
      t.app.db,
      sql`select count(*)::int as n, count(*) filter (where indexdef like '% USING gin %')::int as gin,
            (select reloptions from pg_class where oid = 'articles'::regclass) as options
          from pg_indexes where tablename = 'articles'`,
    );
    // The three full-text indexes, the ten btree ones and the two of the constraints; autovacuum back on.
    expect({ n, gin, options }).toEqual({ n: 15, gin: 3, options: null });
  });
});

describe('translations in the search vectors (decisions 0095, 0114)', () => {
  it('finds an article by its translated title, abstract and keywords', async () => {
    const { id } = await insertArticle(
      t.app.db,
      article('10.5555/langs.1', {
        language: 'en',
        translations: [
          {
            language: 'es',
            title: 'Mareas estuarinas',
            subtitle: null,
            abstract: 'Sedimentos bajo mareas vivas.',
            keywords: ['hidrodinámica'],
          },
        ],
      }),
    );
    // Each translation in its own language's configuration (decision 0114).
    expect(await matching('title_vector', 'mareas estuarinas', 'spanish')).toContain(id);
    expect(await matching('search_vector', 'sedimentos', 'spanish')).toContain(id);
    expect(await matching('search_vector', 'hidrodinámica', 'spanish')).toContain(id);
    expect(await matching('title_vector', 'sedimentos', 'spanish')).not.toContain(id);
  });
});
