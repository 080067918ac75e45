/**
 * Endpoint table: sign-in with ORCID and institutions' OpenID Connect providers (decision 0087;
 * docs/decisions/0064-endpoint-table.md). Errors answer `errorBody`; the callback, a browser
 * navigation, answers a short HTML page.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import {
  callbackQuery,
  linkedIdentity,
  providerInput,
  providerPatch,
  providerSummary,
  signInMethods,
  startFlowRequest,
  startFlowResponse,
} from '../sso';
import { defineEndpoint, fileAnswer } from './define';

const sso = { tags: ['auth'] } as const;
const html = fileAnswer(['text/html']);

/** `GET /api/sso/methods` → the sign-in buttons to show. */
export const signInMethodsList = defineEndpoint({
  ...sso,
  method: 'GET',
  path: '/api/sso/methods',
  summary: 'The sign-in methods besides the password',
  description: 'ORCID when ORCID_CLIENT_ID and ORCID_CLIENT_SECRET are set; each enabled institutional provider.',
  responses: { 200: signInMethods },
});

/** `POST /api/sso/start` {provider, returnTo?} → 200 {url}: a sign-in round trip begins. */
export const startSignIn = defineEndpoint({
  ...sso,
  method: 'POST',
  path: '/api/sso/start',
  summary: 'Start signing in with ORCID or an institution',
  description:
    "Answers the provider's authorization URL (authorization code with PKCE S256, state and nonce) and sets the HttpOnly cookie that binds the round trip to this browser (10 minutes). 404 for a method that is off.",
  body: startFlowRequest,
  responses: { 200: startFlowResponse, 400: errorBody, 403: errorBody, 404: errorBody, 503: errorBody },
});

/** `POST /api/sso/link` {provider, returnTo?} → 200 {url}: the signed-in account adds an identity. */
export const startLink = defineEndpoint({
  ...sso,
  method: 'POST',
  path: '/api/sso/link',
  summary: 'Connect an ORCID iD or an institution to the signed-in account',
  signedIn: true,
  body: startFlowRequest,
  responses: { 200: startFlowResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 503: errorBody },
});

/** `GET /api/sso/callback?code&state&iss` → 303 to the page to land on, or a 4xx page. */
export const signInCallback = defineEndpoint({
  ...sso,
  method: 'GET',
  path: '/api/sso/callback',
  summary: 'Where the provider sends the browser back',
  description:
    "Checks the state against the browser's cookie and the stored round trip (single use, 10 minutes), exchanges the code (openid-client: PKCE, nonce, ID token), then signs in, links or makes the account (decision 0087) and redirects (303). A forged or used state, a forged nonce, an expired or reused code: 400; an institution's unverified address or a domain not allowed: 403; an identity of another account: 409.",
  query: callbackQuery,
  responses: { 303: null, 400: html, 403: html, 404: html, 409: html, 503: html },
});

/** `GET /api/me/identities` → the identities linked to the signed-in account. */
export const myIdentities = defineEndpoint({
  ...sso,
  method: 'GET',
  path: '/api/me/identities',
  summary: "The signed-in account's linked identities (its authenticated ORCID iD)",
  signedIn: true,
  responses: { 200: z.array(linkedIdentity), 401: errorBody },
});

const admin = { tags: ['admin'], signedIn: true } as const;
const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /api/admin/sign-in-providers` → every institutional provider, without secrets. */
export const listSignInProviders = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/sign-in-providers',
  summary: "Institutions' OpenID Connect providers",
  responses: { 200: z.array(providerSummary), 401: errorBody, 403: errorBody },
});

/** `POST /api/admin/sign-in-providers` → 201 the provider, without its secret. */
export const createSignInProvider = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/sign-in-providers',
  summary: "Add an institution's OpenID Connect provider",
  body: providerInput,
  responses: { 201: providerSummary, ...adminErrors },
});

/** `PATCH /api/admin/sign-in-providers/{id}` → the provider; an absent secret is kept. */
export const updateSignInProvider = defineEndpoint({
  ...admin,
  method: 'PATCH',
  path: '/api/admin/sign-in-providers/:id',
  summary: "Change an institution's provider",
  params: idParams,
  body: providerPatch,
  responses: { 200: providerSummary, ...adminErrors },
});

/** `DELETE /api/admin/sign-in-providers/{id}` → 204. */
export const deleteSignInProvider = defineEndpoint({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/sign-in-providers/:id',
  summary: "Remove an institution's provider",
  params: idParams,
  responses: { 204: null, ...adminErrors },
});
