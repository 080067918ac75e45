/**
 * What the OAI-PMH verbs need: a part of the one Deps (decision 0068: the database, the file
 * storage for stored JATS, PUBLIC_URL without a trailing slash), and the repository's base URL,
 * host and contact, the resumption tokens' HMAC key, and the clock.
 */
import type { Deps } from '../../deps';

export type OaiContext = Pick<Deps, 'db' | 'storage' | 'publicUrl'> & {
  /** The base URL of the repository: `${publicUrl}/oai`. */
  baseUrl: string;
  /** The host of PUBLIC_URL: the repository identifier in OAI identifiers. */
  host: string;
  /** Identify's adminEmail (EDITORIAL_EMAIL). */
  adminEmail: string;
  /** The resumption tokens' HMAC key (32 bytes). */
  tokenSecret: () => Promise<Uint8Array>;
  now: () => Date;
};
