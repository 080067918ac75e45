/**
 * The PostgreSQL extensions the migrations create, as PGlite must be given them (decision 0080).
 * PostgreSQL ships them in its contrib package; PGlite has them as archives it loads
 * only when `PGlite.create` names them, so EVERY PGlite this code opens on a Genesis database
 * (the server's, the test template and its clones, backups and restores) passes
 * `{ extensions: PGLITE_EXTENSIONS }`: without them `CREATE EXTENSION pg_trgm` (migration 0036)
 * fails, and a database that has the extension cannot use its trigram indexes.
 *
 * - `pg_trgm`: trigram GIN indexes for `ILIKE '%…%'` (the editor queue's search, queue.ts).
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
