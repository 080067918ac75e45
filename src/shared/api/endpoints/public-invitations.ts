/**
 * Endpoint table: a review invitation answered by its mailed link, without a session (decision
 * 0009; seed 000 §7; docs/decisions/0064-endpoint-table.md). The token is the only credential;
 * the server rate limits each route per address (features/invitations/routes.ts).
 */
import { errorBody } from '../common';
import { invitationPreview, invitationResponse } from '../submissions';
import { acceptInvitation, declineInvitation } from '../../validation/invitations';
import { defineEndpoint } from './define';

const reviews = { tags: ['reviews'] } as const;
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
} as const;

/** `POST /api/public/invites/preview` {token} → 200 the invitation's title, journal and deadlines. */
export const previewInvitation = defineEndpoint({
  ...reviews,
  method: 'POST',
  path: '/api/public/invites/preview',
  summary: 'What an invitation link opens, before answering',
  description:
    'The submission title, the journal and the deadlines (YYYY-MM-DD) of a live invitation; 400 with the reason otherwise (cancelled, declined, invalid or expired).',
  body: acceptInvitation,
  responses: { 200: invitationPreview, ...errors },
});

/** `POST /api/public/invites/accept` {token} → 200 {status, message}. */
export const acceptInvitationByLink = defineEndpoint({
  ...reviews,
  method: 'POST',
  path: '/api/public/invites/accept',
  summary: 'Accept an invitation by its link',
  body: acceptInvitation,
  responses: { 200: invitationResponse, ...errors },
});

/** `POST /api/public/invites/decline` {token, reason?} → 200 {status, message}. */
export const declineInvitationByLink = defineEndpoint({
  ...reviews,
  method: 'POST',
  path: '/api/public/invites/decline',
  summary: 'Decline an invitation by its link',
  body: declineInvitation,
  responses: { 200: invitationResponse, ...errors },
});
