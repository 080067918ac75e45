/**
 * What the three public intakes share (issue 5): the Idempotency-Key header, the duplicate
 * digest, the unique-violation test, the validation error, the rate limits and the
 * recording of received files inside the intake's transaction.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FieldError } from '../../../shared/validation/intake-api';
import type { Db } from '../../db/client';
import { contactMessages, intakeFiles, joinApplications, manuscriptIntakes, type IntakeFileRole } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { FileStore } from '../../lib/file-store';
import type { DbOrTx } from '../../lib/mailer';
import type { DiskStorage } from '../../lib/storage';
import { removeWritten, type ReceivedFile } from '../../lib/multipart-upload';

/** The request header carrying the client's idempotency key. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key replays the first answer (the index keeps it longer: it never duplicates). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3_600_000;
/** How long an identical request without a key is taken for a double submission. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

/**
 * The `Idempotency-Key` header: undefined when absent or empty.
 * @throws AppError VALIDATION_FAILED when it is longer than 100 characters or not UUID-ish
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return undefined;
  if (!KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 100 letters, digits, dots, colons, hyphens or underscores';
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'Idempotency-Key', message }] });
  }
  return value;
}

/** sha256 (hex) of the parts joined by NUL: the "same request" fingerprint. */
export function digestOf(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** The 400 of the intake endpoints: `{ code: 'VALIDATION_FAILED', message, errors }`. */
export function validationFailed(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', errors.length === 1 ? errors[0].message : 'Invalid input', { errors });
}

type IntakeTable = typeof manuscriptIntakes | typeof joinApplications | typeof contactMessages;

/** Id of the row holding idempotency `key` (created within 24 h), or undefined. */
export async function findByIdempotencyKey(db: DbOrTx, table: IntakeTable, key: string): Promise<number | undefined> {
  const since = new Date(Date.now() - IDEMPOTENCY_WINDOW_MS);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.idempotencyKey, key), gt(table.createdAt, since)))
    .limit(1);
  return row?.id;
}

/** Id of the row holding idempotency `key` whatever its age (after a unique violation). */
async function findAnyByKey(db: Db, table: IntakeTable, key: string): Promise<number | undefined> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.idempotencyKey, key)).limit(1);
  return row?.id;
}

/** Id of the first row with `digest` created within the last 10 minutes, or undefined. */
export async function findRecentDuplicate(db: Db, table: IntakeTable, digest: string): Promise<number | undefined> {
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
 * Runs `create` (the intake's one transaction) guarded by idempotency and the duplicate rule,
 * owning `files`: they are removed when nothing new is kept (replay, duplicate, error).
 * @returns the new id, or the id of the earlier request it repeats
 */
export async function createOnce(options: {
  db: Db;
  storage: DiskStorage;
  table: IntakeTable;
  key: string | undefined;
  digest: string;
  files: readonly ReceivedFile[];
  create: () => Promise<number>;
}): Promise<IntakeResult> {
  const { db, table, key, digest, files } = options;
  const drop = () => removeWritten(options.storage, files);
  try {
    const earlier =
      (key ? await findByIdempotencyKey(db, table, key) : undefined) ??
      (await findRecentDuplicate(db, table, digest));
    if (earlier !== undefined) {
      await drop();
      return { id: earlier, replayed: true };
    }
    return { id: await options.create(), replayed: false };
  } catch (err) {
    await drop();
    if (key && isUniqueViolation(err)) {
      const existing = await findAnyByKey(db, table, key);
      if (existing !== undefined) return { id: existing, replayed: true };
    }
    throw err;
  }
}

/** An optional text field: null when absent or empty. */
export const nullIfEmpty = (v: string | null | undefined): string | null => (v === undefined || v === null || v === '' ? null : v);

/** Records each received file in `tx` as a private `stored_files` row. */
export async function recordStoredFiles(tx: DbOrTx, fileStore: FileStore, files: readonly ReceivedFile[]): Promise<void> {
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

