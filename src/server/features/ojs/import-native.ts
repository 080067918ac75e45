/**
 * The streamed import of an OJS Native XML export (issues, sections, articles with every
 * publication version, authors, galleys, submission files, issue galleys and covers) into one
 * journal: docs/decisions/0091-ojs-native-import.md.
 *
 * The file is read in chunks by saxes; a record's metadata is kept as a small element tree until
 * its element closes, then written and dropped, and every base64 `<embed>` payload is decoded as it
 * arrives and streamed to the storage (disk or S3), never held whole: memory does not grow with the
 * file. The whole file is one database transaction: a failure anywhere rolls everything back,
 * removes the bytes already stored, and is reported with the element's path and line. Every record
 * brought in is kept in `ojs_imported_records` by its OJS id, so a second run changes nothing and a
 * run after an interruption (which rolled back) starts again from what had committed.
 */
import type { Translation } from '../../../shared/api/translations';
import { canonicalLanguage, DEFAULT_LANGUAGE } from '../../../shared/domain/languages';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Transform, type TransformCallback } from 'node:stream';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { normaliseRorId, plainAffiliation, type Affiliation } from '../../../shared/api/contributors';
import type { Db, DbOrTx } from '../../db/client';
import { articles, ojsImportedRecords, storedFiles, type OjsRecordKind } from '../../db/schema';
import { FileStore } from '../../lib/file-store';
import type { ContributorRecord } from '../../db/schema';
import type { Storage, WrittenFile } from '../../lib/storage';
import { insertArticle, type ArticleValues } from '../articles';
import { upsertImportedIssue } from '../journals';
import { articleTypeFromHeading, DEFAULT_ARTICLE_TYPE } from '../scholarly';
import { validateOjsExport, type OjsVersion } from './import-validate';

/** How an import runs. */
export interface OjsImportOptions {
  /** The Genesis journal the records go into. */
  journalId: number;
  /** The journal's path in its OJS URLs (`/index.php/{path}/…`), kept for the old links; none when absent. */
  ojsPath?: string;
  /** A folder where the files of `<href src>` elements are looked up (relative names only). */
  filesFolder?: string;
  /** Called after each chunk read: bytes read so far of the file's size, records written. */
  onProgress?: (progress: { bytes: number; totalBytes: number; records: number }) => void;
  /** The OJS schemas' folder (tests); by default import-validate's. */
  schemaDir?: string;
  /**
   * Called inside the file's transaction once every record is written, with the report (its
   * `createdArticles`): what must commit with the import, such as the Crossref redeposit of the
   * imported DOIs (redeposit.ts, decision 0096). Its failure fails the file.
   */
  beforeCommit?: (tx: DbOrTx, report: OjsImportReport) => Promise<void>;
  /**
   * A preview (preview.ts, decision 0096): the file is validated and imported as for real, then
   * the transaction is rolled back and the bytes stored removed; the report says what a real run
   * would create and skip. `beforeCommit` is not called.
   */
  dryRun?: boolean;
}

/** Thrown inside a dry run's transaction to roll it back. */
class DryRunRollback extends Error {}

/** Counts of one kind of record: seen in the file, created now, already there (a second run). */
export interface KindCount {
  seen: number;
  created: number;
  existing: number;
}

/** What an import did, by kind, and the file's format. */
export interface OjsImportReport {
  file: string;
  version: OjsVersion;
  counts: Record<
    'issues' | 'sections' | 'articles' | 'publications' | 'authors' | 'galleys' | 'files' | 'issueGalleys' | 'covers',
    KindCount
  >;
  /** Bytes of files written to storage by this run. */
  storedBytes: number;
  /** The Genesis articles this run created (not those already there or adopted by DOI), with their DOI. */
  createdArticles: { id: number; doi: string | null }[];
  /** The issues of the file filed in Genesis (those with a volume), in file order: their pages' keys. */
  issues: { volume: string; number: string; title: string | null }[];
  /** Crossref redeposits queued for them by the `beforeCommit` hook (redeposit.ts), 0 without one. */
  redepositsQueued: number;
}

/** An OJS 3.5 `<ror>` as the canonical ROR URL (decision 0089), or null when it is none. */
function rorUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const id = normaliseRorId(value);
  return /^https:\/\/ror\.org\/0[0-9a-z]{8}$/.test(id) ? id : null;
}

/** An import refused (validation) or failed (a record), with where: element path and line. */
export class OjsImportError extends Error {
  constructor(
    message: string,
    readonly where: { path: string; line: number } | null = null,
    readonly schemaErrors: { line: number | null; message: string }[] = [],
  ) {
    super(where ? `${message} (at ${where.path}, line ${where.line})` : message);
    this.name = 'OjsImportError';
  }
}

/** A parsed element of the export: attributes, children, text; embeds carry their stored file instead. */
interface El {
  /** Its path from the root, `/issues/issue/articles/article` (reports). */
  path: string;
  name: string;
  attrs: Record<string, string>;
  children: El[];
  text: string;
  line: number;
  /** For `<embed>` and `<href>`: the file written to storage (absent when skipped). */
  stored?: Promise<WrittenFile | null>;
  /** For `<embed>` and `<href>`: where it sits in the file, by the OJS ids of its ancestors (its storage key). */
  identity?: string;
}

/**
 * The storage key of an imported file (decision 0097): derived from the journal and the file's
 * place in the export (`NativeRun.identity`), so that a run interrupted after writing a file's bytes
 * and before committing (a kill, a crash) leaves bytes that the next run of the same export writes
 * again under the same key (reused, replaced in place) rather than an orphan beside a new copy.
 * 16 bytes of sha256, base64url: the shape of every storage key (lib/storage.ts).
 */
export function importFileKey(journalId: number, identity: string): string {
  return createHash('sha256')
    .update(`ojs-native|${journalId}|${identity}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

const kids = (el: El | undefined, name: string): El[] => el?.children.filter((c) => c.name === name) ?? [];
const kid = (el: El | undefined, name: string): El | undefined => el?.children.find((c) => c.name === name);
const textOf = (el: El | undefined): string | null => {
  const t = el?.text.trim();
  return t ? t : null;
};
/** `<name locale="x">…</name>` children as { locale: text }. */
function localized(el: El | undefined, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of kids(el, name)) {
    const value = textOf(c);
    if (value !== null) out[c.attrs.locale ?? ''] = value;
  }
  return out;
}
/** The value in `locale`, else in any locale (the first given). */
function pick(values: Record<string, string>, locale: string): string | null {
  return values[locale] ?? Object.values(values)[0] ?? null;
}
/** The OJS internal id of a record: `<id type="internal">`, else its `id` attribute. */
function internalId(el: El): string | null {
  const id = kids(el, 'id').find((c) => (c.attrs.type ?? 'internal') === 'internal');
  return textOf(id) ?? el.attrs.id ?? null;
}
/** Keyword-like lists: 3.3/3.4 `<keywords locale><keyword>`, 3.5 `<keywords locale><name>`. */
function termLists(el: El, list: string, item: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const l of kids(el, list)) {
    const terms = l.children.filter((c) => c.name === item || c.name === 'name').map(textOf);
    out[l.attrs.locale ?? ''] = terms.filter((t): t is string => t !== null);
  }
  return out;
}
/** HTML of OJS's rich-text fields as plain text (Genesis stores abstracts as text). */
function plain(html: string | null): string | null {
  if (html === null) return null;
  const text = html
    .replace(/<\/(p|div|li|h\d)>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text || null;
}
/** An ISO date "YYYY-MM-DD" from OJS's date fields (which may carry a time), or null. */
function isoDate(value: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value?.trim() ?? '');
  return m ? m[1] : null;
}
/** A bare ORCID iD (0000-0002-1825-0097) from OJS's URL form. */
function bareOrcid(value: string | null): string | null {
  const m = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/.exec(value ?? '');
  return m ? m[1] : null;
}

/** Content type of a file from its name's extension (OJS's export names the extension). */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  epub: 'application/epub+zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};
function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Decodes base64 as it streams (whitespace ignored, partial quads carried over). */
class Base64Decoder extends Transform {
  private rest = '';
  override _transform(chunk: Buffer | string, _enc: BufferEncoding, done: TransformCallback): void {
    const s = this.rest + chunk.toString().replace(/\s+/g, '');
    const whole = s.length - (s.length % 4);
    this.rest = s.slice(whole);
    if (whole) this.push(Buffer.from(s.slice(0, whole), 'base64'));
    done();
  }
  override _flush(done: TransformCallback): void {
    if (this.rest) this.push(Buffer.from(this.rest, 'base64'));
    done();
  }
}

/** The cover images of an issue or a publication: `<covers><cover locale>`, `<issue_cover>`. */
function coverElements(owner: El): El[] {
  return [...kids(kid(owner, 'covers'), 'cover'), ...kids(owner, 'issue_cover')];
}
/** The mapping's ids of `owner`'s covers: `prefix`:locale:index. */
function coverKeys(owner: El, prefix: string): string[] {
  return coverElements(owner).map((cover, i) => `${prefix}:${cover.attrs.locale ?? ''}:${i}`);
}

/** Elements whose subtree is a record: written when it closes, then dropped from its parent. */
const RECORD_ELEMENTS = new Set(['article']);

function emptyCounts(): OjsImportReport['counts'] {
  const c = (): KindCount => ({ seen: 0, created: 0, existing: 0 });
  return {
    issues: c(),
    sections: c(),
    articles: c(),
    publications: c(),
    authors: c(),
    galleys: c(),
    files: c(),
    issueGalleys: c(),
    covers: c(),
  };
}

/**
 * Imports the OJS Native XML export `source` (a file path) into journal `options.journalId`:
 * validated first against its OJS version's `native.xsd` (nothing written when it fails), then
 * streamed in one transaction of `db`, files to `storage`. A record already imported (same kind
 * and OJS id in this journal, or an article whose DOI the journal already has) is left as it is.
 * @returns the report: counts by kind (seen, created, already there) and bytes stored
 * @throws OjsImportError for a refused file (schema messages) or a failed record (path and line);
 *   nothing of the file is then kept
 */
export async function importOjsNative(
  db: Db,
  storage: Storage,
  source: string,
  options: OjsImportOptions,
): Promise<OjsImportReport> {
  const validation = await validateOjsExport(source, options.schemaDir);
  if (!validation.ok) throw new OjsImportError(validation.reason, null, validation.errors);
  if (validation.kind !== 'native')
    throw new OjsImportError('This is an OJS users export: import it as users, not as issues and articles');
  const report: OjsImportReport = {
    file: source,
    version: validation.version,
    counts: emptyCounts(),
    storedBytes: 0,
    createdArticles: [],
    issues: [],
    redepositsQueued: 0,
  };
  const written = new Set<string>();
  const recorded = new Set<string>();
  try {
    await db.transaction(async (tx) => {
      const run = new NativeRun(tx, storage, options, report, written, recorded);
      await run.load();
      if (options.ojsPath) await run.keepJournalPath(options.ojsPath);
      await run.parse(source);
      if (options.dryRun) throw new DryRunRollback();
      await options.beforeCommit?.(tx, report);
    });
    // A payload no record claimed (an element the importer does not read) is not kept.
    for (const key of written) if (!recorded.has(key)) await storage.remove(key);
  } catch (err) {
    await removeUnrecorded(db, storage, [...written]);
    if (err instanceof DryRunRollback) return report;
    if (err instanceof OjsImportError) throw err;
    throw new OjsImportError(`The import failed and nothing was kept: ${(err as Error).message}`);
  }
  return report;
}

/**
 * After a failed run: removes the bytes this run wrote, except those a committed `stored_files`
 * row names (a file's key is derived from its place, so another run that committed the same
 * place, at the same time on PostgreSQL, owns them). When the database cannot be read nothing is
 * removed: the storage sweep (decision 0014) removes unrecorded files an hour later, and a re-run
 * writes them again under the same keys.
 */
async function removeUnrecorded(db: Db, storage: Storage, keys: string[]): Promise<void> {
  const kept = new Set<string>();
  try {
    for (let i = 0; i < keys.length; i += 500) {
      const batch = keys.slice(i, i + 500);
      const rows = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch));
      for (const r of rows) kept.add(r.key);
    }
  } catch {
    return;
  }
  for (const key of keys) if (!kept.has(key)) await storage.remove(key).catch(() => undefined);
}

/** An `<issue>` of the file: its element, and once written its Genesis id, volume and number. */
interface IssueContext {
  el: El;
  written: boolean;
  volume: string | null;
  number: string | null;
  /** Its sections by ref: their title (for the article type). */
  sections: Map<string, string>;
}

/** One run over one file, inside its transaction. */
class NativeRun {
  /** `${kind}|${ojsId}` → genesis id, of what this journal already has. */
  private known = new Map<string, string>();
  /** The keys of `known` that belong to the article being written (forgotten at the next). */
  private articleKeys: string[] = [];
  /** The transaction's last turn (`exclusive`). */
  private turn: Promise<unknown> = Promise.resolve();
  private stack: El[] = [];
  private queue: (() => Promise<void>)[] = [];
  /** The `<issue>` being read; each queued write holds its own (the parser runs ahead of the writes). */
  private currentIssue: IssueContext | null = null;
  private embedSink: PassThrough | null = null;
  private records = 0;
  private failure: OjsImportError | null = null;

  constructor(
    private tx: DbOrTx,
    private storage: Storage,
    private options: OjsImportOptions,
    private report: OjsImportReport,
    private written: Set<string>,
    private recorded: Set<string>,
  ) {}

  /**
   * Reads the mapping of the journal's earlier imports that belongs to no article (the journal's
   * path, issues, sections, issue covers and galleys: a few per issue). An article's records are
   * looked up when it is written (`loadArticle`) and dropped after: nothing per article stays in
   * memory (decision 0097).
   */
  async load(): Promise<void> {
    const rows = await this.tx
      .select({
        kind: ojsImportedRecords.kind,
        ojsId: ojsImportedRecords.ojsId,
        genesisId: ojsImportedRecords.genesisId,
      })
      .from(ojsImportedRecords)
      .where(and(eq(ojsImportedRecords.journalId, this.options.journalId), isNull(ojsImportedRecords.articleOjsId)));
    for (const r of rows) this.known.set(`${r.kind}|${r.ojsId}`, r.genesisId);
  }

  /**
   * Makes `this.known` hold, besides the records of no article, the earlier records of one
   * article's ids `ids` (kind → OJS ids), read by the mapping's key; the previous article's are
   * forgotten.
   */
  private async loadArticle(ids: Partial<Record<OjsRecordKind, string[]>>): Promise<void> {
    for (const key of this.articleKeys) this.known.delete(key);
    this.articleKeys = [];
    const byKind = Object.entries(ids)
      .filter(([, list]) => list.length > 0)
      .map(([kind, list]) =>
        and(eq(ojsImportedRecords.kind, kind as OjsRecordKind), inArray(ojsImportedRecords.ojsId, list)),
      );
    if (!byKind.length) return;
    const rows = await this.tx
      .select({
        kind: ojsImportedRecords.kind,
        ojsId: ojsImportedRecords.ojsId,
        genesisId: ojsImportedRecords.genesisId,
      })
      .from(ojsImportedRecords)
      .where(and(eq(ojsImportedRecords.journalId, this.options.journalId), or(...byKind)));
    for (const r of rows) {
      const key = `${r.kind}|${r.ojsId}`;
      this.known.set(key, r.genesisId);
      this.articleKeys.push(key);
    }
  }

  /** Whether the journal has the record `kind` `ojsId` (from an earlier run, or this one). */
  private async isImported(kind: OjsRecordKind, ojsId: string): Promise<boolean> {
    if (this.known.has(`${kind}|${ojsId}`)) return true;
    const [row] = await this.tx
      .select({ ojsId: ojsImportedRecords.ojsId })
      .from(ojsImportedRecords)
      .where(
        and(
          eq(ojsImportedRecords.journalId, this.options.journalId),
          eq(ojsImportedRecords.kind, kind),
          eq(ojsImportedRecords.ojsId, ojsId),
        ),
      );
    return row !== undefined;
  }

  private where(el?: El): { path: string; line: number } {
    const at = el ?? this.stack[this.stack.length - 1];
    return { path: at?.path ?? '/', line: at?.line ?? 0 };
  }

  private async map(
    kind: OjsRecordKind,
    ojsId: string,
    genesisId: string,
    data: Record<string, unknown>,
    articleOjsId: string | null,
  ) {
    await this.tx
      .insert(ojsImportedRecords)
      .values({ journalId: this.options.journalId, kind, ojsId, genesisId, data, articleOjsId })
      .onConflictDoNothing();
    this.known.set(`${kind}|${ojsId}`, genesisId);
    if (articleOjsId !== null) this.articleKeys.push(`${kind}|${ojsId}`);
    this.records += 1;
  }

  /** Keeps `ojsPath` as this journal's OJS path (the old links), once. */
  async keepJournalPath(ojsPath: string): Promise<void> {
    if (!this.known.has(`journal|${ojsPath}`))
      await this.map('journal', ojsPath, String(this.options.journalId), {}, null);
  }

  /** Streams the file through saxes, running the queued writes after each chunk (backpressure). */
  async parse(file: string): Promise<void> {
    const parser = new SaxesParser({ position: true });
    parser.on('opentag', (tag) => {
      const el: El = {
        path: `${this.stack[this.stack.length - 1]?.path ?? ''}/${tag.name}`,
        name: tag.name,
        attrs: tag.attributes as Record<string, string>,
        children: [],
        text: '',
        line: parser.line,
      };
      const parent = this.stack[this.stack.length - 1];
      parent?.children.push(el);
      this.stack.push(el);
      this.opened(el);
    });
    parser.on('text', (t) => {
      if (this.embedSink) this.embedSink.write(t);
      else {
        const top = this.stack[this.stack.length - 1];
        if (top) top.text += t;
      }
    });
    parser.on('cdata', (t) => {
      const top = this.stack[this.stack.length - 1];
      if (top) top.text += t;
    });
    parser.on('closetag', () => {
      const el = this.stack[this.stack.length - 1];
      this.closed(el);
      this.stack.pop();
    });
    parser.on('error', (err) => {
      throw new OjsImportError(`Not well-formed XML: ${err.message}`, this.where());
    });
    const totalBytes = (await fs.promises.stat(file)).size;
    let bytes = 0;
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024, encoding: 'utf8' })) {
      parser.write(chunk as string); // decoded by the stream: a character split by a chunk stays whole
      this.flushEmbedText(parser);
      bytes += Buffer.byteLength(chunk as string);
      await this.drain();
      this.options.onProgress?.({ bytes, totalBytes, records: this.records });
    }
    parser.close();
    await this.drain();
  }

  /**
   * saxes gathers a text node until the next markup, across chunks: inside an `<embed>` the
   * payload gathered so far is handed to the decoder after each chunk and dropped from the
   * parser, so that a payload is never held whole (its `text` field is private in saxes's types;
   * the bench's memory figure depends on this).
   */
  private flushEmbedText(parser: SaxesParser): void {
    if (!this.embedSink) return;
    const inner = parser as unknown as { text: string };
    if (inner.text) {
      this.embedSink.write(inner.text);
      inner.text = '';
    }
  }

  private async drain(): Promise<void> {
    if (this.embedSink && this.embedSink.writableNeedDrain) {
      const sink = this.embedSink;
      await new Promise<void>((resolve) => sink.once('drain', resolve));
    }
    while (this.queue.length) {
      const job = this.queue.shift()!;
      await this.exclusive(job);
      if (this.failure) throw this.failure;
    }
  }

  /**
   * The place of the element on top of the stack in the export: each ancestor by its OJS id
   * (issue, article, submission file, issue galley) or else by its rank among its parent's
   * children of its name, `issue#1/articles[0]/article#12/submission_file#40/file[0]/embed[0]`.
   * The same export read again gives the same identity (the parse is deterministic).
   */
  private identity(): string {
    return this.stack
      .map((el, depth) => {
        const id =
          el.name === 'submission_file'
            ? el.attrs.id
            : el.name === 'article' || el.name === 'issue' || el.name === 'issue_galley'
              ? internalId(el)
              : null;
        if (id) return `${el.name}#${id}`;
        const siblings = this.stack[depth - 1]?.children.filter((c) => c.name === el.name) ?? [el];
        return `${el.name}[${siblings.indexOf(el)}]`;
      })
      .join('/');
  }

  /**
   * The storage key for the file at `identity` (`importFileKey`), or undefined (a fresh key) when
   * that key is already a recorded file's or was written by this run (the same place twice):
   * a recorded file is never overwritten.
   */
  private async importKey(identity: string): Promise<string | undefined> {
    const key = importFileKey(this.options.journalId, identity);
    if (this.written.has(key)) return undefined;
    this.written.add(key); // claimed now: a failed run removes it, written or not
    const [row] = await this.tx.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
    if (row) this.written.delete(key);
    return row ? undefined : key;
  }

  private opened(el: El): void {
    const parent = this.stack[this.stack.length - 2];
    if (el.name === 'embed' || el.name === 'href') el.identity = this.identity();
    if (el.name === 'embed') {
      // Skip the payload of a file already imported (a second run): nothing is written again.
      // Both look-ups run before the bytes flow; the sink holds them meanwhile (backpressure).
      // Both in one turn of the transaction, taken now: before the writes of this chunk's records.
      const owner = this.owner();
      const identity = el.identity!;
      const lookup = this.exclusive(async () => {
        if (owner && (await this.isImported(owner.kind, owner.id))) return { known: true as const };
        return { known: false as const, key: await this.importKey(identity) };
      });
      const decoder = new Base64Decoder();
      const sink = new PassThrough({ highWaterMark: 1 << 20 });
      this.embedSink = sink;
      el.stored = lookup.then(async (found) => {
        if (found.known) {
          sink.resume(); // read and dropped
          return null;
        }
        const key = found.key;
        const w = await this.storage.write(sink.pipe(decoder), key ? { key } : {});
        this.written.add(w.key);
        this.report.storedBytes += w.byteSize;
        return w;
      });
      // A storage failure surfaces when the record is written; keep it from being unhandled.
      el.stored.catch(() => undefined);
    } else if (el.name === 'articles' && parent?.name === 'issue') {
      // The issue's own metadata (identification, sections, covers, galleys) precedes its articles.
      const issue = this.currentIssue;
      if (issue) this.queue.push(() => this.writeIssue(issue));
    } else if (el.name === 'issue') {
      this.currentIssue = { el, written: false, volume: null, number: null, sections: new Map() };
    }
  }

  /**
   * The record an `<embed>` belongs to, whose import by an earlier run means its payload is not
   * stored again: the nearest submission file, article or issue on the stack. An article's or
   * issue's `<id>` is its first child, parsed before any payload.
   */
  private owner(): { kind: OjsRecordKind; id: string } | null {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const el = this.stack[i];
      if (el.name === 'submission_file') return el.attrs.id ? { kind: 'submission_file', id: el.attrs.id } : null;
      if (el.name === 'article' || el.name === 'issue') {
        const id = internalId(el);
        return id === null ? null : { kind: el.name, id };
      }
    }
    return null;
  }

  /**
   * Runs `fn` when the transaction is free: one statement at a time on its connection (the
   * queued writes and the look-ups of payloads run in the order they were asked for). `fn` must
   * not call `exclusive` itself.
   */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.turn.then(fn, fn);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private closed(el: El): void {
    if (el.name === 'embed') {
      this.embedSink?.end();
      this.embedSink = null;
      el.children = [];
      el.text = '';
      return;
    }
    const issue = this.currentIssue;
    if (el.name === 'issue' && issue) {
      this.queue.push(() => this.writeIssue(issue));
      this.currentIssue = null;
      const parent = this.stack[this.stack.length - 2];
      if (parent) parent.children = parent.children.filter((c) => c !== el);
    }
    if (el.name === 'section' && issue) {
      const title = pick(localized(el, 'title'), '');
      if (el.attrs.ref && title) issue.sections.set(el.attrs.ref, title);
    }
    if (RECORD_ELEMENTS.has(el.name)) {
      const parent = this.stack[this.stack.length - 2];
      if (parent) parent.children = parent.children.filter((c) => c !== el);
      const where = this.where(el);
      this.queue.push(() =>
        this.writeArticle(el, issue).catch((err: unknown) => {
          this.failure =
            err instanceof OjsImportError
              ? err
              : new OjsImportError(`The article could not be imported: ${(err as Error).message}`, where);
        }),
      );
    }
  }

  /** Writes the issue record (once per `<issue>`), its sections, covers and issue galleys. */
  private async writeIssue(state: IssueContext): Promise<void> {
    if (state.written) return;
    state.written = true;
    const el = state.el;
    const ident = kid(el, 'issue_identification');
    const volume = textOf(kid(ident, 'volume'));
    const number = textOf(kid(ident, 'number')) ?? '';
    const year = textOf(kid(ident, 'year'));
    const ojsId = internalId(el);
    this.report.counts.issues.seen += 1;
    let issueId = 0;
    if (!volume) {
      // Genesis files articles by volume: an issue without one keeps its articles unfiled.
      state.volume = null;
      state.number = null;
    } else {
      const id = await upsertImportedIssue(this.tx, this.options.journalId, {
        volume,
        number,
        year: year ? Number(year) : null,
        title: pick(localized(ident, 'title'), 'en') ?? null,
        description: plain(pick(localized(el, 'description'), 'en')),
        publishedDate: isoDate(textOf(kid(el, 'date_published'))),
        current: el.attrs.current === '1' || el.attrs.current === 'true',
      });
      issueId = id;
      this.report.issues.push({ volume, number, title: pick(localized(ident, 'title'), 'en') ?? null });
      state.volume = volume;
      state.number = number;
    }
    if (ojsId !== null) {
      if (this.known.has(`issue|${ojsId}`)) this.report.counts.issues.existing += 1;
      else {
        this.report.counts.issues.created += 1;
        await this.map(
          'issue',
          ojsId,
          String(issueId),
          {
            title: localized(ident, 'title'),
            description: localized(el, 'description'),
            volume,
            number,
            year,
            published: el.attrs.published,
            current: el.attrs.current,
            urlPath: el.attrs.url_path ?? null,
          },
          null,
        );
      }
    }
    for (const section of kids(kid(el, 'sections'), 'section')) {
      this.report.counts.sections.seen += 1;
      const sid = internalId(section) ?? section.attrs.ref;
      if (!sid) continue;
      if (this.known.has(`section|${sid}`)) this.report.counts.sections.existing += 1;
      else {
        this.report.counts.sections.created += 1;
        await this.map(
          'section',
          sid,
          section.attrs.ref ?? sid,
          {
            ref: section.attrs.ref,
            title: localized(section, 'title'),
            abbrev: localized(section, 'abbrev'),
            policy: localized(section, 'policy'),
          },
          null,
        );
      }
    }
    await this.writeCovers(el, `issue:${ojsId}`, null);
    for (const [i, galley] of kids(kid(el, 'issue_galleys'), 'issue_galley').entries()) {
      this.report.counts.issueGalleys.seen += 1;
      const issueFile = kid(galley, 'issue_file');
      const name =
        textOf(kid(issueFile, 'original_file_name')) ?? textOf(kid(issueFile, 'file_name')) ?? `issue-galley-${i}`;
      const gid = internalId(galley) ?? `${ojsId}:${i}`;
      const file = await this.fileOf(issueFile, name, 'public');
      if (this.known.has(`issue_galley|${gid}`) || !file) this.report.counts.issueGalleys.existing += 1;
      else {
        this.report.counts.issueGalleys.created += 1;
        await this.map(
          'issue_galley',
          gid,
          file.key,
          { label: textOf(kid(galley, 'label')), locale: galley.attrs.locale ?? null, name, issueOjsId: ojsId },
          null,
        );
      }
    }
  }

  /**
   * The cover images of an issue or a publication (`<covers><cover locale>`), mapped as `cover`
   * by `prefix`:locale:index.
   */
  private async writeCovers(owner: El, prefix: string, articleOjsId: string | null): Promise<void> {
    const keys = coverKeys(owner, prefix);
    for (const [i, cover] of coverElements(owner).entries()) {
      this.report.counts.covers.seen += 1;
      const name = textOf(kid(cover, 'cover_image')) ?? `cover-${i}`;
      const key = keys[i];
      const file = this.known.has(`cover|${key}`) ? null : await this.fileOf(cover, name, 'public');
      if (!file) this.report.counts.covers.existing += 1;
      else {
        this.report.counts.covers.created += 1;
        const alt = textOf(kid(cover, 'cover_image_alt_text'));
        await this.map('cover', key, file.key, { name, locale: cover.attrs.locale ?? null, alt }, articleOjsId);
      }
    }
  }

  /**
   * Records the stored file of `el`'s `<embed>` (or the `<href src>` file found in the files
   * folder) in `stored_files`. @returns null when none was written (already imported)
   */
  private async fileOf(
    el: El | undefined,
    name: string,
    visibility: 'public' | 'private',
  ): Promise<{ key: string } | null> {
    const embed = kid(el, 'embed');
    let written: WrittenFile | null = null;
    if (embed?.stored) written = await embed.stored;
    else {
      const href = kid(el, 'href');
      const src = href?.attrs.src;
      if (src && this.options.filesFolder && !/^[a-z]+:/i.test(src)) {
        const resolved = path.resolve(this.options.filesFolder, src);
        if (!resolved.startsWith(path.resolve(this.options.filesFolder) + path.sep))
          throw new OjsImportError(`The file ${src} lies outside the files folder`, this.where(href));
        const key = await this.importKey(href!.identity ?? href!.path);
        written = await this.storage.writeFromPath(resolved, key ? { key } : {});
        this.written.add(written.key);
        this.report.storedBytes += written.byteSize;
      } else if (src) {
        throw new OjsImportError(
          `The file ${src} is linked, not embedded: give the folder that holds it`,
          this.where(href),
        );
      }
    }
    if (!written) return null;
    await new FileStore(this.tx as Db, this.storage).recordInTransaction(this.tx, written, {
      originalFilename: name,
      contentType: contentTypeOf(name),
      visibility,
    });
    this.recorded.add(written.key);
    return { key: written.key };
  }

  /** Writes an article: its files, its current publication as the Genesis article, every publication in the mapping. */
  private async writeArticle(el: El, issue: IssueContext | null): Promise<void> {
    const c = this.report.counts;
    const ojsId = internalId(el);
    if (ojsId === null) throw new OjsImportError('An article without an OJS id', this.where(el));
    c.articles.seen += 1;
    // What an earlier run (or this one) brought in of this article, read by the mapping's key.
    const pubs = kids(el, 'publication');
    const ids = (list: (string | null | undefined)[]) => list.filter((x): x is string => !!x);
    await this.loadArticle({
      article: [ojsId],
      submission_file: ids(kids(el, 'submission_file').map((sf) => sf.attrs.id ?? internalId(sf) ?? '')),
      publication: ids(pubs.map(internalId)),
      author: ids(pubs.flatMap((p) => kids(kid(p, 'authors'), 'author').map((a) => a.attrs.id))),
      galley: ids(pubs.flatMap((p) => kids(p, 'article_galley').map(internalId))),
      cover: pubs.flatMap((p) => coverKeys(p, `publication:${internalId(p) ?? ''}`)),
    });
    // Files first: galleys point at them by id.
    const fileKeys = new Map<string, { key: string | null; name: string; genre: string | null }>();
    for (const sf of kids(el, 'submission_file')) {
      c.files.seen += 1;
      const id = sf.attrs.id ?? internalId(sf) ?? '';
      const name = pick(localized(sf, 'name'), el.attrs.locale ?? 'en') ?? `file-${id}`;
      const fileEl = kid(sf, 'file');
      const known = this.known.get(`submission_file|${id}`);
      if (known !== undefined) {
        c.files.existing += 1;
        fileKeys.set(id, { key: known, name, genre: sf.attrs.genre ?? null });
        continue;
      }
      const named = fileEl?.attrs.extension && !path.extname(name) ? `${name}.${fileEl.attrs.extension}` : name;
      const file = await this.fileOf(fileEl, named, 'public');
      fileKeys.set(id, { key: file?.key ?? null, name: named, genre: sf.attrs.genre ?? null });
      if (file) {
        c.files.created += 1;
        await this.map(
          'submission_file',
          id,
          file.key,
          { name: named, genre: sf.attrs.genre ?? null, stage: sf.attrs.stage ?? null },
          ojsId,
        );
      }
    }
    const publications = kids(el, 'publication');
    const currentId = el.attrs.current_publication_id;
    const current = publications.find((p) => internalId(p) === currentId) ?? publications[publications.length - 1];
    const versions: Record<string, unknown>[] = [];
    let pdfKey: string | null = null;
    let xmlKey: string | null = null;
    for (const pub of publications) {
      c.publications.seen += 1;
      const pubId = internalId(pub) ?? '';
      await this.writeCovers(pub, `publication:${pubId}`, ojsId);
      const authors = kids(kid(pub, 'authors'), 'author');
      c.authors.seen += authors.length;
      const galleys = kids(pub, 'article_galley');
      c.galleys.seen += galleys.length;
      const galleyData = galleys.map((g) => {
        const ref = kid(g, 'submission_file_ref')?.attrs.id ?? null;
        const file = ref === null ? null : (fileKeys.get(ref) ?? null);
        const remote = kid(g, 'remote')?.attrs.src ?? null;
        if (ref !== null && !file && !remote)
          throw new OjsImportError(
            `The galley names submission file ${ref}, which the article does not have`,
            this.where(g),
          );
        return {
          ojsId: internalId(g),
          label: pick(localized(g, 'name'), g.attrs.locale ?? 'en'),
          locale: g.attrs.locale ?? null,
          seq: textOf(kid(g, 'seq')),
          urlPath: g.attrs.url_path || null,
          fileKey: file?.key ?? null,
          fileName: file?.name ?? null,
          remote,
        };
      });
      if (pub === current) {
        const pdf = galleyData.find((g) => g.fileName && /\.pdf$/i.test(g.fileName) && g.fileKey);
        const xml = galleyData.find((g) => g.fileName && /\.xml$/i.test(g.fileName) && g.fileKey);
        pdfKey = pdf?.fileKey ?? null;
        xmlKey = xml?.fileKey ?? null;
      }
      versions.push({
        ojsId: pubId,
        version: pub.attrs.version ?? null,
        status: pub.attrs.status ?? null,
        locale: pub.attrs.locale ?? el.attrs.locale ?? null,
        datePublished: isoDate(pub.attrs.date_published),
        sectionRef: pub.attrs.section_ref ?? null,
        urlPath: pub.attrs.url_path || null,
        doi: textOf(kids(pub, 'id').find((i) => i.attrs.type === 'doi')),
        title: localized(pub, 'title'),
        prefix: localized(pub, 'prefix'),
        subtitle: localized(pub, 'subtitle'),
        abstract: localized(pub, 'abstract'),
        coverage: localized(pub, 'coverage'),
        rights: localized(pub, 'rights'),
        source: localized(pub, 'source'),
        type: localized(pub, 'type'),
        licenseUrl: textOf(kid(pub, 'licenseUrl')),
        copyrightHolder: localized(pub, 'copyrightHolder'),
        copyrightYear: textOf(kid(pub, 'copyrightYear')),
        keywords: termLists(pub, 'keywords', 'keyword'),
        subjects: termLists(pub, 'subjects', 'subject'),
        disciplines: termLists(pub, 'disciplines', 'discipline'),
        agencies: termLists(pub, 'agencies', 'agency'),
        languages: termLists(pub, 'languages', 'language'),
        pages: textOf(kid(pub, 'pages')),
        primaryContactId: pub.attrs.primary_contact_id ?? null,
        authors: authors.map((a) => this.authorData(a, pub.attrs.primary_contact_id)),
        galleys: galleyData,
      });
    }
    if (!current) throw new OjsImportError('An article without a publication', this.where(el));
    const cur = versions[publications.indexOf(current)];
    const locale = (cur.locale as string | null) ?? el.attrs.locale ?? 'en';
    const doi = cur.doi as string | null;

    let articleId = this.known.get(`article|${ojsId}`) ?? null;
    let existing = articleId !== null;
    if (!existing && doi) {
      const [same] = await this.tx
        .select({ id: articles.id, journalId: articles.journalId })
        .from(articles)
        .where(sql`lower(${articles.doi}) = lower(${doi})`);
      if (same && same.journalId !== this.options.journalId)
        throw new OjsImportError(
          `DOI ${doi} belongs to an article of another journal (#${same.id})`,
          this.where(current),
        );
      if (same) {
        articleId = String(same.id);
        existing = true;
      }
    }
    if (existing) c.articles.existing += 1;
    else {
      const values = this.articleValues(cur, locale, doi, pdfKey, xmlKey, el, issue);
      const { id } = await insertArticle(this.tx, values);
      articleId = String(id);
      c.articles.created += 1;
      this.report.createdArticles.push({ id, doi });
    }
    // Every publication, author and galley is mapped (the old links and a later export read them).
    for (const v of versions) {
      const pid = v.ojsId as string;
      if (this.known.has(`publication|${pid}`)) c.publications.existing += 1;
      else {
        c.publications.created += 1;
        await this.map('publication', pid, articleId!, v, ojsId);
      }
      for (const a of v.authors as { ojsId: string | null }[]) {
        if (a.ojsId === null || this.known.has(`author|${a.ojsId}`)) c.authors.existing += 1;
        else {
          c.authors.created += 1;
          await this.map('author', a.ojsId, articleId!, a, ojsId);
        }
      }
      for (const g of v.galleys as { ojsId: string | null; fileKey: string | null }[]) {
        if (g.ojsId === null || this.known.has(`galley|${g.ojsId}`)) c.galleys.existing += 1;
        else {
          c.galleys.created += 1;
          await this.map('galley', g.ojsId, g.fileKey ?? '', { ...g, articleId: Number(articleId) }, ojsId);
        }
      }
    }
    if (!this.known.has(`article|${ojsId}`))
      await this.map(
        'article',
        ojsId,
        articleId!,
        {
          locale: el.attrs.locale ?? null,
          dateSubmitted: isoDate(el.attrs.date_submitted),
          currentPublicationId: currentId ?? null,
          issueOjsId: issue ? internalId(issue.el) : null,
          doi,
        },
        ojsId,
      );
  }

  private authorData(a: El, primaryContactId: string | undefined): Record<string, unknown> {
    // 3.3/3.4: <affiliation locale>text</affiliation>; 3.5: <affiliation><name locale>…</name></affiliation>
    // and <rorAffiliation><ror>…</ror><name locale>…</name></rorAffiliation>.
    const affiliations = kids(a, 'affiliation').map((af) =>
      kids(af, 'name').length ? localized(af, 'name') : { [af.attrs.locale ?? '']: textOf(af) ?? '' },
    );
    const rorAffiliations = kids(a, 'rorAffiliation').map((r) => ({
      ror: textOf(kid(r, 'ror')),
      name: localized(r, 'name'),
    }));
    return {
      ojsId: a.attrs.id ?? null,
      seq: a.attrs.seq ?? null,
      userGroup: a.attrs.user_group_ref ?? null,
      primaryContact: a.attrs.id !== undefined && a.attrs.id === primaryContactId,
      givenName: localized(a, 'givenname'),
      familyName: localized(a, 'familyname'),
      affiliations,
      rorAffiliations,
      country: textOf(kid(a, 'country')),
      email: textOf(kid(a, 'email')),
      url: textOf(kid(a, 'url')),
      orcid: textOf(kid(a, 'orcid')),
      biography: localized(a, 'biography'),
    };
  }

  /** The Genesis article of the current publication `v` in `locale` (other locales stay in the mapping). */
  private articleValues(
    v: Record<string, unknown>,
    locale: string,
    doi: string | null,
    pdfKey: string | null,
    xmlKey: string | null,
    el: El,
    issue: IssueContext | null,
  ): ArticleValues {
    const loc = (field: string) => pick(v[field] as Record<string, string>, locale);
    const prefix = loc('prefix');
    const baseTitle = loc('title') ?? '(untitled)';
    const full = prefix && !baseTitle.startsWith(prefix) ? `${prefix} ${baseTitle}` : baseTitle;
    const subtitle = loc('subtitle');
    const title = subtitle ? `${full}: ${subtitle}` : full;
    const authors = (v.authors as ReturnType<NativeRun['authorData']>[])
      .slice()
      .sort((x, y) => Number(x.seq ?? 0) - Number(y.seq ?? 0));
    const contributors: ContributorRecord[] = authors.map((a) => {
      const given = pick(a.givenName as Record<string, string>, locale);
      const family = pick(a.familyName as Record<string, string>, locale);
      // Affiliations as records (decision 0089): the 3.5 format's rorAffiliation keeps its ROR id.
      const affs = [
        ...(a.affiliations as Record<string, string>[])
          .map((n) => pick(n, locale))
          .map((n) => (n ? plainAffiliation(n) : null)),
        ...(a.rorAffiliations as { name: Record<string, string>; ror?: string | null }[]).map((r) => {
          const n = pick(r.name, locale);
          return n ? plainAffiliation(n, rorUrl(r.ror)) : null;
        }),
      ].filter((x): x is Affiliation => x !== null);
      return {
        name: [given, family].filter(Boolean).join(' '),
        givenNames: given,
        surname: family,
        affiliations: affs,
        orcid: bareOrcid(a.orcid as string | null),
        corresponding: a.primaryContact === true,
      };
    });
    const terms = (lists: Record<string, string[]>): string[] => lists[locale] ?? Object.values(lists)[0] ?? [];
    const keywords = terms(v.keywords as Record<string, string[]>);
    const subjects = terms(v.subjects as Record<string, string[]>);
    const holder = loc('copyrightHolder');
    const year = v.copyrightYear as string | null;
    const { language, translations } = ojsLanguages(v, locale);
    const section = issue?.sections.get((v.sectionRef as string | null) ?? '') ?? null;
    return {
      journalId: this.options.journalId,
      doi,
      title,
      abstract: plain(loc('abstract')),
      language,
      translations,
      contributors,
      authors: contributors.map((x) => x.name).join(', '),
      articleType: (section && articleTypeFromHeading(section)) ?? DEFAULT_ARTICLE_TYPE,
      volume: issue?.volume ?? null,
      issue: issue?.volume ? issue.number : null,
      pages: v.pages as string | null,
      publishedDate:
        (v.datePublished as string | null) ?? isoDate(issue ? textOf(kid(issue.el, 'date_published')) : null),
      publishedDatePrecision: 'day',
      receivedDate: isoDate(el.attrs.date_submitted),
      keywords,
      subjects,
      license: null,
      licenseUrl: v.licenseUrl as string | null,
      copyright: holder || year ? `© ${[year, holder].filter(Boolean).join(' ')}` : null,
      pdfFileKey: pdfKey,
      sourceFileKey: xmlKey,
      sourceFormat: 'ojs',
    };
  }
}

/** An OJS locale ("es_ES", "fr_CA", "en") as a BCP 47 tag ("es-ES"), or null when it is not an ISO 639-1 language. */
export function ojsLocaleTag(locale: string): string | null {
  return canonicalLanguage(locale.replace('_', '-'));
}

/**
 * The language of publication `v` (its `locale`, decision 0095) and its title, subtitle,
 * abstract and keywords in each other locale that has a title (OJS keeps every locale; the
 * mapping `ojs_imported_records` holds them all too).
 */
export function ojsLanguages(
  v: Record<string, unknown>,
  locale: string,
): { language: string; translations: Translation[] } {
  const language = ojsLocaleTag(locale) ?? DEFAULT_LANGUAGE;
  const titles = v.title as Record<string, string>;
  const of = (field: string, l: string) => (v[field] as Record<string, string> | undefined)?.[l] ?? null;
  const translations: Translation[] = [];
  for (const l of Object.keys(titles)) {
    const tag = l ? ojsLocaleTag(l) : null;
    if (!tag || tag === language || l === locale || translations.some((t) => t.language === tag)) continue;
    const base = titles[l]?.trim();
    if (!base) continue;
    const prefix = of('prefix', l);
    translations.push({
      language: tag,
      title: prefix && !base.startsWith(prefix) ? `${prefix} ${base}` : base,
      subtitle: of('subtitle', l) || null,
      abstract: plain(of('abstract', l)),
      keywords: (v.keywords as Record<string, string[]>)[l] ?? [],
    });
  }
  return { language, translations };
}

/** The Genesis id an OJS record of journal `journalId` became, or null (the old links). */
export async function importedRecord(
  db: DbOrTx,
  journalId: number,
  kind: OjsRecordKind,
  ojsId: string,
): Promise<{ genesisId: string; data: Record<string, unknown> } | null> {
  const [row] = await db
    .select({ genesisId: ojsImportedRecords.genesisId, data: ojsImportedRecords.data })
    .from(ojsImportedRecords)
    .where(
      and(
        eq(ojsImportedRecords.journalId, journalId),
        eq(ojsImportedRecords.kind, kind),
        eq(ojsImportedRecords.ojsId, ojsId),
      ),
    );
  return row ?? null;
}
