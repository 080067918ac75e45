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
 *
 * A token that verified is remembered (by its exact text, until its expiry, at most
 * VERIFIED_CACHE_SIZE of them): the same string carries the same signature, so verifying it again
 * can only differ in its expiry, which is checked on every use. A request then costs no HMAC
 * through WebCrypto (about a tenth of the editor queue's server CPU; decision 0080, amendment
 * "Per-request CPU"). Only genuine tokens are kept, so forged ones cannot push genuine ones out
 * (they are only verified again). The session itself is still read on every request (auth plugin).
 */
import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
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

/** Verified tokens remembered per process (one per signed-in client's current token). */
export const VERIFIED_CACHE_SIZE = 10_000;
/** The clock tolerance of an expiry, in seconds. */
const CLOCK_TOLERANCE_SECONDS = 5;

interface Verified {
  userId: number;
  sessionId: string;
  /** The `exp` claim, in seconds since the epoch. */
  exp: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies access tokens with the database's key. */
export class AccessTokens implements AccessTokenSigner {
  /** The signing key, read (or made, by the first server to need it) once per process. */
  private readonly signingKey: () => Promise<Uint8Array>;
  /** Tokens that verified, by their text. */
  private readonly verified = new LRUCache<string, Verified>({ max: VERIFIED_CACHE_SIZE });

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
    const known = this.verified.get(token);
    if (known) {
      if (!options.ignoreExpiry && Date.now() / 1000 > known.exp + CLOCK_TOLERANCE_SECONDS) {
        this.verified.delete(token);
        return { ok: false, expired: true };
      }
      return { ok: true, claims: { userId: known.userId, sessionId: known.sessionId } };
    }
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        // jose has no "skip exp": a tolerance as long as any session lives does the same.
        clockTolerance: options.ignoreExpiry ? 366 * 24 * 3600 : CLOCK_TOLERANCE_SECONDS,
      });
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !UUID.test(sessionId)) {
        return { ok: false, expired: false };
      }
      // Remembered only while it is still valid (an expired token verified for logout is not).
      const exp = payload.exp!;
      if (Date.now() / 1000 <= exp + CLOCK_TOLERANCE_SECONDS) this.verified.set(token, { userId, sessionId, exp });
      return { ok: true, claims: { userId, sessionId } };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return { ok: false, expired: err instanceof joseErrors.JWTExpired };
      throw err;
    }
  }
}
