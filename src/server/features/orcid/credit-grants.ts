/**
 * ORCID credit's view of the token store (decision 0088 over decision 0087's
 * `orcid_authorizations`): whether a live grant allows `/activities/update` (read in the
 * caller's transaction, scopes only), the grant with its token for the job, and marking one
 * revoked when ORCID answers 401.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orcidAuthorizations } from '../../db/schema';
import { getOrcidAuthorization, revokeOrcidAuthorization } from './authorizations';
import { ACTIVITIES_UPDATE, type OrcidGrants } from './ports';

/** Live, unexpired grants whose space-separated scopes include `/activities/update`. */
const writableGrant = and(
  isNull(orcidAuthorizations.revokedAt),
  gt(orcidAuthorizations.expiresAt, sql`now()`),
  sql`${ACTIVITIES_UPDATE} = any(string_to_array(${orcidAuthorizations.scope}, ' '))`,
);

async function writableOrcid(tx: DbOrTx, where: ReturnType<typeof eq>): Promise<string | null> {
  const [row] = await tx
    .select({ orcid: orcidAuthorizations.orcid })
    .from(orcidAuthorizations)
    .where(and(where, writableGrant))
    .orderBy(desc(orcidAuthorizations.id))
    .limit(1);
  return row?.orcid ?? null;
}

/** The grants of the token store in `db` (the job's reads and writes use `db`). */
export function storedGrants(db: Db): OrcidGrants {
  return {
    writable: async (tx, orcid) => (await writableOrcid(tx, eq(orcidAuthorizations.orcid, orcid))) !== null,
    writableOrcidOf: (tx, accountId) => writableOrcid(tx, eq(orcidAuthorizations.accountId, accountId)),
    forOrcid: (orcid) => getOrcidAuthorization(db, orcid),
    async markRevoked(orcid) {
      await revokeOrcidAuthorization(db, orcid);
    },
  };
}
