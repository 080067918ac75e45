/**
 * An imported article's language and its metadata in other languages
 * (docs/decisions/0095-metadata-in-several-languages.md), from JATS (1.1–1.3) and from a
 * Crossref 5.3 deposit:
 *
 * - JATS: the language is `article/@xml:lang` (JATS's default is English); each
 *   `title-group/trans-title-group[@xml:lang]` (`trans-title`, `trans-subtitle`), each
 *   `article-meta/trans-abstract[@xml:lang]` (and `abstract[@xml:lang]` in another language)
 *   and each `kwd-group[@xml:lang]` in another language is a translation of that language.
 *   A language with an abstract or keywords but no translated title is kept only when it has
 *   a title: a translation without a title is not one readers or indexes can use.
 * - Crossref: `journal_article/@language`; each `jats:abstract[@xml:lang]` in another language,
 *   with the title of the `titles` group in the same position among the other titles
 *   (Crossref's `titles` carry no language: Genesis writes them in the same order).
 */
import type { Translation } from '../../../shared/api/translations';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import { abstractText } from './jats-abstract';
import { attr, child, descendants, elements, flatten, type XmlElement } from './xml';

/** A tag of the source as our canonical tag, or null when it is not one we keep. */
function tagOf(el: XmlElement | null | undefined, name = 'lang'): string | null {
  const v = attr(el, name);
  return v ? canonicalLanguage(v) : null;
}

/** The article's language: `article/@xml:lang`, else English. */
export function jatsLanguage(root: XmlElement): string {
  return tagOf(root) ?? DEFAULT_LANGUAGE;
}

/** The keywords of one kwd-group. */
function groupKeywords(g: XmlElement): string[] {
  return [
    ...elements(g, 'kwd'),
    ...elements(g, 'compound-kwd'),
    ...descendants(g, 'nested-kwd').flatMap((n) => descendants(n, 'kwd')),
  ]
    .map((k) => flatten(k))
    .filter(Boolean);
}

/** The translations of a JATS article-meta whose article is in `language`. */
export function jatsTranslations(meta: XmlElement, language: string): Translation[] {
  const byLanguage = new Map<string, Translation>();
  const of = (lang: string): Translation => {
    let t = byLanguage.get(lang);
    if (!t) byLanguage.set(lang, (t = { language: lang, title: '', subtitle: null, abstract: null, keywords: [] }));
    return t;
  };
  const other = (lang: string | null): lang is string => lang !== null && lang !== language;
  for (const group of elements(child(meta, 'title-group'), 'trans-title-group')) {
    const lang = tagOf(group) ?? tagOf(child(group, 'trans-title'));
    if (!other(lang)) continue;
    const t = of(lang);
    t.title ||= flatten(child(group, 'trans-title'));
    t.subtitle ??= flatten(child(group, 'trans-subtitle')) || null;
  }
  for (const a of [...elements(meta, 'trans-abstract'), ...elements(meta, 'abstract')]) {
    const lang = tagOf(a);
    if (!other(lang)) continue;
    const t = of(lang);
    t.abstract ??= abstractText(a);
  }
  for (const g of elements(meta, 'kwd-group')) {
    const lang = tagOf(g);
    if (!other(lang)) continue;
    const t = of(lang);
    t.keywords = [...new Set([...t.keywords, ...groupKeywords(g)])];
  }
  return [...byLanguage.values()].filter((t) => t.title !== '');
}

/** True when a kwd-group holds keywords in the article's own language (no xml:lang, or that one). */
export function inArticleLanguage(g: XmlElement, language: string): boolean {
  const lang = tagOf(g);
  return lang === null || lang === language;
}

/** The language and translations of a Crossref `journal_article`. */
export function crossrefLanguages(article: XmlElement): { language: string; translations: Translation[] } {
  const language = tagOf(article, 'language') ?? DEFAULT_LANGUAGE;
  const otherTitles = elements(article, 'titles').slice(1);
  const otherAbstracts = elements(article, 'abstract').filter((a) => {
    const lang = tagOf(a);
    return lang !== null && lang !== language;
  });
  const translations: Translation[] = [];
  otherAbstracts.forEach((a, i) => {
    const titles = otherTitles[i];
    const title = flatten(child(titles, 'title'));
    if (!title) return;
    if (translations.some((t) => t.language === tagOf(a))) return;
    translations.push({
      language: tagOf(a)!,
      title,
      subtitle: flatten(child(titles, 'subtitle')) || null,
      abstract: abstractText(a),
      keywords: [],
    });
  });
  return { language, translations };
}
