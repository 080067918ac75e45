/**
 * What the OAI-PMH verbs need: the database, the file storage (stored JATS), PUBLIC_URL and
 * the repository's contact, the resumption tokens' HMAC key, and the clock.
 */
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';

export interface OaiContext {
  db: Db;
  storage: Storage;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The base URL of the repository: `${publicUrl}/oai`. */
  baseUrl: string;
  /** The host of PUBLIC_URL: the repository identifier in OAI identifiers. */
  host: string;
  /** Identify's adminEmail (EDITORIAL_EMAIL). */
  adminEmail: string;
  /** The resumption tokens' HMAC key (32 bytes). */
  tokenSecret: () => Promise<Uint8Array>;
  now: () => Date;
}
