/**
 * Authentication and authorization of API requests (decision 0008; seed 001 §6).
 *
 * - `app.accessTokens` signs and verifies access tokens (features/accounts/access-tokens.ts, given by app.ts).
 * - `app.requireUser` (an onRequest hook): the request must carry `Authorization: Bearer
 *   <access token>` whose signature, expiry and session are valid and whose account is
 *   active; it sets `request.user`. Else 401 `UNAUTHORIZED` with `WWW-Authenticate: Bearer`.
 * - `app.requirePermission(action)` (an onRequest hook): as requireUser, then the policy of
 *   shared/domain/policy.ts must allow `action` for the user's role; else 403 `FORBIDDEN`.
 *
 * The role is read from the database on every request, not from the token, so a role change
 * or a revoked session takes effect at once. Both hooks run before the body is read, so an
 * upload from someone not allowed is refused before a byte of it is stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { can, type PolicyAction } from '../../shared/domain/policy';
import type { Role } from '../../shared/domain/roles';
import { sessions, users } from '../db/schema';
import { SESSION_IDLE_MS } from '../../shared/domain/session';
import { AppError } from '../lib/errors';

/** What a valid access token says (features/accounts/access-tokens.ts). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Why a token was refused: absent claims or signature, or only its age. */
export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** Signs and verifies access tokens; features/accounts' `AccessTokens` is the one implementation. */
export interface AccessTokenSigner {
  /** A signed token for `claims`. */
  sign(claims: AccessClaims): Promise<string>;
  /**
   * Checks a token's signature, algorithm, issuer, audience and expiry.
   * @param options.ignoreExpiry accept an expired (but genuine) token (logout)
   */
  verify(token: string, options?: { ignoreExpiry?: boolean }): Promise<AccessTokenCheck>;
}

/** The signed-in user of a request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The owner proved the address (decision 0013); unverified accounts own nothing found by address. */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens (features/accounts/access-tokens.ts), given at registration. */
    accessTokens: AccessTokenSigner;
    /** onRequest hook: 401 unless a valid access token of a live session is presented. */
    requireUser: onRequestHookHandler;
    /** onRequest hook: as requireUser, then 403 unless the role may do `action`. */
    requirePermission(action: PolicyAction): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Set by requireUser / requirePermission; null on unguarded routes. */
    user: AuthUser | null;
  }
}

export const AUTH_REQUIRED = 'Authentication required';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const NOT_PERMITTED = 'You do not have permission to do this.';

/** The bearer token of a request, or null when none (or another scheme) is sent. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9\-_.]+)[ ]*$/i.exec(header);
  return match ? match[1] : null;
}

function unauthorized(reply: FastifyReply, message: string): AppError {
  reply.header(
    'WWW-Authenticate',
    `Bearer realm="genesis"${message === AUTH_REQUIRED ? '' : ', error="invalid_token"'}`,
  );
  return new AppError('UNAUTHORIZED', message);
}

/**
 * The user a request's access token names, checked against the database: the session must
 * be neither revoked nor past its end or idle limit, and the account active.
 * @throws AppError UNAUTHORIZED
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(reply, AUTH_REQUIRED);
  const check = await app.accessTokens.verify(token);
  if (!check.ok) throw unauthorized(reply, SESSION_EXPIRED);
  const [row] = await app.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      userId: sessions.userId,
      deactivatedAt: users.deactivatedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, check.claims.sessionId))
    .limit(1);
  const now = Date.now();
  const live =
    row !== undefined &&
    row.userId === check.claims.userId &&
    row.deactivatedAt === null &&
    row.revokedAt === null &&
    row.expiresAt.getTime() > now &&
    // The access token outlives no idle session: idle is measured from the last refresh.
    row.lastUsedAt.getTime() > now - SESSION_IDLE_MS;
  if (!live) throw unauthorized(reply, SESSION_EXPIRED);
  const user: AuthUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    sessionId: check.claims.sessionId,
    emailVerified: row.emailVerifiedAt !== null,
  };
  request.user = user;
  return user;
}

/**
 * Throws 403 unless `user` may do `action` (shared/domain/policy.ts). Use cases call it for
 * checks that depend on the record too, after their own ownership test.
 * @throws AppError FORBIDDEN
 */
export function authorize(user: Pick<AuthUser, 'role'>, action: PolicyAction): void {
  if (!can(user.role, action)) throw new AppError('FORBIDDEN', NOT_PERMITTED);
}

/**
 * What the plugin is given: the access tokens of the accounts feature (a plugin imports no
 * feature, so app.ts builds them and hands them over).
 */
export interface AuthPluginOptions {
  accessTokens: AccessTokenSigner;
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorate('accessTokens', options.accessTokens);
  app.decorateRequest('user', null);
  app.decorate('requireUser', async function requireUser(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    await authenticate(app, request, reply);
  } as onRequestHookHandler);
  app.decorate('requirePermission', (action: PolicyAction): onRequestHookHandler => {
    return async function requirePermission(request: FastifyRequest, reply: FastifyReply) {
      const user = await authenticate(app, request, reply);
      authorize(user, action);
    } as onRequestHookHandler;
  });
}

export default fp(authPlugin, { name: 'auth' });
