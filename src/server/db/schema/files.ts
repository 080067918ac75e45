/**
 * Tables owned by files (stored_files; features/files serves them, lib/file-store writes them).
 * Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';

/** A file kept in storage under a generated key (article PDFs, source XML, later uploads). */
export const storedFiles = pgTable('stored_files', {
  /** Random, unguessable key (128 bits, base64url); also the storage path's name. */
  key: text('key').primaryKey(),
  originalFilename: text('original_filename').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  /** 'public' files are served by GET /api/files/{key}; 'private' ones only via guarded routes. */
  visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
