/**
 * ORCID's settings from the environment (decision 0087; ORCID's OAuth and OpenID Connect
 * documentation, info.orcid.org "ORCID API tutorials"). Off — no button, no flow — unless
 * `ORCID_CLIENT_ID` and `ORCID_CLIENT_SECRET` are both set.
 *
 * - `ORCID_ENVIRONMENT`: `production` (default; issuer https://orcid.org, API
 *   https://api.orcid.org/v3.0 or https://pub.orcid.org/v3.0), `sandbox` (https://sandbox.orcid.org,
 *   https://api.sandbox.orcid.org/v3.0 or https://pub.sandbox.orcid.org/v3.0), or a base URL
 *   (a loopback stand-in in tests: issuer and API base are then that URL).
 * - `ORCID_API`: `public` (default; sign-in and authenticated iDs only) or `member` (also asks
 *   the scopes to read limited data and to write activities on the person's record).
 *
 * The secret is never logged: the object carries it, but `toJSON` and inspection hide it.
 */

/** ORCID's scopes (OAuth scope values, space-separated on the wire). */
export const ORCID_SCOPES = {
  openid: 'openid',
  authenticate: '/authenticate',
  readLimited: '/read-limited',
  activitiesUpdate: '/activities/update',
} as const;

export interface OrcidConfig {
  /** The OpenID Connect issuer (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  /** The scopes the authorization request asks for. */
  authorizeScopes: string[];
  /** The API's base, with its version (`…/v3.0`), no trailing slash. */
  apiBase: string;
  /** Whether Genesis is an ORCID member (member API, writes to records). */
  member: boolean;
  clientId: string;
  clientSecret: string;
}

/** Thrown for a set but unusable ORCID variable; the message names the variable. */
export class OrcidConfigError extends Error {}

const ENVIRONMENTS = {
  production: {
    issuer: 'https://orcid.org',
    member: 'https://api.orcid.org/v3.0',
    public: 'https://pub.orcid.org/v3.0',
  },
  sandbox: {
    issuer: 'https://sandbox.orcid.org',
    member: 'https://api.sandbox.orcid.org/v3.0',
    public: 'https://pub.sandbox.orcid.org/v3.0',
  },
} as const;

/**
 * ORCID's configuration, or null when ORCID is off (client id or secret unset or blank).
 * @param env the environment (default process.env)
 * @throws OrcidConfigError when `ORCID_ENVIRONMENT` or `ORCID_API` has a value it does not know
 */
export function orcidConfig(env: NodeJS.ProcessEnv = process.env): OrcidConfig | null {
  const clientId = env.ORCID_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.ORCID_CLIENT_SECRET?.trim() ?? '';
  if (!clientId || !clientSecret) return null;

  const api = (env.ORCID_API?.trim() || 'public').toLowerCase();
  if (api !== 'public' && api !== 'member') throw new OrcidConfigError('ORCID_API must be "public" or "member"');
  const member = api === 'member';

  const environment = env.ORCID_ENVIRONMENT?.trim() || 'production';
  let issuer: string;
  let apiBase: string;
  if (environment === 'production' || environment === 'sandbox') {
    issuer = ENVIRONMENTS[environment].issuer;
    apiBase = ENVIRONMENTS[environment][member ? 'member' : 'public'];
  } else {
    let url: URL;
    try {
      url = new URL(environment);
    } catch {
      throw new OrcidConfigError('ORCID_ENVIRONMENT must be "sandbox", "production" or a base URL');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new OrcidConfigError('ORCID_ENVIRONMENT must be "sandbox", "production" or a base URL');
    }
    issuer = url.toString().replace(/\/+$/, '');
    apiBase = issuer;
  }

  const authorizeScopes: string[] = [ORCID_SCOPES.openid];
  if (member) authorizeScopes.push(ORCID_SCOPES.readLimited, ORCID_SCOPES.activitiesUpdate);

  const config: OrcidConfig = { issuer, authorizeScopes, apiBase, member, clientId, clientSecret };
  // Keep the secret out of logs and JSON: enumerable for code, hidden from serialisers.
  Object.defineProperty(config, 'toJSON', {
    enumerable: false,
    value: () => ({ issuer, authorizeScopes, apiBase, member, clientId, clientSecret: '[redacted]' }),
  });
  Object.defineProperty(config, Symbol.for('nodejs.util.inspect.custom'), {
    enumerable: false,
    value: () => ({ issuer, authorizeScopes, apiBase, member, clientId, clientSecret: '[redacted]' }),
  });
  return config;
}
