/**
 * The parts of ORCID credit other features are given (src/server/deps.ts; decision 0068) and
 * the token source it reads. This file imports no use case (decision 0015).
 */
import type { DbOrTx } from '../../db/client';

/** The scope a person grants for Genesis to write items to their ORCID record. */
export const ACTIVITIES_UPDATE = '/activities/update';

/** A person's grant to Genesis, as the token store keeps it (features/orcid/authorizations.ts). */
export interface OrcidGrant {
  orcid: string;
  /** The scopes granted ("/activities/update", "/read-limited", "openid"…). */
  scope: readonly string[];
  accessToken: string;
  /** When the token expires, if known. */
  expiresAt: Date | null;
}

/**
 * The token store as ORCID credit reads it. Queueing runs inside the caller's transaction, and
 * reads only whether a live grant allows `/activities/update` (through that transaction: the
 * embedded database has one connection); the job, outside any transaction, reads the token.
 */
export interface OrcidGrants {
  /** Whether `orcid` has a live, unexpired grant with `/activities/update`, read through `tx`. */
  writable(tx: DbOrTx, orcid: string): Promise<boolean>;
  /**
   * The iD whose live grant with `/activities/update` is linked to account `accountId` (a
   * reviewer), read through `tx`; else null.
   */
  writableOrcidOf(tx: DbOrTx, accountId: number): Promise<string | null>;
  /** The live grant of `orcid` with its token (the job), or null (none, expired or revoked). */
  forOrcid(orcid: string): Promise<OrcidGrant | null>;
  /** Records that ORCID refused the token of `orcid` (401): it is not used again. */
  markRevoked(orcid: string): Promise<void>;
}

/**
 * What publishing and reviewing call in their transactions (`deps.orcidCredit`): each queues
 * the items for the people who granted `/activities/update`; nothing when the member API is
 * not configured.
 */
export interface OrcidCredit {
  /**
   * Article `articleId` was published or its record changed (a correction, a redeposit): write
   * or update its work on each connected author's record.
   */
  articleChanged(tx: DbOrTx, articleId: number): Promise<void>;
  /** Review `reviewId` was submitted by account `reviewerId`: write the peer-review item to their record. */
  reviewCompleted(tx: DbOrTx, reviewId: number, reviewerId: number | null): Promise<void>;
}

/** The no-op part when the member API is off (`orcidConfig()` null or not `member`). */
export const ORCID_CREDIT_OFF: OrcidCredit = {
  articleChanged: async () => {},
  reviewCompleted: async () => {},
};
