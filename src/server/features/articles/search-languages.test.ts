/**
 * Search in an article's own language (docs/decisions/0114-fixes-toasts-counter-months-search-languages.md,
 * on 0095's languages): an article's title, keywords and abstract are indexed in the PostgreSQL
 * text search configuration of its language (`xml:lang`, the record's `language`), each
 * translation in its own language's, 'simple' where PostgreSQL has none; the reader's text is
 * read as each language of the catalogue reads it. PostgreSQL's Spanish stemmer (Snowball) gives
 * "riñon" for both "riñones" and "riñón" (`ts_lexize('spanish_stem', …)`), the English one keeps
 * "riñón" and cuts "riñones" to "riñon": a Spanish article about "riñones" is found by "riñón"
 * only when both sides are Spanish. English articles are found as before, and an excluded word
 * stays excluded whichever language reads it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { clearSearchCache } from '.';

let t: TestApp;
const ids: Record<string, number> = {};

const search = async (q: string): Promise<number[]> => {
  const res = await t.app.inject({ url: `/api/articles/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().map((a: { id: number }) => a.id);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const journalId = (await createJournal(db)).id;
  ids.spanish = (
    await createArticle(db, journalId, {
      language: 'es',
      title: 'Trasplante de riñones en pacientes pediátricos',
      abstract: 'Los resultados renales a cinco años de los niños trasplantados.',
      keywords: ['nefrología pediátrica'],
    })
  ).id;
  ids.transplant = (
    await createArticle(db, journalId, {
      title: 'Kidney transplantation in children',
      abstract: 'Renal outcomes five years after the transplant.',
    })
  ).id;
  ids.stones = (
    await createArticle(db, journalId, { title: 'Kidney stones in adults', abstract: 'A cohort of patients.' })
  ).id;
  // Portuguese of Brazil: the Portuguese configuration; Swahili: none in PostgreSQL, 'simple'.
  ids.portuguese = (
    await createArticle(db, journalId, { language: 'pt-BR', title: 'Doenças renais crônicas', abstract: null })
  ).id;
  ids.swahili = (await createArticle(db, journalId, { language: 'sw', title: 'Magonjwa ya figo', abstract: null })).id;
  // An English article with a Spanish translation of its title.
  ids.translated = (
    await createArticle(db, journalId, {
      title: 'Dialysis access in older adults',
      abstract: null,
      translations: [
        {
          language: 'es',
          title: 'Accesos para diálisis en adultos mayores',
          subtitle: null,
          abstract: null,
          keywords: [],
        },
      ],
    })
  ).id;
  clearSearchCache();
});
afterAll(async () => t?.close());

describe("search in the article's language", () => {
  it("indexes each text in its language's configuration, 'simple' where PostgreSQL has none", async () => {
    const rows = await queryRows<{ id: number; same: boolean }>(
      t.app.db,
      sql`select id, title_vector = case id
            when ${ids.spanish} then to_tsvector('spanish', title)
            when ${ids.portuguese} then to_tsvector('portuguese', title)
            when ${ids.swahili} then to_tsvector('simple', title)
            when ${ids.transplant} then to_tsvector('english', title)
            when ${ids.translated} then to_tsvector('english', title) || to_tsvector('spanish', 'Accesos para diálisis en adultos mayores')
          end as same
          from articles where id = any(${sql.raw(
            `array[${Object.values(ids)
              .filter((id) => id !== ids.stones)
              .join(',')}]`,
          )})`,
    );
    expect(rows.map((r) => r.same)).toEqual(rows.map(() => true));
    const configs = await queryRows<{ config: string }>(
      t.app.db,
      sql`select config from article_search_configs order by config`,
    );
    expect(configs.map((c) => c.config)).toEqual(['portuguese', 'simple', 'spanish']);
  });

  it('finds a Spanish article by another inflected form of its words', async () => {
    // "riñones" in the title; the reader types the singular.
    expect(await search('riñón')).toEqual([ids.spanish]);
    expect(await search('riñones')).toEqual([ids.spanish]);
    // "pediátrico" and "pediátricos": the stem "pediatr".
    expect(await search('pediátrico')).toEqual([ids.spanish]);
    // The translated title, in Spanish: "acceso" (Spanish stem "acces") for "Accesos".
    expect(await search('acceso diálisis')).toEqual([ids.translated]);
    // Portuguese: "doença crônica" and "Doenças … crônicas" share the stems "doenc" and "crônic".
    expect(await search('doença crônica')).toEqual([ids.portuguese]);
  });

  it('still finds English articles by English forms, and keeps an excluded word excluded', async () => {
    expect((await search('kidneys')).sort()).toEqual([ids.transplant, ids.stones].sort());
    expect(await search('transplanted children')).toEqual([ids.transplant]);
    // Excluded as English reads it ("transplant") and as Spanish does ("transplantation").
    expect(await search('kidney -transplantation')).toEqual([ids.stones]);
    expect(await search('figo')).toEqual([ids.swahili]);
  });
});
