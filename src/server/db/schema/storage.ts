/**
 * Tables owned by the storage (lib/storage-leases.ts): leases that keep files from the storage
 * sweep (lib/storage-sweep.ts, decision 0014) while work that has not yet recorded them is under
 * way (docs/decisions/0101-ojs-import-screen.md). Only lib/storage-leases.ts writes them.
 */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One lease. With `key`: that stored file is kept, recorded or not, until `expires_at` (an
 * uploaded OJS export waiting for its import). Without: every file last modified at or after
 * `since` is kept until `expires_at` (a long import whose files are recorded only when its one
 * transaction commits). `holder` says whose it is, for logs and the admin.
 */
export const storageLeases = pgTable(
  'storage_leases',
  {
    id: serial('id').primaryKey(),
    holder: text('holder').notNull(),
    key: text('key'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('storage_leases_key_idx').on(t.key), index('storage_leases_expires_idx').on(t.expiresAt)],
);
