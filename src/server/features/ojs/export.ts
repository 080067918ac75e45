/**
 * Export of a journal to OJS Native XML (docs/decisions/0092-ojs-export.md), the format Open
 * Journal Systems' "Native XML Plugin" imports: namespace `http://pkp.sfu.ca`, valid against
 * OJS 3.4's and 3.5's `native.xsd` (plugins/importexport/native). Element order, attributes
 * and the `<submission_file>`/`<file>`/`<embed encoding="base64">` structure follow what OJS
 * 3.4 itself writes.
 *
 * The document is written as a stream: one issue, one article, one file at a time, each file
 * base64-encoded from storage chunk by chunk, with the writable's backpressure respected, so
 * the memory used does not grow with the size of the export.
 */
import type { Readable, Writable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { affiliationLine } from '../../../shared/api/contributors';
import type { DbOrTx } from '../../db/client';
import { articleAssets, articles, journalIssues, journals, storedFiles } from '../../db/schema';
import type { ContributorRecord } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { base64Text, el, endTag, fragment, startTag, xmlDeclaration, type Xml, type XmlChild } from '../../lib/xml';

/** The OJS versions whose Native XML is written: their schemas differ in affiliations and vocabularies. */
export const OJS_FORMATS = ['3.4', '3.5'] as const;
export type OjsFormat = (typeof OJS_FORMATS)[number];

/** What to export. */
export interface OjsExportOptions {
  journalId: number;
  /**
   * The issues to export (ids of `journal_issues` of this journal). Absent: every issue of the
   * journal; when the journal has no issue, its articles outside issues instead.
   */
  issueIds?: number[];
  /** True: the journal's articles that belong to no issue, as an `<articles>` document. */
  outsideIssues?: boolean;
  format: OjsFormat;
}

/** What was written, counted. */
export interface OjsExportResult {
  /** `issues` (an `<issues>` document) or `articles` (articles outside issues). */
  root: 'issues' | 'articles';
  issues: number;
  articles: number;
  authors: number;
  files: number;
  /** Bytes of the files embedded (before base64). */
  fileBytes: number;
  /** Articles of the journal outside any issue that a whole-journal issues export did not include. */
  articlesOutsideIssues: number;
}

/** The locale OJS 3.4 and 3.5 write for English (3.3 and earlier wrote `en_US`). */
const LOCALE = 'en';
const NS = 'http://pkp.sfu.ca';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** Bytes read from storage per base64 chunk: a multiple of 3, so chunks encode independently. */
const CHUNK = 3 * 64 * 1024;

/** Media types of the files by extension, for the `mime_type` of `<embed>`. */
const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  jats: 'application/xml',
  html: 'text/html',
};

type ArticleRow = typeof articles.$inferSelect;
type IssueRow = typeof journalIssues.$inferSelect;
type FileRow = typeof storedFiles.$inferSelect;

/** A file to embed, with what OJS records of it. */
interface ExportFile {
  /** The `submission_file` id (and `file` id) in this document. */
  id: number;
  file: FileRow;
  /** The file's name as OJS shows it (`<name>`). */
  name: string;
  genre: string;
  stage: 'proof' | 'dependent';
  /** The galley label, or null for a file that is no galley (a figure of the JATS). */
  galley: string | null;
}

/**
 * Writes the Native XML document of `options` to `out` and resolves once its last byte is
 * written (the caller ends `out`).
 * @throws AppError NOT_FOUND when the journal does not exist, or an issue id is not one of its
 *   issues; a storage error (503) when a file cannot be read (the document is then incomplete)
 */
export async function exportOjsNative(
  db: DbOrTx,
  storage: Storage,
  options: OjsExportOptions,
  out: Writable,
): Promise<OjsExportResult> {
  const { journal, issues } = await checkOjsExport(db, options);
  const w = new StreamWriter(out);
  const ids = new IdCounter();
  const result: OjsExportResult = {
    root: 'issues',
    issues: 0,
    articles: 0,
    authors: 0,
    files: 0,
    fileBytes: 0,
    articlesOutsideIssues: 0,
  };
  const outside = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.journalId, journal.id), isNull(articles.issueId)));
  const asArticles = options.outsideIssues === true || (!options.issueIds && issues.length === 0);
  const rootAttrs = { xmlns: NS, 'xmlns:xsi': XSI, 'xsi:schemaLocation': `${NS} native.xsd` };
  await w.write(xmlDeclaration());

  if (asArticles) {
    result.root = 'articles';
    await w.write(startTag('articles', rootAttrs));
    const rows = await articleRows(db, { journalId: journal.id, issueId: null });
    const sections = sectionsOf(rows);
    for (const article of rows) await writeArticle(db, storage, w, ids, options.format, article, sections, result);
    await w.write(endTag('articles'));
  } else {
    result.articlesOutsideIssues = options.issueIds ? 0 : outside.length;
    await w.write(startTag('issues', rootAttrs));
    for (const issue of issues) {
      const rows = await articleRows(db, { journalId: journal.id, issueId: issue.id });
      await writeIssue(db, storage, w, ids, options.format, issue, rows, result);
    }
    await w.write(endTag('issues'));
  }
  await w.write('\n');
  return result;
}

/**
 * The journal and the issues `options` names, checked before a byte is written (the HTTP route
 * calls it before it starts its answer, so that a wrong issue is a 404, not a broken download).
 * @returns the journal row and its issues to export, oldest first (none for `outsideIssues`)
 * @throws AppError NOT_FOUND for an unknown journal, or an issue id that is not one of its issues
 */
export async function checkOjsExport(
  db: DbOrTx,
  options: Pick<OjsExportOptions, 'journalId' | 'issueIds' | 'outsideIssues'>,
): Promise<{ journal: typeof journals.$inferSelect; issues: IssueRow[] }> {
  const [journal] = await db.select().from(journals).where(eq(journals.id, options.journalId));
  if (!journal) throw new AppError('NOT_FOUND', 'Journal not found');
  if (options.outsideIssues) return { journal, issues: [] };
  const where = options.issueIds
    ? and(eq(journalIssues.journalId, journal.id), inArray(journalIssues.id, options.issueIds))
    : eq(journalIssues.journalId, journal.id);
  const issues = options.issueIds?.length === 0 ? [] : await db.select().from(journalIssues).where(where);
  if (options.issueIds && issues.length !== new Set(options.issueIds).size)
    throw new AppError('NOT_FOUND', 'Issue not found');
  return { journal, issues: issues.sort(compareIssues) };
}

/** Issues as the back catalogue runs, oldest first: by year, volume, number (numerically where numbers). */
function compareIssues(a: IssueRow, b: IssueRow): number {
  const collator = new Intl.Collator('en', { numeric: true });
  return (a.year ?? 0) - (b.year ?? 0) || collator.compare(a.volume, b.volume) || collator.compare(a.number, b.number);
}

async function articleRows(db: DbOrTx, where: { journalId: number; issueId: number | null }): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.journalId, where.journalId),
        where.issueId === null ? isNull(articles.issueId) : eq(articles.issueId, where.issueId),
      ),
    )
    .orderBy(asc(articles.pages), asc(articles.publishedDate), asc(articles.id));
}

/** An OJS section per article type: `ref` is an abbreviation of the type, unique in the document. */
type Sections = Map<string, string>;

function sectionsOf(rows: ArticleRow[]): Sections {
  const sections: Sections = new Map();
  const used = new Set<string>();
  for (const { articleType } of rows) {
    if (sections.has(articleType)) continue;
    const base =
      articleType
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0].toUpperCase())
        .join('') || 'ART';
    let ref = base;
    for (let n = 2; used.has(ref); n++) ref = `${base}${n}`;
    used.add(ref);
    sections.set(articleType, ref);
  }
  return sections;
}

function sectionElements(sections: Sections): Xml {
  return el(
    'sections',
    {},
    [...sections].map(([type, ref], seq) =>
      el(
        'section',
        {
          ref,
          seq,
          editor_restricted: 0,
          meta_indexed: 1,
          meta_reviewed: 1,
          abstracts_not_required: 0,
          hide_title: 0,
          hide_author: 0,
          abstract_word_count: 0,
        },
        el('abbrev', { locale: LOCALE }, ref),
        el('title', { locale: LOCALE }, type),
      ),
    ),
  );
}

/** `YYYY-MM-DD` of a timestamp or a date string. */
function day(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** A whole number as OJS's `int` volume wants it, or null ("12a" has no place there). */
function intOrNull(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

async function writeIssue(
  db: DbOrTx,
  storage: Storage,
  w: StreamWriter,
  ids: IdCounter,
  format: OjsFormat,
  issue: IssueRow,
  rows: ArticleRow[],
  result: OjsExportResult,
): Promise<void> {
  const volume = intOrNull(issue.volume);
  // A volume that is not a whole number has no place in <volume> (an xs:int): it goes in the title.
  const title = issue.title ?? (volume === null && issue.volume ? `Volume ${issue.volume}` : null);
  const year = issue.year ?? (issue.publishedDate ? Number(issue.publishedDate.slice(0, 4)) : null);
  const sections = sectionsOf(rows);
  await w.write(
    fragment(
      startTag('issue', {
        published: issue.status === 'future' ? 0 : 1,
        current: issue.status === 'current' ? 1 : 0,
        access_status: 1,
        url_path: '',
      }),
      el('id', { type: 'internal', advice: 'ignore' }, issue.id),
      issue.description ? el('description', { locale: LOCALE }, issue.description) : null,
      el(
        'issue_identification',
        {},
        volume !== null ? el('volume', {}, volume) : null,
        issue.number ? el('number', {}, issue.number) : null,
        year !== null ? el('year', {}, year) : null,
        title ? el('title', { locale: LOCALE }, title) : null,
      ),
      issue.publishedDate ? el('date_published', {}, issue.publishedDate) : null,
      el('last_modified', {}, day(issue.updatedAt)),
      sections.size > 0 ? sectionElements(sections) : null,
      el('issue_galleys', {}),
      startTag('articles'),
    ),
  );
  for (const article of rows) await writeArticle(db, storage, w, ids, format, article, sections, result);
  await w.write(fragment(endTag('articles'), endTag('issue')));
  result.issues++;
}

/** The files of an article: its PDF, its JATS (a galley each), and the files its JATS names. */
async function articleFiles(db: DbOrTx, ids: IdCounter, article: ArticleRow): Promise<ExportFile[]> {
  const keys = [article.pdfFileKey, article.sourceFormat === 'crossref' ? null : article.sourceFileKey].filter(
    (key): key is string => key !== null,
  );
  const assets = await db
    .select({ asset: articleAssets, file: storedFiles })
    .from(articleAssets)
    .innerJoin(storedFiles, eq(storedFiles.key, articleAssets.fileKey))
    .where(eq(articleAssets.articleId, article.id))
    .orderBy(asc(articleAssets.id));
  const stored = keys.length ? await db.select().from(storedFiles).where(inArray(storedFiles.key, keys)) : [];
  const byKey = new Map(stored.map((file) => [file.key, file]));
  const files: ExportFile[] = [];
  const pdf = article.pdfFileKey ? byKey.get(article.pdfFileKey) : undefined;
  if (pdf)
    files.push({
      id: ids.next('file'),
      file: pdf,
      name: pdf.originalFilename,
      genre: 'Article Text',
      stage: 'proof',
      galley: 'PDF',
    });
  const source =
    article.sourceFileKey && article.sourceFormat !== 'crossref' ? byKey.get(article.sourceFileKey) : undefined;
  if (source)
    files.push({
      id: ids.next('file'),
      file: source,
      name: source.originalFilename,
      genre: 'Article Text',
      stage: 'proof',
      galley: 'JATS XML',
    });
  for (const { asset, file } of assets) {
    const supplementary = asset.kind === 'supplementary-material';
    files.push({
      id: ids.next('file'),
      file,
      // The name as the JATS writes it, so that the JATS galley's references still resolve.
      name: asset.href,
      genre: supplementary ? 'Other' : asset.kind === 'media' ? 'Multimedia' : 'Image',
      stage: supplementary ? 'proof' : 'dependent',
      galley: supplementary ? asset.href : null,
    });
  }
  return files;
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return match ? match[1].toLowerCase() : '';
}

async function writeArticle(
  db: DbOrTx,
  storage: Storage,
  w: StreamWriter,
  ids: IdCounter,
  format: OjsFormat,
  article: ArticleRow,
  sections: Sections,
  result: OjsExportResult,
): Promise<void> {
  const publicationId = article.id;
  const files = await articleFiles(db, ids, article);
  const created = day(article.createdAt);
  await w.write(
    fragment(
      startTag('article', {
        locale: LOCALE,
        date_submitted: article.receivedDate ?? article.publishedDate ?? created,
        status: 3,
        submission_progress: '',
        current_publication_id: publicationId,
        stage: 'production',
      }),
      el('id', { type: 'internal', advice: 'ignore' }, article.id),
    ),
  );
  for (const f of files) {
    const extension = extensionOf(f.name) || extensionOf(f.file.originalFilename);
    await w.write(
      fragment(
        startTag('submission_file', {
          id: f.id,
          created_at: day(f.file.createdAt),
          file_id: f.id,
          stage: f.stage,
          updated_at: day(f.file.createdAt),
          viewable: 'false',
          genre: f.genre,
        }),
        el('name', { locale: LOCALE }, f.name),
        startTag('file', { id: f.id, filesize: f.file.byteSize, extension }),
        startTag('embed', { encoding: 'base64', mime_type: f.file.contentType || EXTENSION_TYPES[extension] }),
      ),
    );
    await w.pipeBase64(await storage.read(f.file.key));
    await w.write(fragment(endTag('embed'), endTag('file'), endTag('submission_file')));
    result.files++;
    result.fileBytes += f.file.byteSize;
  }

  const contributors = article.contributors;
  const authorIds = contributors.map(() => ids.next('author'));
  const contact = contributors.findIndex((c) => c.corresponding);
  const year = article.publishedDate ? Number(article.publishedDate.slice(0, 4)) : null;
  const vocabulary = (name: 'keywords' | 'subjects', item: 'keyword' | 'subject', values: string[]) =>
    values.length === 0
      ? null
      : el(
          name,
          { locale: LOCALE },
          values.map((v) => (format === '3.5' ? el(item, {}, el('name', {}, v)) : el(item, {}, v))),
        );
  const galleys = files.filter((f) => f.galley !== null);
  await w.write(
    fragment(
      el(
        'publication',
        {
          version: 1,
          status: 3,
          primary_contact_id: contact >= 0 ? authorIds[contact] : null,
          url_path: '',
          seq: 0,
          access_status: 0,
          date_published: article.publishedDate,
          section_ref: sections.get(article.articleType) ?? 'ART',
        },
        el('id', { type: 'internal', advice: 'ignore' }, publicationId),
        article.doi ? el('id', { type: 'doi', advice: 'update' }, article.doi) : null,
        el('title', { locale: LOCALE }, article.title),
        article.abstract ? el('abstract', { locale: LOCALE }, article.abstract) : null,
        article.license ? el('rights', { locale: LOCALE }, article.license) : null,
        article.licenseUrl ? el('licenseUrl', {}, article.licenseUrl) : null,
        article.copyright ? el('copyrightHolder', { locale: LOCALE }, article.copyright) : null,
        article.copyright && year ? el('copyrightYear', {}, year) : null,
        vocabulary('keywords', 'keyword', article.keywords),
        vocabulary('subjects', 'subject', article.subjects),
        contributors.length
          ? el(
              'authors',
              {},
              contributors.map((c, seq) => authorElement(c, seq, authorIds[seq], format)),
            )
          : null,
        galleys.map((f, seq) =>
          el(
            'article_galley',
            { locale: LOCALE, url_path: '', approved: 'true' },
            el('id', { type: 'internal', advice: 'ignore' }, f.id),
            el('name', { locale: LOCALE }, f.galley),
            el('seq', {}, seq),
            el('submission_file_ref', { id: f.id }),
          ),
        ),
        article.pages ? el('pages', {}, article.pages) : null,
      ),
      endTag('article'),
    ),
  );
  result.articles++;
  result.authors += contributors.length;
}

/**
 * One `<author>`: given and family names (a name Genesis did not split is the given name, OJS's
 * way for a single name), affiliations (3.4: one element, each on one line, joined by "; "; 3.5:
 * one `<affiliation><name>` each, or `<rorAffiliation><ror><name>` when it has a ROR id), an
 * e-mail element left empty (Genesis keeps none for published authors: decision 0092), the ORCID
 * iD as its https URL.
 */
function authorElement(c: ContributorRecord, seq: number, id: number, format: OjsFormat): Xml {
  const given = c.givenNames?.trim() || c.name || c.surname || '';
  const family = c.givenNames?.trim() ? c.surname : null;
  const affiliations: XmlChild =
    c.affiliations.length === 0
      ? null
      : format === '3.5'
        ? c.affiliations.map((a) =>
            a.rorId
              ? el('rorAffiliation', {}, el('ror', {}, a.rorId), el('name', { locale: LOCALE }, affiliationLine(a)))
              : el('affiliation', {}, el('name', { locale: LOCALE }, affiliationLine(a))),
          )
        : el('affiliation', { locale: LOCALE }, c.affiliations.map(affiliationLine).join('; '));
  return el(
    'author',
    { include_in_browse: 'true', user_group_ref: 'Author', seq, id },
    el('givenname', { locale: LOCALE }, given),
    family ? el('familyname', { locale: LOCALE }, family) : null,
    affiliations,
    el('email', {}),
    c.orcid ? el('orcid', {}, `https://orcid.org/${c.orcid}`) : null,
  );
}

/** Ids of the document: `submission_file`s and authors each numbered from 1. */
class IdCounter {
  #next = { file: 1, author: 1 };
  next(kind: 'file' | 'author'): number {
    return this.#next[kind]++;
  }
}

/** Writes to a Writable and waits for 'drain' whenever it asks to, so nothing piles up in memory. */
class StreamWriter {
  constructor(private readonly out: Writable) {}

  write(chunk: string | Xml): Promise<void> {
    const text = typeof chunk === 'string' ? chunk : chunk.toString();
    if (this.out.destroyed) return Promise.reject(new Error('the export stream was closed'));
    if (this.out.write(text)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        this.out.off('drain', onDrain);
        this.out.off('error', done);
        this.out.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('the export stream was closed'));
      this.out.on('drain', onDrain);
      this.out.on('error', done);
      this.out.on('close', onClose);
    });
  }

  /** The bytes of `source` as base64, written in chunks of CHUNK bytes (plus what was left over). */
  async pipeBase64(source: Readable): Promise<void> {
    let rest = Buffer.alloc(0);
    try {
      for await (const data of source as AsyncIterable<Buffer>) {
        let buffer = rest.length ? Buffer.concat([rest, data]) : data;
        while (buffer.length >= CHUNK) {
          await this.write(base64Text(buffer.subarray(0, CHUNK).toString('base64')));
          buffer = buffer.subarray(CHUNK);
        }
        const whole = buffer.length - (buffer.length % 3);
        if (whole > 0) await this.write(base64Text(buffer.subarray(0, whole).toString('base64')));
        rest = Buffer.from(buffer.subarray(whole));
      }
    } finally {
      source.destroy();
    }
    if (rest.length) await this.write(base64Text(rest.toString('base64')));
  }
}
