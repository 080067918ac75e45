/**
 * The OpenID Connect relying party (OpenID Connect Core 1.0, OAuth 2.0 RFC 6749, PKCE RFC 7636),
 * entirely through `openid-client` v6 (a certified relying-party library): discovery, the
 * authorization URL, and the code exchange with its checks (state, nonce, PKCE, the ID token's
 * signature, issuer, audience and expiry, RFC 9207's `iss`). Nothing here checks a token by
 * hand (decision 0087).
 */
import * as client from 'openid-client';
import { AppError } from '../../lib/errors';

/** Who Genesis is at one provider. */
export interface RelyingParty {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Plain-http issuers are accepted only on loopback (tests, a stand-in provider). */
function isLoopback(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

const configurations = new Map<string, Promise<client.Configuration>>();

export const PROVIDER_UNREACHABLE = 'The sign-in provider could not be reached. Please try again later.';

/**
 * The provider's configuration from its discovery document, kept per issuer, client and secret.
 * @throws AppError SERVICE_UNAVAILABLE (503) when discovery fails (the failure is not kept)
 */
export async function configurationOf(rp: RelyingParty): Promise<client.Configuration> {
  const key = JSON.stringify([rp.issuer, rp.clientId, rp.clientSecret]);
  let config = configurations.get(key);
  if (!config) {
    const issuer = new URL(rp.issuer);
    config = client
      .discovery(issuer, rp.clientId, undefined, client.ClientSecretPost(rp.clientSecret), {
        execute: isLoopback(issuer) ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        configurations.delete(key);
        throw err;
      });
    configurations.set(key, config);
  }
  try {
    return await config;
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNREACHABLE);
  }
}

/** The secrets of one round trip, kept server-side (sso_flows) until the provider answers. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Fresh state, nonce and PKCE verifier (openid-client's random values, 256 bits each). */
export function newFlowChecks(): FlowChecks {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** The provider's authorization URL for a code flow with PKCE (S256), state and nonce. */
export async function authorizationUrl(
  config: client.Configuration,
  checks: FlowChecks,
  input: { redirectUri: string; scopes: string[] },
): Promise<string> {
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: input.scopes.join(' '),
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    })
    .toString();
}

/** What a completed exchange gives: the ID token's claims and the token answer. */
export interface CodeExchange {
  claims: Record<string, unknown> & { sub: string };
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number | null;
  scope: string | null;
  /** The token answer's other fields (ORCID's `orcid` and `name`). */
  extra: Record<string, unknown>;
}

export const SIGN_IN_FAILED =
  'The sign-in could not be completed: the answer from the provider was not valid, has expired or was already used. Please start again.';

/**
 * Exchanges the code of `callbackUrl` and checks everything openid-client checks.
 * @throws AppError BAD_REQUEST (400, {@link SIGN_IN_FAILED}) for a mismatched state, nonce or
 *   issuer, an error answer, an expired or reused code, or an invalid ID token
 */
export async function exchangeCode(
  config: client.Configuration,
  callbackUrl: URL,
  checks: FlowChecks,
): Promise<CodeExchange> {
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch {
    throw new AppError('BAD_REQUEST', SIGN_IN_FAILED);
  }
  const claims = tokens.claims();
  if (!claims) throw new AppError('BAD_REQUEST', SIGN_IN_FAILED);
  const { access_token, refresh_token, expires_in, scope, id_token: _id, token_type: _type, ...extra } = tokens;
  return {
    claims: claims as CodeExchange['claims'],
    accessToken: access_token,
    refreshToken: refresh_token ?? null,
    expiresInSeconds: typeof expires_in === 'number' ? expires_in : null,
    scope: scope ?? null,
    extra,
  };
}
