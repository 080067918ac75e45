/**
 * Citation export of one article (issue 3 "Cite"): BibTeX and RIS, the two formats every
 * reference manager imports (Zotero, Mendeley, EndNote, JabRef).
 */
import type { ArticleDetail, Contributor } from '../../../shared/api/catalogue';

export type CitationFormat = 'bibtex' | 'ris';

export const CITATION_MEDIA: Record<CitationFormat, { contentType: string; extension: string }> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib' },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris' },
};

/** "Surname, Given" for a person, the group name for a collaboration. */
function invertedName(c: Contributor): string {
  if (c.surname) return c.givenNames ? `${c.surname}, ${c.givenNames}` : c.surname;
  return c.name;
}

const BIBTEX_SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Escapes LaTeX's special characters; UTF-8 letters are kept (biber and BibTeX 8 read them). */
export function bibtexEscape(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (ch) => BIBTEX_SPECIAL[ch]);
}

/** Citation key: first author's surname + year + first title word, ASCII only ("Lovelace2019Deep"). */
export function citationKey(a: ArticleDetail): string {
  const first = a.contributors[0];
  const ascii = (s: string) => s.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  const who = ascii(first?.surname ?? first?.name ?? '') || 'Anon';
  const year = a.publishedDate?.slice(0, 4) ?? 'nd';
  const word = ascii(a.title.split(/\s+/).find((w) => ascii(w).length > 3) ?? '') || `a${a.id}`;
  return `${who}${year}${word}`;
}

/** A BibTeX `@article` entry. */
export function toBibtex(a: ArticleDetail): string {
  const fields: [string, string | null | undefined][] = [
    [
      'author',
      a.contributors
        .map((c) => (c.surname ? bibtexEscape(invertedName(c)) : `{${bibtexEscape(c.name)}}`))
        .join(' and ') || null,
    ],
    ['title', `{${bibtexEscape(a.title)}}`],
    ['journal', bibtexEscape(a.journalTitle)],
    ['year', a.publishedDate?.slice(0, 4)],
    ['volume', a.volume && bibtexEscape(a.volume)],
    ['number', a.issue && bibtexEscape(a.issue)],
    ['pages', a.pages && bibtexEscape(a.pages.replace(/[-–]/, '--'))],
    ['doi', a.doi && bibtexEscape(a.doi)],
    ['url', a.doi ? `https://doi.org/${a.doi}` : null],
    ['issn', a.journalIssn],
    ['publisher', a.journalPublisher && bibtexEscape(a.journalPublisher)],
    ['keywords', a.keywords.length ? bibtexEscape(a.keywords.join(', ')) : null],
  ];
  const body = fields
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([k, v]) => `  ${k} = {${v}}`)
    .join(',\n');
  return `@article{${citationKey(a)},\n${body}\n}\n`;
}

/** An RIS record (tags per the RIS specification, CRLF line ends). */
export function toRis(a: ArticleDetail): string {
  const lines: [string, string | null | undefined][] = [['TY', 'JOUR']];
  for (const c of a.contributors) lines.push(['AU', invertedName(c)]);
  const [first, last] = (a.pages ?? '').split(/[-–]/);
  const date = a.publishedDate ? `${a.publishedDate.replace(/-/g, '/')}/` : null;
  lines.push(
    ['TI', a.title],
    ['T2', a.journalTitle],
    ['PY', a.publishedDate?.slice(0, 4)],
    ['DA', date],
    ['VL', a.volume],
    ['IS', a.issue],
    ['SP', first || null],
    ['EP', last || null],
    ['DO', a.doi],
    ['UR', a.doi ? `https://doi.org/${a.doi}` : null],
    ['SN', a.journalIssn],
    ['PB', a.journalPublisher],
    ['AB', a.abstract?.replace(/\s+/g, ' ')],
    ...a.keywords.map((k): [string, string] => ['KW', k]),
    ['ER', ''],
  );
  return lines
    .filter(([tag, v]) => tag === 'ER' || Boolean(v))
    .map(([tag, v]) => `${tag}  - ${(v ?? '').replace(/[\r\n]+/g, ' ')}`)
    .join('\r\n')
    .concat('\r\n');
}
