/**
 * Access tokens (issue 6): short-lived JWTs signed with HS256 (jose), sent by the client as
 * `Authorization: Bearer …`. Claims: `sub` (user id), `sid` (session id), `iat`, `exp`,
 * `iss` (PUBLIC_URL), `aud` ('genesis-api') and a random `jti` (no two tokens alike). Verification accepts HS256 only (so `alg:
 * none` and any other algorithm fail) with this server's key, issuer and audience.
 *
 * The key is 256 random bits kept in the `app_secrets` table, made on first use, so every app
 * server of one database signs and verifies alike without configuration. Deleting the row
 * (and restarting) invalidates every access token; sessions then refresh into new ones.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/** Lifetime of an access token, in seconds (10 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;
/** The tokens' audience. */
export const ACCESS_TOKEN_AUDIENCE = 'genesis-api';
const KEY_NAME = 'access_token_hs256';
const ALGORITHM = 'HS256';

/** What a valid access token says. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Why a token was refused: absent claims or signature, or only its age. */
export type AccessTokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies access tokens with the database's key. */
export class AccessTokens {
  private key: Promise<Uint8Array> | undefined;

  constructor(
    private readonly db: Db,
    /** PUBLIC_URL: the `iss` claim. */
    private readonly issuer: string,
  ) {}

  /** The signing key, read (or made, by the first server to need it) once per process. */
  private signingKey(): Promise<Uint8Array> {
    this.key ??= (async () => {
      await this.db
        .insert(appSecrets)
        .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await this.db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
      return new Uint8Array(Buffer.from(row.value, 'base64url'));
    })().catch((err: unknown) => {
      this.key = undefined; // try again on the next call
      throw err;
    });
    return this.key;
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
