/**
 * What the three public intakes share (decisions 0007, 0012): the Idempotency-Key header and the
 * duplicate rule in one guard (`createOnce`), the validation error, and the recording of
 * received files inside the intake's transaction.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableName, gt, sql } from 'drizzle-orm';
import type { FieldError } from '../../../shared/api/common';
import type { DbOrTx } from '../../db/client';
import {
  contactMessages,
  intakeFiles,
  joinApplications,
  manuscriptIntakes,
  type IntakeFileRole,
} from '../../db/schema';
import { lockNames } from '../../lib/advisory-lock';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../lib/idempotency-key';
import type { FileStore } from '../../lib/file-store';
import { removeWritten, type ReceivedFile } from '../../lib/multipart-upload';
import type { Deps } from '../../deps';

/** How long an identical request without a key is taken for a double submission. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
// The header and its reading are shared with the signed-in guard (plugins/idempotency.ts).
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_REUSED_MESSAGE, idempotencyKeyOf } from '../../lib/idempotency-key';

/** sha256 (hex) of the parts joined by NUL: the "same request" fingerprint. */
export function digestOf(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * sha256 (hex) of a whole validated request: its fields (in key order, undefined ones left
 * out) and its files (`field:sha256`, in upload order). Two requests with the same digest
 * carry the same data; an idempotency key must always come with the same one.
 */
export function requestDigestOf(fields: Record<string, unknown>, files: readonly ReceivedFile[] = []): string {
  const entries = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return digestOf([JSON.stringify(entries), ...files.map((f) => `${f.field}:${f.written.sha256}`)]);
}

/** The 400 of the intake endpoints: `{ code: 'VALIDATION_FAILED', message, errors }`. */
export function validationFailed(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', errors.length === 1 ? errors[0].message : 'Invalid input', { errors });
}

type IntakeTable = typeof manuscriptIntakes | typeof joinApplications | typeof contactMessages;

/**
 * The row holding idempotency `key`, whatever its age (the unique index never lets a key be
 * stored twice), with the request digest it was stored with.
 */
async function findByKey(
  db: DbOrTx,
  table: IntakeTable,
  key: string,
): Promise<{ id: number; requestDigest: string | null } | undefined> {
  const [row] = await db
    .select({ id: table.id, requestDigest: table.requestDigest })
    .from(table)
    .where(eq(table.idempotencyKey, key))
    .limit(1);
  return row;
}

/**
 * The id of the row of `key` when its request matches `requestDigest` (a row stored before
 * digests were kept matches any).
 * @throws AppError IDEMPOTENCY_KEY_REUSED (422) when the key was used for a different request
 */
function replayOf(row: { id: number; requestDigest: string | null }, requestDigest: string): number {
  if (row.requestDigest !== null && row.requestDigest !== requestDigest) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return row.id;
}

/** Id of the first row with `digest` created within the last 10 minutes, or undefined. */
async function findRecentDuplicate(db: DbOrTx, table: IntakeTable, digest: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.contentDigest, digest), gt(table.createdAt, sql`now() - interval '10 minutes'`)))
    .orderBy(table.id)
    .limit(1);
  return row?.id;
}

/** What a create use case gets back: the id, and whether it was an earlier request's. */
export interface IntakeResult {
  id: number;
  replayed: boolean;
}

/**
 * The one guard of the three public intakes (manuscripts, applications, contact messages):
 * runs `insert` in a transaction that first takes advisory locks on the idempotency key and
 * on the content digest, then looks for an earlier request:
 * - a row with the same key: its id when its request digest is the same, else 422;
 * - without such a row, a row with the same content digest from the last 10 minutes (a
 *   double submission, key or no key): its id.
 * Racing requests with one key or one digest wait on the lock, so that exactly one row is
 * stored, on PGlite and PostgreSQL alike; the key's unique index is a last safeguard. The
 * guard owns `files`: they are removed when nothing new is kept (replay, duplicate, error).
 * @param options.table the intake's table (its name scopes the locks)
 * @param options.key the client's Idempotency-Key, if any
 * @param options.digest the content digest of the duplicate rule
 * @param options.requestDigest the digest of the whole request (`requestDigestOf`)
 * @param options.insert writes the row, its files and mails in `tx`; returns the new id
 * @returns the new id, or the id of the earlier request it repeats
 * @throws AppError IDEMPOTENCY_KEY_REUSED (422) when the key came with another request
 */
export async function createOnce(
  options: Pick<Deps, 'db' | 'storage'> & {
    table: IntakeTable;
    key: string | undefined;
    digest: string;
    requestDigest: string;
    files: readonly ReceivedFile[];
    insert: (tx: DbOrTx) => Promise<number>;
  },
): Promise<IntakeResult> {
  const { db, table, key, digest, requestDigest, files } = options;
  const name = getTableName(table);
  const drop = () => removeWritten(options.storage, files);
  let result: IntakeResult;
  try {
    result = await db.transaction(async (tx) => {
      await lockNames(tx, [`${name}:digest:${digest}`, ...(key ? [`${name}:key:${key}`] : [])]);
      const byKey = key ? await findByKey(tx, table, key) : undefined;
      if (byKey) return { id: replayOf(byKey, requestDigest), replayed: true };
      const duplicate = await findRecentDuplicate(tx, table, digest);
      if (duplicate !== undefined) return { id: duplicate, replayed: true };
      return { id: await options.insert(tx), replayed: false };
    });
  } catch (err) {
    await drop();
    if (key && isUniqueViolation(err)) {
      const existing = await findByKey(db, table, key);
      if (existing) return { id: replayOf(existing, requestDigest), replayed: true };
    }
    throw err;
  }
  if (result.replayed) await drop();
  return result;
}

/** An optional text field: null when absent or empty. */
export const nullIfEmpty = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v === '' ? null : v;

/** Records each received file in `tx` as a private `stored_files` row. */
export async function recordStoredFiles(
  tx: DbOrTx,
  fileStore: FileStore,
  files: readonly ReceivedFile[],
): Promise<void> {
  for (const f of files) {
    await fileStore.recordInTransaction(tx, f.written, {
      originalFilename: f.originalFilename,
      contentType: f.contentType,
      visibility: 'private',
    });
  }
}

/** Links each recorded file to its intake in `tx` (one `intake_files` row each, in upload order). */
export async function linkIntakeFiles(
  tx: DbOrTx,
  owner: { manuscriptIntakeId: number } | { joinApplicationId: number },
  files: readonly ReceivedFile[],
  roleOf: (file: ReceivedFile) => IntakeFileRole,
): Promise<void> {
  for (const [position, f] of files.entries()) {
    await tx.insert(intakeFiles).values({
      ...owner,
      fileKey: f.written.key,
      role: roleOf(f),
      position,
      originalFilename: f.originalFilename,
      contentType: f.contentType,
      byteSize: f.written.byteSize,
      sha256: f.written.sha256,
    });
  }
}

/** The applicant's contact and address columns (applicantContactColumns of the schema) from a parsed form. */
export function applicantContactValues(f: {
  email: string;
  phone: string;
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  postal: string;
  country: string;
}) {
  return {
    email: f.email,
    phone: f.phone,
    address1: f.address1,
    address2: nullIfEmpty(f.address2),
    city: f.city,
    state: f.state,
    postal: f.postal,
    country: f.country,
  };
}
