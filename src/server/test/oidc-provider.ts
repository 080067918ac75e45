/**
 * A real OpenID Connect provider on loopback for tests (the npm package `oidc-provider`, an
 * OpenID Certified implementation), shaped like ORCID or like an institution's provider
 * (decision 0087):
 * - `orcid`: `sub` is the iD, the ID token carries `given_name` and `family_name`, the scopes
 *   are ORCID's (`openid`, `/authenticate`, `/read-limited`, `/activities/update`), and the token
 *   answer carries `orcid` and `name` beside the tokens, as ORCID's does;
 * - `institution`: `email` and `email_verified` (scope `email`), names with `profile`.
 * Sign-in needs no form: the interaction signs in `loginAs` (or the subject given to
 * `authorize`) and grants what was asked. Usable from vitest (`authorize` follows the browser's
 * redirects with a cookie jar) and from an e2e server setup (a browser follows them itself).
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface LoopbackPerson {
  /** ORCID: the iD (`0000-0002-1825-0097`); an institution: any stable id. */
  sub: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  email_verified?: boolean;
}

export interface LoopbackOidcOptions {
  flavour: 'orcid' | 'institution';
  clientId: string;
  clientSecret: string;
  /** The relying party's callback URLs (exact match, as every provider requires). */
  redirectUris: string[];
  people: LoopbackPerson[];
  /** Fixed port (e2e); default a free one. */
  port?: number;
  /** ORCID: told each access token issued and whose it is (a stand-in member API accepts it then). */
  onToken?: (sub: string, accessToken: string) => void;
  /**
   * Requests the provider does not serve, answered first by this handler when it returns true
   * (ORCID's API shares the issuer's base in a stand-in: `/{iD}/work`…).
   */
  otherRequests?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

export interface LoopbackOidc {
  /** `http://127.0.0.1:PORT` (the issuer; ORCID_ENVIRONMENT in tests). */
  issuer: string;
  /** Who the next interaction signs in (default the first person). */
  loginAs: string;
  /** The authorization code's lifetime in seconds (default 60; tests of an expired code lower it). */
  codeTtlSeconds: number;
  people: Map<string, LoopbackPerson>;
  /**
   * Follows an authorization request as a browser would (a fresh cookie jar), signing in `sub`.
   * @returns the redirect to the relying party (`redirect_uri?code=…&state=…`, or `?error=…`)
   */
  authorize(url: string, sub?: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts a provider on 127.0.0.1; `close()` it after the tests. */
export async function startLoopbackOidc(options: LoopbackOidcOptions): Promise<LoopbackOidc> {
  let handler: http.RequestListener = (_req, res) => {
    res.writeHead(503);
    res.end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const people = new Map(options.people.map((p) => [p.sub, p]));
  const state: LoopbackOidc = {
    issuer,
    loginAs: options.people[0]?.sub ?? '',
    codeTtlSeconds: 60,
    people,
    authorize: (url, sub) => follow(url, sub),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const orcid = options.flavour === 'orcid';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'loopback', alg: 'RS256', use: 'sig' }] },
    scopes: orcid
      ? ['openid', '/authenticate', '/read-limited', '/activities/update']
      : ['openid', 'email', 'profile', 'offline_access'],
    claims: orcid
      ? { openid: ['sub', 'given_name', 'family_name'] }
      : { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // ORCID puts the names in the ID token; so does this provider, for both shapes.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return { accountId: sub, claims: () => ({ ...person }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: () => state.codeTtlSeconds,
      AccessToken: 3600,
      IdToken: 3600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['loopback-oidc-cookie-key'] },
  };
  const provider = new Provider(issuer, configuration);

  // ORCID answers the token request with the iD and the name beside the tokens.
  if (orcid) {
    provider.use(async (ctx, next) => {
      await next();
      const body = ctx.body as Record<string, unknown> | undefined;
      if (ctx.path === '/token' && ctx.status === 200 && body && typeof body.id_token === 'string') {
        const payload = JSON.parse(Buffer.from(body.id_token.split('.')[1], 'base64url').toString()) as {
          sub: string;
        };
        const person = people.get(payload.sub);
        if (typeof body.access_token === 'string') options.onToken?.(payload.sub, body.access_token);
        ctx.body = {
          ...body,
          orcid: payload.sub,
          name: [person?.given_name, person?.family_name].filter(Boolean).join(' '),
        };
      }
    });
  }

  const callback = provider.callback();
  handler = (req, res) => {
    if (options.otherRequests?.(req, res)) return;
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
      return;
    }
    void callback(req, res);
  };

  /** Signs in `loginAs` and grants every scope and claim asked: no form. */
  async function interact(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const sub = details.session?.accountId ?? (new URL(req.url ?? '/', issuer).searchParams.get('as') || state.loginAs);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ??
        new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) }))
      : new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
    const asked = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (asked.missingOIDCScope) grant.addOIDCScope(asked.missingOIDCScope.join(' '));
    if (asked.missingOIDCClaims) grant.addOIDCClaims(asked.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(asked.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  /** Follows redirects on the provider with a cookie jar until one leaves it. */
  async function follow(url: string, sub?: string): Promise<string> {
    const jar = new Map<string, string>();
    let next = url;
    for (let hop = 0; hop < 10; hop++) {
      const target = new URL(next, issuer);
      if (target.origin !== issuer) return target.toString();
      if (sub && target.pathname.startsWith('/interaction/')) target.searchParams.set('as', sub);
      const response = await fetch(target, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
      next = new URL(location, target).toString();
    }
    throw new Error('too many redirects at the provider');
  }

  return state;
}
