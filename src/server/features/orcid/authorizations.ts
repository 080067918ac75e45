/**
 * What ORCID granted on a person's behalf (decision 0087): one live authorization per iD, its
 * scopes as granted, its tokens sealed at rest (./sealed.ts). The ORCID member API (works,
 * peer reviews) reads the access token from here; a sign-in or a "connect your iD" saves it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orcidAuthorizations } from '../../db/schema';
import { seal, unseal } from './sealed';

/** An ORCID iD as stored: four groups of four, the last character a digit or X. */
export const ORCID_ID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export interface NewOrcidAuthorization {
  /** The iD, `0000-0002-1825-0097` (ORCID's token answer `orcid`, or the ID token's `sub`). */
  orcid: string;
  accountId?: number | null;
  name?: string | null;
  /** The scopes granted: the token answer's `scope` (space-separated) or a list. */
  scope: string | string[];
  accessToken: string;
  refreshToken?: string | null;
  /** The token answer's `expires_in` (seconds; ORCID's are about 20 years). */
  expiresInSeconds: number;
}

export interface OrcidAuthorization {
  orcid: string;
  scope: string[];
  accessToken: string;
  expiresAt: Date;
  accountId: number | null;
}

function scopeList(scope: string | string[]): string[] {
  const list = Array.isArray(scope) ? scope : scope.split(/\s+/);
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
}

/**
 * Stores a grant for an iD, revoking the live one it replaces (one live row per iD). When no
 * account is given, the replaced grant's account is kept.
 * @throws RangeError for an iD not in the 16-character hyphenated form or a non-positive lifetime
 */
export async function saveOrcidAuthorization(db: Db, grant: NewOrcidAuthorization): Promise<void> {
  if (!ORCID_ID.test(grant.orcid)) throw new RangeError('not an ORCID iD (0000-0000-0000-000X)');
  if (!(grant.expiresInSeconds > 0)) throw new RangeError('expiresInSeconds must be positive');
  const accessTokenEnc = await seal(db, grant.accessToken);
  const refreshTokenEnc = grant.refreshToken ? await seal(db, grant.refreshToken) : null;
  const expiresAt = new Date(Date.now() + grant.expiresInSeconds * 1000);
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .update(orcidAuthorizations)
      .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orcidAuthorizations.orcid, grant.orcid), isNull(orcidAuthorizations.revokedAt)))
      .returning({ accountId: orcidAuthorizations.accountId });
    await tx.insert(orcidAuthorizations).values({
      orcid: grant.orcid,
      accountId: grant.accountId ?? previous?.accountId ?? null,
      name: grant.name ?? null,
      scope: scopeList(grant.scope).join(' '),
      accessTokenEnc,
      refreshTokenEnc,
      expiresAt,
    });
  });
}

/**
 * The live, unexpired grant for an iD, decrypted; null when there is none, it was revoked or
 * its access token has expired.
 */
export async function getOrcidAuthorization(db: Db, orcid: string): Promise<OrcidAuthorization | null> {
  const [row] = await db
    .select()
    .from(orcidAuthorizations)
    .where(and(eq(orcidAuthorizations.orcid, orcid), isNull(orcidAuthorizations.revokedAt)));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return {
    orcid: row.orcid,
    scope: scopeList(row.scope),
    accessToken: await unseal(db, row.accessTokenEnc),
    expiresAt: row.expiresAt,
    accountId: row.accountId,
  };
}

/**
 * Marks the iD's live grant revoked (ORCID answered 401 for it, or the person disconnected).
 * @returns whether there was a live grant
 */
export async function revokeOrcidAuthorization(db: Db, orcid: string): Promise<boolean> {
  const rows = await db
    .update(orcidAuthorizations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orcidAuthorizations.orcid, orcid), isNull(orcidAuthorizations.revokedAt)))
    .returning({ id: orcidAuthorizations.id });
  return rows.length > 0;
}
