/**
 * Sign-in with ORCID and with institutions' OpenID Connect providers (decision 0087): the
 * round trip's start (state, nonce and PKCE verifier kept server-side in sso_flows, the state
 * also in an HttpOnly cookie of the browser that started it) and its end (the code exchanged
 * through openid-client, then the account found, linked or made).
 *
 * Rules at the end of a round trip:
 * - an identity (provider, subject) already linked signs its account in;
 * - `link` (a signed-in account started it): the identity is added to that account, unless it
 *   belongs to another account (409);
 * - ORCID, new iD: a new author account named from the claims, with no address proven: its
 *   address is the placeholder `<iD>@orcid.invalid` (RFC 2606 `.invalid`), unverified, so it owns
 *   nothing found by address (decision 0013) until its owner sets and confirms a real one;
 * - an institution: the address must be verified by the provider (`email_verified` true) and
 *   its domain allowed, else 403; an existing verified account with that address is linked and
 *   signed in; an existing unverified one is refused (its owner confirms it first, decision
 *   0013); otherwise a new author account is made, verified;
 * - `connect` (decision 0093, a co-author's mailed link; ORCID only, no account): the
 *   invitation is used up and the author's iD set authenticated in the submission (and in its
 *   saved production metadata); the grant is kept for the credit push. When the article is
 *   already published, its contributor gets the iD too and the work is queued for their ORCID
 *   record at once (decision 0105). No session starts.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accountIdentities, ssoFlows } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createUser, findUserByEmail, findUserById, startExternalSession, type SignedIn } from '../accounts';
import { markArticleContributorOrcid } from '../articles';
import { ORCID_ID, orcidConfig, saveOrcidAuthorization } from '../orcid';
import { markSavedAuthorOrcid } from '../production';
import { completeOrcidInvitation } from '../submissions';
import { authorizationUrl, configurationOf, exchangeCode, newFlowChecks, type RelyingParty } from './oidc';
import { enabledProviderById, type ProviderRow } from './providers';

/** How long a round trip may take (the cookie's and the row's lifetime). */
export const FLOW_MINUTES = 10;
/** The callback path, the same for every provider (the redirect URI registered with them). */
export const CALLBACK_PATH = '/api/sso/callback';

/** `connect`: a co-author's iD from the mailed link, no account needed (decision 0093). */
export type FlowPurpose = 'sign_in' | 'link' | 'connect';

export const NOT_CONFIGURED = 'This sign-in method is not available.';
export const FLOW_UNKNOWN =
  'This sign-in link is not valid any more: it has expired, was already used, or was started in another browser. Please start again.';
export const IDENTITY_TAKEN = 'This identity is already linked to another Genesis account.';
export const ADDRESS_NOT_VERIFIED =
  'Your institution did not confirm your e-mail address, so you cannot sign in with it here. Please sign in with your e-mail and password.';
export const DOMAIN_NOT_ALLOWED = 'Addresses of your domain cannot sign in with this institution here.';
export const ACCOUNT_UNCONFIRMED =
  'An account with this address exists but its address is not confirmed yet. Confirm it with the link we mailed (or reset the password), then sign in with your institution.';

type FlowDeps = Pick<Deps, 'db' | 'publicUrl' | 'accessTokens' | 'refreshKey' | 'deviceKey' | 'orcidCredit'>;

/** A provider as the flows see it: ORCID or one of the admin's. */
interface ResolvedProvider {
  key: string;
  rp: RelyingParty;
  scopes: string[];
  orcid: boolean;
  row: ProviderRow | null;
}

async function resolveProvider(deps: Pick<Deps, 'db'>, key: string): Promise<ResolvedProvider> {
  if (key === 'orcid') {
    const config = orcidConfig();
    if (!config) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
    return { key, rp: config, scopes: config.authorizeScopes, orcid: true, row: null };
  }
  const match = /^oidc:(\d{1,9})$/.exec(key);
  const row = match ? await enabledProviderById(deps.db, Number(match[1])) : null;
  if (!row) throw new AppError('NOT_FOUND', NOT_CONFIGURED);
  return {
    key,
    rp: { issuer: row.issuer, clientId: row.clientId, clientSecret: row.clientSecret },
    scopes: ['openid', 'email', 'profile'],
    orcid: false,
    row,
  };
}

const hashState = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

/** A same-site path to come back to, or null (no scheme, no `//`, no backslash). */
export function safeReturnPath(value: string | undefined | null): string | null {
  if (!value || value.length > 500 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

/**
 * Starts a round trip.
 * @param input.provider `orcid` or `oidc:<id>`
 * @param input.userId the signed-in account for `link`
 * @returns the provider's authorization URL, and the state for the browser's cookie
 * @throws AppError NOT_FOUND for a provider that is off or unknown; SERVICE_UNAVAILABLE when
 *   its discovery document cannot be read
 */
export async function startFlow(
  deps: FlowDeps,
  input: {
    provider: string;
    purpose: FlowPurpose;
    userId?: number;
    returnTo?: string | null;
    /** `connect`: the co-author's invitation (features/submissions). */
    invitationId?: number;
  },
): Promise<{ url: string; state: string }> {
  const provider = await resolveProvider(deps, input.provider);
  if (input.purpose === 'connect' && (!provider.orcid || input.invitationId === undefined)) {
    throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
  }
  const config = await configurationOf(provider.rp);
  const checks = newFlowChecks();
  await deps.db.insert(ssoFlows).values({
    stateHash: hashState(checks.state),
    provider: provider.key,
    purpose: input.purpose,
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    userId: input.userId ?? null,
    returnTo: safeReturnPath(input.returnTo),
    invitationId: input.invitationId ?? null,
    expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
  });
  await deps.db.delete(ssoFlows).where(sql`${ssoFlows.expiresAt} < now() - interval '1 day'`);
  const url = await authorizationUrl(config, checks, {
    redirectUri: `${deps.publicUrl}${CALLBACK_PATH}`,
    scopes: provider.scopes,
  });
  return { url, state: checks.state };
}

/** What the callback leads to: a session to start (sign-in) or none (an identity linked). */
export interface FlowOutcome {
  signedIn: SignedIn | null;
  returnTo: string | null;
  purpose: FlowPurpose;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Completes a round trip from the provider's redirect.
 * @param input.callbackUrl the full URL the browser was sent to (code, state, iss)
 * @param input.cookieState the state in the browser's flow cookie
 * @throws AppError BAD_REQUEST (400) for a missing, mismatched, expired or used state
 *   ({@link FLOW_UNKNOWN}) and for a failed exchange (oidc.ts SIGN_IN_FAILED); FORBIDDEN (403)
 *   for an unverified or not allowed institutional address, an unconfirmed existing account or a
 *   deactivated one; CONFLICT (409) when the identity belongs to another account
 */
export async function completeFlow(
  deps: FlowDeps,
  input: { callbackUrl: URL; cookieState: string | null; userAgent?: string },
): Promise<FlowOutcome> {
  const state = input.callbackUrl.searchParams.get('state');
  if (!state || !input.cookieState || state !== input.cookieState) throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
  // Single use: the row is taken by the one request that marks it used.
  const [flow] = await deps.db
    .update(ssoFlows)
    .set({ usedAt: sql`now()` })
    .where(and(eq(ssoFlows.stateHash, hashState(state)), isNull(ssoFlows.usedAt), gt(ssoFlows.expiresAt, sql`now()`)))
    .returning();
  if (!flow) throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
  const purpose: FlowPurpose = flow.purpose === 'link' || flow.purpose === 'connect' ? flow.purpose : 'sign_in';

  const provider = await resolveProvider(deps, flow.provider);
  const config = await configurationOf(provider.rp);
  const exchange = await exchangeCode(config, input.callbackUrl, {
    state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  });

  const subject = provider.orcid ? (text(exchange.extra.orcid) ?? exchange.claims.sub) : exchange.claims.sub;
  if (provider.orcid && !ORCID_ID.test(subject)) throw new AppError('BAD_REQUEST', 'ORCID did not return an iD.');
  const givenName = text(exchange.claims.given_name);
  const familyName = text(exchange.claims.family_name);
  const name =
    [givenName, familyName].filter(Boolean).join(' ') || text(exchange.extra.name) || text(exchange.claims.name);

  const [existing] = await deps.db
    .select({ userId: accountIdentities.userId })
    .from(accountIdentities)
    .where(and(eq(accountIdentities.provider, provider.key), eq(accountIdentities.subject, subject)));

  if (purpose === 'connect') {
    if (!provider.orcid || flow.invitationId === null) throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
    // The invitation is used up first (410 when it was meanwhile), then the grant is kept for
    // the credit push, linked to the account that already has this iD, if any.
    const connected = await completeOrcidInvitation(deps.db, { invitationId: flow.invitationId, orcid: subject });
    await markSavedAuthorOrcid(deps.db, connected);
    await saveOrcidAuthorization(deps.db, {
      orcid: subject,
      accountId: existing?.userId ?? null,
      name,
      scope: exchange.scope ?? provider.scopes,
      accessToken: exchange.accessToken,
      refreshToken: exchange.refreshToken,
      expiresInSeconds: exchange.expiresInSeconds ?? 3600,
    });
    // Already published (decision 0105): the article's contributor gets the authenticated iD and
    // the work is queued for their ORCID record now (the grant just kept), not at a republish.
    const { articleId, author, previousOrcid } = connected;
    if (articleId !== null) {
      await deps.db.transaction(async (tx) => {
        const { givenNames, surname, email } = author;
        const person = { orcid: subject, previousOrcid, givenNames, surname, email };
        if (await markArticleContributorOrcid(tx, articleId, person)) {
          await deps.orcidCredit.articleChanged(tx, articleId);
        }
      });
    }
    return { signedIn: null, returnTo: flow.returnTo, purpose };
  }

  let userId: number;
  if (purpose === 'link') {
    if (flow.userId === null) throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
    if (existing && existing.userId !== flow.userId) throw new AppError('CONFLICT', IDENTITY_TAKEN);
    userId = flow.userId;
  } else if (existing) {
    userId = existing.userId;
  } else if (provider.orcid) {
    const user = await createUser(deps.db, {
      name: name ?? subject,
      email: `${subject.toLowerCase()}@orcid.invalid`,
      role: 'author',
      emailVerified: false,
    });
    userId = user.id;
  } else {
    userId = await institutionalAccount(deps, provider.row!, exchange.claims, name);
  }

  await deps.db
    .insert(accountIdentities)
    .values({ provider: provider.key, subject, userId, lastSignInAt: purpose === 'sign_in' ? new Date() : null })
    .onConflictDoUpdate({
      target: [accountIdentities.provider, accountIdentities.subject],
      set: { lastSignInAt: purpose === 'sign_in' ? sql`now()` : accountIdentities.lastSignInAt },
    });

  if (provider.orcid) {
    await saveOrcidAuthorization(deps.db, {
      orcid: subject,
      accountId: userId,
      name,
      scope: exchange.scope ?? provider.scopes,
      accessToken: exchange.accessToken,
      refreshToken: exchange.refreshToken,
      // ORCID's tokens last about 20 years; a provider that omits expires_in gets an hour.
      expiresInSeconds: exchange.expiresInSeconds ?? 3600,
    });
  }

  if (purpose === 'link') return { signedIn: null, returnTo: flow.returnTo, purpose };
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('BAD_REQUEST', FLOW_UNKNOWN);
  return { signedIn: await startExternalSession(deps, user, input.userAgent), returnTo: flow.returnTo, purpose };
}

/** The account an institution's verified address leads to (the module comment's rules). */
async function institutionalAccount(
  deps: Pick<Deps, 'db'>,
  row: ProviderRow,
  claims: Record<string, unknown>,
  name: string | null,
): Promise<number> {
  const email = text(claims[row.emailClaim])?.toLowerCase() ?? null;
  if (!email || claims.email_verified !== true) throw new AppError('FORBIDDEN', ADDRESS_NOT_VERIFIED);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!row.allowedDomains.includes(domain)) throw new AppError('FORBIDDEN', DOMAIN_NOT_ALLOWED);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    if (user.emailVerifiedAt === null) throw new AppError('FORBIDDEN', ACCOUNT_UNCONFIRMED);
    return user.id;
  }
  const made = await createUser(deps.db, {
    name: name ?? email.slice(0, email.indexOf('@')),
    email,
    role: 'author',
    emailVerified: true,
  });
  return made.id;
}

/** The identities linked to an account (its profile shows the authenticated iD). */
export async function identitiesOf(
  deps: Pick<Deps, 'db'>,
  userId: number,
): Promise<{ provider: string; subject: string }[]> {
  return deps.db
    .select({ provider: accountIdentities.provider, subject: accountIdentities.subject })
    .from(accountIdentities)
    .where(eq(accountIdentities.userId, userId))
    .orderBy(accountIdentities.provider);
}
