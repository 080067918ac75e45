/**
 * Routes of sign-in with ORCID and institutions (decision 0087):
 * - GET /api/sso/methods → the buttons to show
 * - POST /api/sso/start {provider, returnTo?} → {url} + the flow cookie (anonymous sign-in)
 * - POST /api/sso/link {provider, returnTo?} → {url} + the flow cookie (signed in: add an identity)
 * - GET /api/sso/callback → 303 to `/login?sso=signed-in` (a session's refresh cookie set) or
 *   to the page it started from (`?sso=linked`); a 4xx HTML page with the reason otherwise
 * - GET /api/me/identities → the account's linked identities
 * - POST /api/orcid-invitations/preview {token} and /start {token} (decision 0093): a
 *   co-author's mailed link, its page and ORCID's round trip (`connect`, no account); the
 *   callback returns to `/orcid/connect?sso=linked`
 * - /api/admin/sign-in-providers (GET, POST, PATCH /:id, DELETE /:id): admin only
 * The flow cookie `genesis_sso` is HttpOnly, Secure, SameSite=Lax (the provider's redirect is a
 * cross-site navigation: Strict would keep it away), on the callback's path only, 10 minutes.
 */
import type { FastifyReply } from 'fastify';
import * as endpoints from '../../../shared/api/endpoints/sso';
import * as invitationEndpoints from '../../../shared/api/endpoints/orcid-invitations';
import { paths } from '../../../shared/routes';
import { rateLimit } from '../../lib/rate-limit';
import { openOrcidInvitation, orcidInvitationView } from '../submissions';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { escapeXmlText } from '../../lib/xml';
import { assertSameOrigin, refreshCookieFor, setRefreshCookie } from '../accounts';
import { orcidConfig } from '../orcid';
import { CALLBACK_PATH, FLOW_MINUTES, completeFlow, identitiesOf, startFlow } from './flows';
import { createProvider, deleteProvider, enabledProviders, listProviders, updateProvider } from './providers';

export const FLOW_COOKIE = 'genesis_sso';

export default async function ssoRoutes(app: AppInstance) {
  const { deps } = app;
  const refreshCookie = refreshCookieFor(app.config.publicUrl);
  const setFlowCookie = (reply: FastifyReply, state: string) =>
    reply.setCookie(FLOW_COOKIE, state, {
      path: CALLBACK_PATH,
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      maxAge: FLOW_MINUTES * 60,
    });
  const userAgentOf = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'].slice(0, 300) : undefined;

  endpointRoute(app, endpoints.signInMethodsList, {}, async () => ({
    orcid: orcidConfig() !== null,
    providers: (await enabledProviders(app.db)).map((p) => ({ key: `oidc:${p.id}`, name: p.name })),
  }));

  endpointRoute(app, endpoints.startSignIn, {}, async (request, reply) => {
    assertSameOrigin(request, app.config.publicUrl);
    const { url, state } = await startFlow(deps, { ...request.body, purpose: 'sign_in' });
    setFlowCookie(reply, state);
    return { url };
  });

  endpointRoute(app, endpoints.startLink, { onRequest: app.requireUser }, async (request, reply) => {
    assertSameOrigin(request, app.config.publicUrl);
    const { url, state } = await startFlow(deps, { ...request.body, purpose: 'link', userId: request.user!.id });
    setFlowCookie(reply, state);
    return { url };
  });

  endpointRoute(app, endpoints.signInCallback, {}, async (request, reply) => {
    const cookieState = request.cookies[FLOW_COOKIE] ?? null;
    reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH, httpOnly: true, secure: true, sameSite: 'lax' });
    try {
      const outcome = await completeFlow(deps, {
        callbackUrl: new URL(request.url, app.config.publicUrl),
        cookieState,
        userAgent: userAgentOf(request.headers),
      });
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      if (outcome.signedIn) {
        setRefreshCookie(reply, refreshCookie, outcome.signedIn.refreshToken, outcome.signedIn.expiresAt);
        const next = outcome.returnTo ? `&next=${encodeURIComponent(outcome.returnTo)}` : '';
        return reply.redirect(`/login?sso=signed-in${next}`, 303);
      }
      const back = outcome.returnTo ?? '/dashboard';
      return reply.redirect(`${back}${back.includes('?') ? '&' : '?'}sso=linked`, 303);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500 || err.status < 400) throw err;
      return reply
        .status(err.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(errorPage(err.message));
    }
  });

  // A co-author's mailed link (decision 0093): the token is the only credential.
  const byLink = { config: { rateLimit: rateLimit(30, 15) } };
  endpointRoute(app, invitationEndpoints.previewOrcidInvitation, byLink, async (request) =>
    orcidInvitationView(app.db, request.body.token),
  );
  endpointRoute(app, invitationEndpoints.startOrcidInvitation, byLink, async (request, reply) => {
    assertSameOrigin(request, app.config.publicUrl);
    const invitationId = await openOrcidInvitation(app.db, request.body.token);
    const { url, state } = await startFlow(deps, {
      provider: 'orcid',
      purpose: 'connect',
      invitationId,
      returnTo: paths.orcidConnect.getHref(),
    });
    setFlowCookie(reply, state);
    return { url };
  });

  endpointRoute(app, endpoints.myIdentities, { onRequest: app.requireUser }, async (request) => {
    const providers = new Map((await listProviders(app.db)).map((p) => [`oidc:${p.id}`, p.name]));
    return (await identitiesOf(deps, request.user!.id)).map((identity) => ({
      ...identity,
      label: identity.provider === 'orcid' ? 'ORCID' : (providers.get(identity.provider) ?? identity.provider),
    }));
  });

  const asAdmin = { onRequest: app.requirePermission('manage_sign_in_providers') };
  endpointRoute(app, endpoints.listSignInProviders, asAdmin, async () => listProviders(app.db));
  endpointRoute(app, endpoints.createSignInProvider, asAdmin, async (request, reply) =>
    reply.status(201).send(await createProvider(app.db, request.body)),
  );
  endpointRoute(app, endpoints.updateSignInProvider, asAdmin, async (request) =>
    updateProvider(app.db, request.params.id, request.body),
  );
  endpointRoute(app, endpoints.deleteSignInProvider, asAdmin, async (request, reply) => {
    await deleteProvider(app.db, request.params.id);
    return reply.status(204).send();
  });
}

/** The callback's answer when it refuses: the reason, and the way back to the sign-in page. */
function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Sign-in not completed | Genesis</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>Sign-in not completed</h1><p role="alert">${escapeXmlText(message)}</p><p><a href="/login">Back to sign in</a></p></body></html>`;
}
