/**
 * Access tokens (decision 0008): short-lived JWTs signed with HS256 (jose), sent by the client as
 * `Authorization: Bearer …`. Claims: `sub` (user id), `sid` (session id), `iat`, `exp`,
 * `iss` (PUBLIC_URL), `aud` ('genesis-api') and a random `jti` (no two tokens alike). Verification
 * accepts HS256 only (so `alg:
 * none` and any other algorithm fail) with this server's key, issuer and audience.
 *
 * The key is 256 random bits kept in the `app_secrets` table, made on first use, so every app
 * server of one database signs and verifies alike without configuration. Deleting the row
 * (and restarting) invalidates every access token; sessions then refresh into new ones.
 */
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import type { AccessClaims, AccessTokenCheck, AccessTokenSigner } from '../../plugins/auth';
import { appSecret } from './app-secret';

/** Lifetime of an access token, in seconds (10 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** The tokens' audience. */
export const ACCESS_TOKEN_AUDIENCE = 'genesis-api';
const KEY_NAME = 'access_token_hs256';
const ALGORITHM = 'HS256';

export type { AccessClaims, AccessTokenCheck };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies access tokens with the database's key. */
export class AccessTokens implements AccessTokenSigner {
  /** The signing key, read (or made, by the first server to need it) once per process. */
  private readonly signingKey: () => Promise<Uint8Array>;

  constructor(
    db: Db,
    /** PUBLIC_URL: the `iss` claim. */
    private readonly issuer: string,
  ) {
    this.signingKey = appSecret(db, KEY_NAME);
  }

  /** A signed token for `claims`, valid for ACCESS_TOKEN_TTL_SECONDS. */
  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(this.issuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await this.signingKey());
  }

  /**
   * Checks a token's signature, algorithm, issuer, audience and expiry.
   * @param options.ignoreExpiry accept an expired (but genuine) token: logout uses it to
   *   find the session to end.
   */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessTokenCheck> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        // jose has no "skip exp": a tolerance as long as any session lives does the same.
        clockTolerance: options.ignoreExpiry ? 366 * 24 * 3600 : 5,
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !UUID.test(sessionId)) {
        return { ok: false, expired: false };
      }
      return { ok: true, claims: { userId, sessionId } };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return { ok: false, expired: err instanceof joseErrors.JWTExpired };
      throw err;
    }
  }
}
