/**
 * The contract of metadata in several languages (docs/decisions/0095): language tags are BCP 47
 * with an ISO 639-1 language (RFC 5646 spelling: language lower case, region upper case), each
 * translation names a language other than the article's and the others', and a request without
 * the new fields is read as before (an English article with no translation).
 */
import { describe, expect, it } from 'vitest';
import { draftRequest } from '../../../shared/validation/submissions';
import { iso6392B, languageName, nativeLanguageName } from '../../../shared/domain/languages';
import { LANGUAGE_MESSAGE, SAME_LANGUAGE_MESSAGE, translationList } from '../../../shared/api/translations';

const seedDraft = { title: 'T', abstract: 'A', journalId: 1, articleType: 'Research Article' };

describe('translations contract', () => {
  it('reads the seed payload as an English article without translations', () => {
    const body = draftRequest.parse(seedDraft);
    expect(body.language).toBe('en');
    expect(body.translations).toEqual([]);
  });

  it('canonicalises tags and keeps a Spanish translation', () => {
    const body = draftRequest.parse({
      ...seedDraft,
      language: 'PT-br',
      translations: [{ language: 'es', title: ' Mareas ', abstract: 'Resumen.', keywords: 'mareas; estuarios' }],
    });
    expect(body.language).toBe('pt-BR');
    expect(body.translations).toEqual([
      { language: 'es', title: 'Mareas', subtitle: null, abstract: 'Resumen.', keywords: ['mareas', 'estuarios'] },
    ]);
  });

  it.each(['xx', 'spa', 'english', 'es-419', ''])('refuses the tag %j', (language) => {
    const r = translationList.safeParse([{ language, title: 'T' }]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(LANGUAGE_MESSAGE);
  });

  it('refuses a translation in the article’s language or a language twice', () => {
    const same = draftRequest.safeParse({
      ...seedDraft,
      language: 'es',
      translations: [{ language: 'es', title: 'T' }],
    });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['translations.0.language', SAME_LANGUAGE_MESSAGE],
    ]);
    const twice = translationList.safeParse([
      { language: 'fr', title: 'A' },
      { language: 'FR', title: 'B' },
    ]);
    expect(twice.error?.issues[0].path).toEqual([1, 'language']);
  });

  it('needs a title and refuses unknown fields', () => {
    expect(translationList.safeParse([{ language: 'de', title: ' ' }]).error?.issues[0].message).toBe(
      'Title is required',
    );
    expect(translationList.safeParse([{ language: 'de', title: 'T', lang: 'x' }]).error?.issues[0].message).toBe(
      'Unknown field: lang',
    );
  });

  it('names languages and gives DOAJ’s ISO 639-2/B codes', () => {
    expect(languageName('es')).toBe('Spanish');
    expect(nativeLanguageName('es')).toBe('Español');
    expect(nativeLanguageName('de')).toBe('Deutsch');
    // ISO 639-2/B, not /T: French fre (not fra), German ger (not deu).
    expect([iso6392B('fr-CA'), iso6392B('de'), iso6392B('es'), iso6392B('en')]).toEqual(['fre', 'ger', 'spa', 'eng']);
  });
});
