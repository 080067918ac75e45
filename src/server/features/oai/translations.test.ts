/**
 * The oai_dc record of an article with metadata in several languages (decision 0095): each
 * title, description (abstract) and translated subject carries its `xml:lang` (XML 1.0 §2.12;
 * the oai_dc schema's elements are dc:elementType, which allows `xml:lang`), `dc:language` is
 * the article's tag, and the whole GetRecord answer validates against the OAI-PMH schema with
 * oai_dc (../shared/schemas/oai-pmh, strictly).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { canValidate, schemaErrors } from '../../test/xml-schemas';
import { parseOai } from './testing';

const HOST = 'journals.example.org';
let t: TestApp;
let id: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `https://${HOST}` });
  const journal = await createJournal(t.app.db);
  ({ id } = await createArticle(t.app.db, journal.id, {
    title: 'Sementes crioulas no semiárido',
    abstract: 'Agricultores guardam suas sementes.',
    keywords: ['sementes'],
    language: 'pt-BR',
    translations: [
      {
        language: 'en',
        title: 'Landrace seeds in the semi-arid region',
        subtitle: 'A field study',
        abstract: 'Farmers keep their own seeds.',
        keywords: ['seeds'],
      },
      { language: 'es', title: 'Semillas criollas', subtitle: null, abstract: null, keywords: [] },
    ],
  }));
});
afterAll(() => t?.close());

describe('oai_dc of an article with translations (decision 0095)', () => {
  it('tags every title, description and translated subject with its xml:lang, and validates', async () => {
    const res = await t.app.inject({
      url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${HOST}:article/${id}`,
    });
    expect(res.statusCode).toBe(200);
    const dc = parseOai(res.body).GetRecord.record[0].metadata.dc;
    expect(dc.title).toEqual([
      { '#text': 'Sementes crioulas no semiárido', '@lang': 'pt-BR' },
      { '#text': 'Landrace seeds in the semi-arid region: A field study', '@lang': 'en' },
      { '#text': 'Semillas criollas', '@lang': 'es' },
    ]);
    expect(dc.description).toEqual([
      { '#text': 'Agricultores guardam suas sementes.', '@lang': 'pt-BR' },
      { '#text': 'Farmers keep their own seeds.', '@lang': 'en' },
    ]);
    expect(dc.subject).toContainEqual({ '#text': 'seeds', '@lang': 'en' });
    expect(dc.language).toBe('pt-BR');
    // The attribute is the XML namespace's own `xml:lang`, not an unprefixed `lang`.
    expect(res.body).toContain(
      '<dc:title xml:lang="en">Landrace seeds in the semi-arid region: A field study</dc:title>',
    );
    expect(res.body).toContain('<dc:description xml:lang="en">Farmers keep their own seeds.</dc:description>');
    if (canValidate() || process.env.CI === 'true') expect(schemaErrors('oai', [res.body])).toEqual(['']);
  });
});
