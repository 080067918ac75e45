/**
 * Test helpers of the public intake (decision 0007) and the admin inbox (decision 0010): valid form data,
 * hand-built multipart bodies, a real
 * PDF from the shared corpus, and the counting of stored files and rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { SHARED_ARTICLES } from './app';

/** A real PDF of the shared corpus. */
export const REAL_PDF_PATH = path.join(SHARED_ARTICLES, 'elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf');
export const realPdf = (): Buffer => fs.readFileSync(REAL_PDF_PATH);

const unique = () => randomBytes(4).toString('hex');

/** A distinct client address per call, so that tests do not share a rate-limit bucket. */
let lastOctet = 0;
export function nextAddress(): string {
  lastOctet += 1;
  return `10.${(lastOctet >> 16) & 255}.${(lastOctet >> 8) & 255}.${lastOctet & 255}`;
}

/** Valid text fields of the manuscript form (unique email and title). */
export function manuscriptFields(overrides: Record<string, string> = {}): Record<string, string> {
  const u = unique();
  return {
    postTitle: 'Dr',
    firstName: 'Ada',
    lastName: 'Okafor',
    university: 'University of Lagos',
    email: `ada.${u}@example.org`,
    phone: '+2348012345678',
    address1: '12 Marina Road',
    city: 'Lagos',
    state: 'Lagos State',
    postal: '101001',
    country: 'Nigeria',
    journalType: 'Journal of Mathematics',
    articleType: 'Research Article',
    title: `On primes ${u}`,
    abstract: 'We prove a thing.',
    note: 'Thank you.',
    coverLetter: 'FORGED COVER LETTER',
    ...overrides,
  };
}

/** Valid text fields of an application (unique email). */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  const u = unique();
  return {
    firstName: 'Grace',
    lastName: 'Mensah',
    affiliation: 'Department of Physics',
    university: 'University of Ghana',
    email: `grace.${u}@example.org`,
    phone: '+233201234567',
    address1: '1 University Avenue',
    city: 'Accra',
    state: 'Greater Accra',
    postal: 'GA-184',
    country: 'Ghana',
    journal: 'journal-of-mathematics',
    expertise: `Number theory ${u}`,
    note: 'FORGED NOTE',
    ...overrides,
  };
}

/** Valid JSON body of the contact form. */
export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Lin',
    lastName: 'Chen',
    email: `lin.${unique()}@example.org`,
    phone: '',
    inquiryType: 'general',
    message: `Hello ${unique()}`,
    ...overrides,
  };
}

export { multipart, type UploadFile } from './multipart';

/** A PDF-looking buffer of exactly `size` bytes ('%PDF-1.7' then zeros). */
export function pdfOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size);
  buffer.write('%PDF-1.7\n');
  return buffer;
}

/** Regular files under `root` (recursive; 0 when it does not exist). */
export function countFiles(root: string): number {
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Row count of a table. */
export async function countRows(db: Db, table: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return rows[0].n;
}

/** Outbox mails of a record (`ref`), ordered by id. */
export async function mailsOf(db: Db, ref: string) {
  return queryRows<{ to_address: string; subject: string; kind: string; text_body: string }>(
    db,
    sql`select to_address, subject, kind, text_body from outbox where ref = ${ref} order by id`,
  );
}
