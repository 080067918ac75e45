/**
 * Tables owned by orcid: what ORCID granted Genesis on a person's behalf (issue "ORCID and
 * single sign-on", decision 0087). Only features/orcid writes them.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/**
 * One OAuth authorization ORCID granted for an iD (its token answer): the scopes as granted
 * (space-separated, e.g. `/authenticate /activities/update`), the tokens encrypted at rest
 * (AES-256-GCM, `v1.<iv>.<ciphertext+tag>` base64url, key derived from an app secret), and when
 * the access token expires. One live row per iD: a new grant revokes the older one.
 */
export const orcidAuthorizations = pgTable(
  'orcid_authorizations',
  {
    id: serial('id').primaryKey(),
    /** The 16-character iD with hyphens, `0000-0002-1825-0097` (no URL prefix). */
    orcid: text('orcid').notNull(),
    /** The account the iD is linked to, when there is one (a co-author may have none). */
    accountId: integer('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name ORCID returned beside the tokens (`name`), when public. */
    name: text('name'),
    scope: text('scope').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orcid_authorizations_live_key')
      .on(t.orcid)
      .where(sql`${t.revokedAt} is null`),
    index('orcid_authorizations_account_idx').on(t.accountId),
  ],
);
