/**
 * Endpoint table: co-authors' ORCID invitations and an ORCID-made account's address (decision
 * 0093; docs/decisions/0064-endpoint-table.md). The link's token is the only credential of the
 * first two (rate limited per address); the re-send needs an editor of the submission's journal.
 */
import { errorBody } from '../common';
import { messageResponse } from '../auth';
import { startFlowResponse } from '../sso';
import {
  authorParams,
  orcidInvitationSent,
  orcidInvitationToken,
  orcidInvitationView,
  setEmailRequest,
} from '../orcid-invitations';
import { defineEndpoint } from './define';

/** `POST /api/orcid-invitations/preview` {token} → 200 whose iD, which manuscript; 404 unknown, 410 used or expired. */
export const previewOrcidInvitation = defineEndpoint({
  tags: ['auth'],
  method: 'POST',
  path: '/api/orcid-invitations/preview',
  summary: 'What a co-author’s ORCID link is for',
  description:
    'The author’s name, the manuscript’s title and journal, and when the link expires. 404 for an unknown token; 410 for a link already used, expired, or replaced by a newer one.',
  body: orcidInvitationToken,
  responses: { 200: orcidInvitationView, 400: errorBody, 404: errorBody, 410: errorBody, 429: errorBody },
});

/** `POST /api/orcid-invitations/start` {token} → 200 {url} + the flow cookie: ORCID's round trip begins. */
export const startOrcidInvitation = defineEndpoint({
  tags: ['auth'],
  method: 'POST',
  path: '/api/orcid-invitations/start',
  summary: 'Connect a co-author’s ORCID iD from the mailed link',
  description:
    'Answers ORCID’s authorization URL and sets the round trip’s cookie (as /api/sso/start); no account needed. ORCID’s answer marks the author’s iD authenticated in the submission and uses the link up. 404 unknown token or ORCID off; 410 used or expired.',
  body: orcidInvitationToken,
  responses: {
    200: startFlowResponse,
    400: errorBody,
    403: errorBody,
    404: errorBody,
    410: errorBody,
    429: errorBody,
    503: errorBody,
  },
});

/** `POST /api/submissions/{id}/authors/{index}/orcid-invitation` → 200 {sentTo}: an editor re-sends the link. */
export const resendOrcidInvitation = defineEndpoint({
  tags: ['submissions'],
  signedIn: true,
  method: 'POST',
  path: '/api/submissions/:id/authors/:index/orcid-invitation',
  summary: 'Send an author a new link to connect their ORCID iD',
  description:
    'Editors of the submission’s journal. Older links of that author stop working. 404 not in scope or no such author; 409 a draft, an author without address, or one whose iD is already authenticated.',
  params: authorParams,
  responses: {
    200: orcidInvitationSent,
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
    409: errorBody,
  },
});

/** `POST /api/me/email` {email} → 200 {message}: an ORCID-made account asks to use a real address. */
export const setOwnEmail = defineEndpoint({
  tags: ['auth'],
  signedIn: true,
  method: 'POST',
  path: '/api/me/email',
  summary: 'Give an ORCID-made account its real e-mail address',
  description:
    'For an account made by ORCID sign-in (address `<iD>@orcid.invalid`): mails a confirmation link to the new address; the account takes it only when the link is used, and owns nothing found by address before. 409 for any other account or an address another account has; 429 after 3 links an hour.',
  body: setEmailRequest,
  responses: { 200: messageResponse, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
});
