/**
 * Institutions' OpenID Connect providers, configured by the admin (decision 0087): name, issuer,
 * client id and secret (sealed at rest; never answered, never logged), the claim holding the
 * address, the allowed e-mail domains, and whether sign-in buttons show it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcProviders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { seal, unseal } from '../orcid';

/** A provider with its secret unsealed (server use only). */
export interface ProviderRow {
  id: number;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  emailClaim: string;
  allowedDomains: string[];
  enabled: boolean;
}

/** What the admin's screen shows of a provider: everything but the secret. */
export interface ProviderSummary {
  id: number;
  name: string;
  issuer: string;
  clientId: string;
  emailClaim: string;
  allowedDomains: string[];
  enabled: boolean;
  /** Whether a secret is stored (it always is; the value is never sent). */
  hasClientSecret: true;
}

export interface ProviderInput {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  emailClaim?: string;
  allowedDomains: string[];
  enabled?: boolean;
}

const summary = (row: typeof oidcProviders.$inferSelect): ProviderSummary => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  emailClaim: row.emailClaim,
  allowedDomains: row.allowedDomains,
  enabled: row.enabled,
  hasClientSecret: true,
});

export const PROVIDER_NOT_FOUND = 'No such sign-in provider.';

/** Every provider, by name. */
export async function listProviders(db: Db): Promise<ProviderSummary[]> {
  const rows = await db.select().from(oidcProviders).orderBy(asc(oidcProviders.name), asc(oidcProviders.id));
  return rows.map(summary);
}

/** The enabled providers' ids and names, for the sign-in buttons. */
export async function enabledProviders(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: oidcProviders.id, name: oidcProviders.name })
    .from(oidcProviders)
    .where(eq(oidcProviders.enabled, true))
    .orderBy(asc(oidcProviders.name), asc(oidcProviders.id));
}

/** An enabled provider with its secret, or null. */
export async function enabledProviderById(db: Db, id: number): Promise<ProviderRow | null> {
  const [row] = await db.select().from(oidcProviders).where(eq(oidcProviders.id, id));
  if (!row || !row.enabled) return null;
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: await unseal(db, row.clientSecretEnc),
    emailClaim: row.emailClaim,
    allowedDomains: row.allowedDomains,
    enabled: row.enabled,
  };
}

/** Adds a provider. */
export async function createProvider(db: Db, input: ProviderInput): Promise<ProviderSummary> {
  const [row] = await db
    .insert(oidcProviders)
    .values({
      name: input.name,
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecretEnc: await seal(db, input.clientSecret),
      emailClaim: input.emailClaim ?? 'email',
      allowedDomains: input.allowedDomains,
      enabled: input.enabled ?? true,
    })
    .returning();
  return summary(row);
}

/**
 * Changes a provider; an absent field is kept (an absent secret keeps the stored one).
 * @throws AppError NOT_FOUND for an unknown id
 */
export async function updateProvider(db: Db, id: number, input: Partial<ProviderInput>): Promise<ProviderSummary> {
  const [row] = await db
    .update(oidcProviders)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.issuer !== undefined && { issuer: input.issuer }),
      ...(input.clientId !== undefined && { clientId: input.clientId }),
      ...(input.clientSecret !== undefined && { clientSecretEnc: await seal(db, input.clientSecret) }),
      ...(input.emailClaim !== undefined && { emailClaim: input.emailClaim }),
      ...(input.allowedDomains !== undefined && { allowedDomains: input.allowedDomains }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      updatedAt: sql`now()`,
    })
    .where(eq(oidcProviders.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
  return summary(row);
}

/**
 * Removes a provider (its accounts keep their other ways to sign in).
 * @throws AppError NOT_FOUND for an unknown id
 */
export async function deleteProvider(db: Db, id: number): Promise<void> {
  const rows = await db.delete(oidcProviders).where(eq(oidcProviders.id, id)).returning({ id: oidcProviders.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', PROVIDER_NOT_FOUND);
}
