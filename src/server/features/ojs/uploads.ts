/**
 * The admin's OJS import through the portal (docs/decisions/0101-ojs-import-screen.md): an OJS
 * export uploaded into a journal is kept in the storage (held from the sweep by a key lease) with
 * a record of `ojs_import_uploads`; its preview (preview.ts, or the users import's dry run) and then
 * its import run as jobs on the job runner's `import` lane (`ojs.preview`, `ojs.import`, registered by
 * upload-routes.ts); the record keeps the preview, the report or the failure, so a reload of the
 * page finds them. The file is removed after the import, on discard, or after a day.
 *
 * The importers read a local file (xmllint validates it, saxes streams it), so a job copies the
 * stored upload to a temporary file first, streamed: the storage may be S3 and the job may run on
 * another server than the one that took the upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { paths } from '../../../shared/routes';
import type { OjsPreview, OjsReport, OjsUpload } from '../../../shared/api/ojs-import';
import type { Db, DbOrTx } from '../../db/client';
import { articles, journals, ojsImportUploads, type OjsUploadKind } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueueJob } from '../../lib/jobs';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { leaseStorageKey, releaseStorageKey, withStorageLease } from '../../lib/storage-leases';
import type { RedepositQueue } from '../deposits';
import { importOjsNative, OjsImportError, type OjsImportReport } from './import-native';
import { importOjsUsers, type OjsUsersReport } from './import-users';
import { previewOjsImport, type OjsImportPreview } from './preview';
import { redepositImportedDois } from './redeposit';

/** The preview job's kind: `{ uploadId }`. */
export const PREVIEW_JOB = 'ojs.preview';
/** The import job's kind: `{ uploadId }`. */
export const IMPORT_JOB = 'ojs.import';
/** The hourly job that removes uploads older than a day (and their files). */
export const EXPIRE_JOB = 'ojs.uploads.expire';

/** How long an upload is kept (its file leased from the sweep) without being imported: a day. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Longest an import (or a preview) may hold its time lease on the storage: 12 hours. */
export const IMPORT_LEASE_MS = 12 * 60 * 60 * 1000;

/** The Native XML kinds, in the order the screen lists them, with their labels. */
const NATIVE_KINDS: [keyof OjsImportReport['counts'], string][] = [
  ['issues', 'Issues'],
  ['sections', 'Sections'],
  ['articles', 'Articles'],
  ['publications', 'Publications'],
  ['authors', 'Authors'],
  ['galleys', 'Galleys'],
  ['files', 'Files'],
  ['issueGalleys', 'Issue galleys'],
  ['covers', 'Covers'],
];

/** Least time between two writes of an import's progress to its row, in ms. */
export const PROGRESS_WRITE_MS = 1000;

type UploadRow = typeof ojsImportUploads.$inferSelect;

/** The services the jobs use. */
export type OjsUploadDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'publicUrl'> & {
  /** The Crossref redeposit queue (null: deposits not configured; decision 0096). */
  redeposit: RedepositQueue | null;
};

/**
 * Records an upload whose file is already in the storage (`storageKey`), leases the file from the
 * sweep for a day and queues its preview, in one transaction.
 * @returns the upload as the screen shows it (state `previewing`)
 */
export async function createUpload(
  db: Db,
  options: {
    journalId: number;
    userId: number;
    kind: OjsUploadKind;
    ojsPath: string | null;
    notify: boolean;
    fileName: string;
    storageKey: string;
    byteSize: number;
  },
): Promise<OjsUpload> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(ojsImportUploads)
      .values({
        journalId: options.journalId,
        uploadedBy: options.userId,
        kind: options.kind,
        ojsPath: options.kind === 'native' ? options.ojsPath : null,
        notify: options.kind === 'users' && options.notify,
        fileName: options.fileName,
        storageKey: options.storageKey,
        byteSize: options.byteSize,
        state: 'previewing',
      })
      .returning();
    await leaseStorageKey(tx, {
      holder: `ojs upload ${created.id}`,
      key: options.storageKey,
      expiresAt: new Date(created.createdAt.getTime() + UPLOAD_LIFETIME_MS),
    });
    await enqueueJob(tx, PREVIEW_JOB, { uploadId: created.id });
    return created;
  });
  return describeUpload(row);
}

/** The journal's uploads of the last day, newest first. */
export async function listUploads(db: DbOrTx, journalId: number): Promise<OjsUpload[]> {
  const rows = await db
    .select()
    .from(ojsImportUploads)
    .where(
      and(
        eq(ojsImportUploads.journalId, journalId),
        gt(ojsImportUploads.createdAt, new Date(Date.now() - UPLOAD_LIFETIME_MS)),
      ),
    )
    .orderBy(desc(ojsImportUploads.id))
    .limit(20);
  return rows.map(describeUpload);
}

/**
 * Upload `id` of journal `journalId`.
 * @throws AppError NOT_FOUND when there is none (or it is another journal's)
 */
export async function getUpload(db: DbOrTx, journalId: number, id: number): Promise<OjsUpload> {
  return describeUpload(await uploadRow(db, journalId, id));
}

async function uploadRow(db: DbOrTx, journalId: number, id: number): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(ojsImportUploads)
    .where(and(eq(ojsImportUploads.id, id), eq(ojsImportUploads.journalId, journalId)));
  if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
  return row;
}

/**
 * Queues the import of a previewed upload.
 * @returns the upload in state `importing`
 * @throws AppError NOT_FOUND (no such upload), VALIDATION_FAILED (its preview refused the file:
 *   the schema's reason), CONFLICT (its preview is not ready, or it is importing or imported)
 */
export async function startImport(db: Db, journalId: number, id: number): Promise<OjsUpload> {
  const row = await db.transaction(async (tx) => {
    const current = await uploadRow(tx, journalId, id);
    const preview = current.preview as OjsPreview | null;
    if (current.state === 'previewed' && preview && !preview.ok) {
      const first = preview.notices[0];
      const where = first?.line != null ? ` (line ${first.line})` : '';
      throw new AppError('VALIDATION_FAILED', `The file cannot be imported: ${first?.message ?? 'refused'}${where}`, {
        errors: preview.notices.slice(0, 20).map((n) => ({ path: 'file', message: lineMessage(n) })),
      });
    }
    if (current.state !== 'previewed' && current.state !== 'failed')
      throw new AppError(
        'CONFLICT',
        current.state === 'previewing'
          ? 'The preview is not ready yet'
          : current.state === 'importing'
            ? 'This file is being imported'
            : 'This file has been imported',
      );
    const [updated] = await tx
      .update(ojsImportUploads)
      .set({ state: 'importing', error: null, progress: null, updatedAt: new Date() })
      .where(and(eq(ojsImportUploads.id, id), inArray(ojsImportUploads.state, ['previewed', 'failed'])))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'This file is being imported');
    await enqueueJob(tx, IMPORT_JOB, { uploadId: id }, { maxAttempts: 3 });
    return updated;
  });
  return describeUpload(row);
}

const lineMessage = (n: { message: string; line: number | null }) =>
  n.line === null ? n.message : `Line ${n.line}: ${n.message}`;

/**
 * Discards upload `id`: its record, lease and file are removed.
 * @throws AppError NOT_FOUND, or CONFLICT while it is being imported
 */
export async function discardUpload(deps: Pick<Deps, 'db' | 'storage'>, journalId: number, id: number): Promise<void> {
  const [gone] = await deps.db
    .delete(ojsImportUploads)
    .where(
      and(
        eq(ojsImportUploads.id, id),
        eq(ojsImportUploads.journalId, journalId),
        ne(ojsImportUploads.state, 'importing'),
      ),
    )
    .returning();
  if (!gone) {
    await uploadRow(deps.db, journalId, id); // NOT_FOUND when there is none
    throw new AppError('CONFLICT', 'This file is being imported: it can be discarded once the import ends');
  }
  if (gone.storageKey) await removeUploadFile(deps, gone.storageKey);
}

async function removeUploadFile(deps: Pick<Deps, 'db' | 'storage'>, key: string): Promise<void> {
  await deps.storage.remove(key);
  await releaseStorageKey(deps.db, key);
}

/** The upload as the screen shows it, with its import's progress as its row keeps it. */
export function describeUpload(row: UploadRow): OjsUpload {
  const preview = (row.preview as OjsPreview | null) ?? null;
  const live = row.state === 'importing' ? row.progress : null;
  const total = preview ? preview.counts.reduce((sum, c) => sum + c.created, 0) : 0;
  return {
    id: row.id,
    kind: row.kind,
    ojsPath: row.ojsPath,
    notify: row.notify,
    fileName: row.fileName,
    byteSize: row.byteSize,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    preview,
    progress: live ? { records: live.records, total, bytes: live.bytes, totalBytes: live.totalBytes } : null,
    report: (row.report as OjsReport | null) ?? null,
    error: row.error,
  };
}

/** Copies the stored upload to a temporary file (streamed), runs `work` on its path, removes it. */
async function withLocalCopy<T>(storage: Storage, key: string, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'genesis-ojs-'));
  const file = path.join(dir, 'export.xml');
  try {
    await pipeline(await storage.read(key), fs.createWriteStream(file));
    return await work(file);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The journal's abbreviation (links of the report). */
async function journalOf(db: DbOrTx, journalId: number): Promise<{ abbreviation: string }> {
  const [row] = await db
    .select({ abbreviation: journals.abbreviation })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row ?? { abbreviation: '' };
}

/** The preview of a Native XML file in the screen's shape. */
function nativePreview(p: OjsImportPreview): OjsPreview {
  return {
    ok: p.ok,
    version: p.version,
    counts: p.counts
      ? NATIVE_KINDS.filter(([kind]) => p.counts![kind].inFile > 0).map(([kind, label]) => ({
          kind: label,
          inFile: p.counts![kind].inFile,
          created: p.counts![kind].toCreate,
          alreadyImported: p.counts![kind].alreadyImported,
        }))
      : [],
    fileBytes: p.fileBytes,
    notices: p.errors,
  };
}

/** A users report's notices: accounts not linked, users skipped, roles not carried over. */
function userNotices(report: OjsUsersReport) {
  const notices: { message: string; path: string | null; line: number | null }[] = [];
  for (const u of report.users) {
    if (u.outcome === 'not_linked')
      notices.push({
        message: `${u.username} <${u.email}>: an account with this address exists but its address is not verified; it is left alone`,
        path: null,
        line: u.line,
      });
    for (const note of u.notes) notices.push({ message: `${u.username}: ${note}`, path: null, line: u.line });
  }
  return notices;
}

function usersCounts(report: OjsUsersReport) {
  const c = report.counts;
  return [
    { kind: 'Users', inFile: c.seen, created: c.created, alreadyImported: c.already },
    ...(c.linked
      ? [{ kind: 'Existing accounts linked', inFile: c.linked, created: c.linked, alreadyImported: 0 }]
      : []),
    ...(c.notified
      ? [{ kind: 'Set-password mails', inFile: c.notified, created: c.notified, alreadyImported: 0 }]
      : []),
  ];
}

function refusal(err: OjsImportError): OjsPreview['notices'] {
  return err.schemaErrors.length
    ? err.schemaErrors.map((e) => ({ message: e.message, path: null, line: e.line }))
    : [{ message: err.message, path: err.where?.path ?? null, line: err.where?.line ?? null }];
}

function usersOptions(deps: OjsUploadDeps, row: UploadRow, dryRun: boolean) {
  return {
    journalId: row.journalId,
    notify: row.notify,
    publicUrl: deps.publicUrl,
    enqueue: (tx: DbOrTx, message: Parameters<Deps['mailer']['enqueue']>[1]) => deps.mailer.enqueue(tx, message),
    dryRun,
  };
}

/** The default OJS path of a journal: its abbreviation in lower case (as `--ojs-path`). */
async function ojsPathOf(db: DbOrTx, row: UploadRow): Promise<string> {
  return row.ojsPath ?? (await journalOf(db, row.journalId)).abbreviation.toLowerCase();
}

/**
 * The `ojs.preview` job: validates the upload and says what importing it would do (nothing kept),
 * then the upload is `previewed`. A file refused gives a preview with `ok: false` and its reasons.
 * @throws when the storage or the database fails (the job is retried)
 */
export async function runPreviewJob(deps: OjsUploadDeps, uploadId: number): Promise<void> {
  const [row] = await deps.db.select().from(ojsImportUploads).where(eq(ojsImportUploads.id, uploadId));
  if (!row || row.state !== 'previewing' || !row.storageKey) return;
  const key = row.storageKey;
  const preview = await withStorageLease(deps.db, { holder: `ojs preview ${uploadId}`, maxMs: IMPORT_LEASE_MS }, () =>
    withLocalCopy(deps.storage, key, async (file): Promise<OjsPreview> => {
      if (row.kind === 'native')
        return nativePreview(
          await previewOjsImport(deps.db, deps.storage, file, {
            journalId: row.journalId,
            ojsPath: await ojsPathOf(deps.db, row),
          }),
        );
      try {
        const report = await importOjsUsers(deps.db, file, usersOptions(deps, row, true));
        return {
          ok: true,
          version: report.version,
          counts: usersCounts(report),
          fileBytes: 0,
          notices: userNotices(report),
        };
      } catch (err) {
        if (!(err instanceof OjsImportError)) throw err;
        return { ok: false, version: null, counts: [], fileBytes: 0, notices: refusal(err) };
      }
    }),
  );
  await deps.db
    .update(ojsImportUploads)
    .set({ state: 'previewed', preview, updatedAt: new Date() })
    .where(and(eq(ojsImportUploads.id, uploadId), eq(ojsImportUploads.state, 'previewing')));
}

/**
 * The `ojs.import` job: imports the upload (one transaction, decision 0091) holding a time lease on
 * the storage, so that the sweep never removes a file the import wrote before it commits. Then the
 * upload is `imported` with its report and its file removed; a refused or failing file makes it
 * `failed` (nothing kept) with the reason, and the file stays until discarded.
 * @throws when the storage or the database fails (the job is retried: the import is idempotent)
 */
export async function runImportJob(deps: OjsUploadDeps, uploadId: number): Promise<void> {
  const [row] = await deps.db.select().from(ojsImportUploads).where(eq(ojsImportUploads.id, uploadId));
  if (!row || row.state !== 'importing' || !row.storageKey) return;
  const key = row.storageKey;
  const journal = await journalOf(deps.db, row.journalId);
  let report: OjsReport;
  const progress = progressWriter(deps.db, uploadId);
  try {
    progress.update({ records: 0, bytes: 0, totalBytes: row.byteSize });
    report = await withStorageLease(deps.db, { holder: `ojs import ${uploadId}`, maxMs: IMPORT_LEASE_MS }, () =>
      withLocalCopy(deps.storage, key, async (file): Promise<OjsReport> => {
        if (row.kind === 'users') {
          const users = await importOjsUsers(deps.db, file, usersOptions(deps, row, false));
          return {
            version: users.version,
            counts: usersCounts(users),
            issues: [],
            articles: [],
            redepositsQueued: 0,
            notices: userNotices(users),
          };
        }
        const native = await importOjsNative(deps.db, deps.storage, file, {
          journalId: row.journalId,
          ojsPath: row.ojsPath ?? journal.abbreviation.toLowerCase(),
          onProgress: (p) => progress.update({ records: p.records, bytes: p.bytes, totalBytes: p.totalBytes }),
          beforeCommit: redepositImportedDois(deps.redeposit),
        });
        return nativeReport(deps.db, journal.abbreviation, native);
      }),
    );
  } catch (err) {
    if (!(err instanceof OjsImportError)) throw err;
    await deps.db
      .update(ojsImportUploads)
      .set({ state: 'failed', error: err.message, progress: null, updatedAt: new Date() })
      .where(eq(ojsImportUploads.id, uploadId));
    return;
  } finally {
    await progress.close();
  }
  await deps.db
    .update(ojsImportUploads)
    .set({ state: 'imported', report, storageKey: null, progress: null, updatedAt: new Date() })
    .where(eq(ojsImportUploads.id, uploadId));
  await removeUploadFile(deps, key);
}

type Progress = NonNullable<UploadRow['progress']>;

/**
 * Keeps an import's progress in its row (`ojs_import_uploads.progress`), which every server reads
 * (decision 0110; behind nginx a poll may reach a server that is not running the job). `update`
 * never waits: the figures are written through `db` itself, outside the import's transaction, at
 * most once per {@link PROGRESS_WRITE_MS} and one write at a time, the latest figures winning.
 * A failed write is dropped (the next figures try again). On PostgreSQL the write takes a pooled
 * connection of its own; PGlite runs one transaction at a time, so there a write waits for the
 * import's end (or gives up after the statement timeout) — and so does every other query: one
 * process, no other server to tell.
 * `close` waits for the write in flight, so the caller's last update of the row comes after it.
 */
function progressWriter(db: Db, uploadId: number, everyMs = PROGRESS_WRITE_MS) {
  let latest: Progress | null = null;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = -Infinity;
  let closed = false;
  /** Writes the latest figures now, or once the last write is `everyMs` old. */
  const pump = (): void => {
    if (closed || writing || latest === null || timer) return;
    const wait = lastWrite + everyMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        pump();
      }, wait);
      timer.unref();
      return;
    }
    const value = latest;
    latest = null;
    lastWrite = Date.now();
    writing = db
      .update(ojsImportUploads)
      .set({ progress: value })
      .where(and(eq(ojsImportUploads.id, uploadId), eq(ojsImportUploads.state, 'importing')))
      .then(
        () => undefined,
        () => undefined, // dropped: the next figures are written in their turn
      )
      .finally(() => {
        writing = null;
        pump();
      });
  };
  return {
    update(value: Progress): void {
      latest = value;
      pump();
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await writing;
    },
  };
}

/**
 * After a job's last attempt failed (the storage or the database, not the file): the upload is
 * not left waiting for ever. A preview becomes a refusal saying so; an import becomes `failed`
 * (nothing was kept: the import is one transaction), which the admin may try again or discard.
 */
export async function giveUpJob(db: Db, uploadId: number, job: 'preview' | 'import', reason: string): Promise<void> {
  const message = `The ${job} could not be made: ${reason}`;
  if (job === 'preview')
    await db
      .update(ojsImportUploads)
      .set({
        state: 'previewed',
        preview: { ok: false, version: null, counts: [], fileBytes: 0, notices: [{ message, path: null, line: null }] },
        updatedAt: new Date(),
      })
      .where(and(eq(ojsImportUploads.id, uploadId), eq(ojsImportUploads.state, 'previewing')));
  else
    await db
      .update(ojsImportUploads)
      .set({ state: 'failed', error: message, progress: null, updatedAt: new Date() })
      .where(and(eq(ojsImportUploads.id, uploadId), eq(ojsImportUploads.state, 'importing')));
}

/** The report in the screen's shape: counts, the issues' and created articles' pages. */
async function nativeReport(db: DbOrTx, abbreviation: string, native: OjsImportReport): Promise<OjsReport> {
  const created = native.createdArticles.slice(0, 50).map((a) => a.id);
  const titles = created.length
    ? await db.select({ id: articles.id, title: articles.title }).from(articles).where(inArray(articles.id, created))
    : [];
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  return {
    version: native.version,
    counts: NATIVE_KINDS.filter(([kind]) => native.counts[kind].seen > 0).map(([kind, label]) => ({
      kind: label,
      inFile: native.counts[kind].seen,
      created: native.counts[kind].created,
      alreadyImported: native.counts[kind].existing,
    })),
    issues: native.issues.map((i) => ({
      title: i.title ?? `Volume ${i.volume}${i.number ? `, issue ${i.number}` : ''}`,
      href: paths.journalIssue.getHref(abbreviation, i.volume, i.number),
    })),
    articles: created.map((id) => ({ title: titleOf.get(id) ?? `Article ${id}`, href: paths.article.getHref(id) })),
    redepositsQueued: native.redepositsQueued,
    notices: [],
  };
}

/**
 * The hourly `ojs.uploads.expire` job: uploads older than a day that are not importing are
 * deleted with their files (their leases have expired; the sweep would remove the files too).
 * @returns how many were removed
 */
export async function expireUploads(deps: Pick<Deps, 'db' | 'storage'>, now = Date.now()): Promise<number> {
  const gone = await deps.db
    .delete(ojsImportUploads)
    .where(
      and(lt(ojsImportUploads.createdAt, new Date(now - UPLOAD_LIFETIME_MS)), ne(ojsImportUploads.state, 'importing')),
    )
    .returning({ key: ojsImportUploads.storageKey });
  for (const { key } of gone) if (key) await removeUploadFile(deps, key);
  return gone.length;
}
