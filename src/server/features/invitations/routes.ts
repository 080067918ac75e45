/**
 * The invitation calls (decision 0009; seed 001 §7 "Editor", "Reviewer", seed 000 §7): the editor's
 * POST /api/submissions/{id}/invites and POST …/invites/{inviteId}/cancel (`handle_submissions`);
 * the reviewer's GET /api/reviewer/invites, GET /api/invites/{id}, POST …/respond and
 * GET …/manuscript (the manuscript cleaned for blind review, features/submissions'
 * `sendBlindCopy`); and POST /api/public/invites/accept|decline (token only, rate limited per
 * address). Reviewer calls act on the user's own invitations (404 otherwise). The review
 * (POST /api/invites/{id}/reviews) is features/reviews'.
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  inviteCancelled,
  inviteCreated,
  inviteResponded,
  reviewerInvite,
  reviewerInviteDetail,
} from '../../../shared/api/submissions';
import { extendDeadlineRequest, inviteRequest, respondRequest } from '../../../shared/validation/submissions';
import { deadlineExtended } from '../../../shared/api/submissions';
import { extendReviewDue } from './deadlines';
import { reviewerCandidates } from './candidates';
import { reviewerCandidatesPage, reviewerCandidatesQuery } from '../../../shared/api/reviewer-candidates';
import type { AppInstance } from '../../app-types';
import * as publicInvitations from '../../../shared/api/endpoints/public-invitations';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { sendBlindCopy, type WorkflowDeps } from '../submissions';
import {
  invitationDetail,
  listMyInvitations,
  respondToInvitation,
  reviewerManuscript,
  type ReviewOfInvitation,
} from './reviewer';
import { acceptByToken, cancelInvitation, declineByToken, inviteReviewer, previewByToken } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const inviteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const editorErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
};

/** What the invitation routes are given by app.ts. */
export interface InvitationRoutesOptions {
  /** The reviewer's own review in an invitation's detail (features/reviews). */
  reviewOf: ReviewOfInvitation;
}

export default async function invitationRoutes(app: AppInstance, { reviewOf }: InvitationRoutesOptions) {
  const deps: WorkflowDeps = {
    db: app.db,
    files: app.files,
    storage: app.storage,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    editorialEmail: app.config.editorialEmail,
  };
  const signedIn = { onRequest: app.requireUser };
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  app.post(
    '/api/submissions/:id/invites',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Invite a reviewer',
        description:
          'Mails accept and decline links (14 days, or until the response deadline). respondBy and reviewDue (YYYY-MM-DD) default to today plus the journal’s days (7 and 21).',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: inviteRequest,
        response: { 201: inviteCreated, ...editorErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ inviteId: await inviteReviewer(deps, request.user!, request.params.id, request.body) }),
  );

  /**
   * GET /api/submissions/{id}/reviewer-candidates?q=&journal=&page= (decision 0051):
   * 200 `reviewerCandidatesPage` (shared/api/reviewer-candidates.ts), 20 a page;
   * 400 bad query; 401 signed out; 403 without `handle_submissions`; 404 missing or outside the
   * editor's journals (decision 0037).
   */
  app.get(
    '/api/submissions/:id/reviewer-candidates',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Search the reviewer database for a submission',
        description:
          'Reviewer accounts, approved reviewer applicants and past invitees, with workload, completed reviews, mean turnaround (days), last review, conflicts with this submission (same affiliation, co-author) and whether already invited this round. q matches name, e-mail, affiliation or expertise; 20 a page.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        querystring: reviewerCandidatesQuery,
        response: { 200: reviewerCandidatesPage, ...editorErrors },
      },
    },
    async (request) => reviewerCandidates(app.db, request.user!, request.params.id, request.query),
  );

  app.post(
    '/api/submissions/:id/invites/:inviteId/deadline',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Extend the review due date of an invitation',
        description:
          'Body {reviewDue: YYYY-MM-DD}, later than the current due date, within a year. Pending or accepted invitations only.',
        security: [{ bearerAuth: [] }],
        params: idParams.extend({ inviteId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: extendDeadlineRequest,
        response: { 200: deadlineExtended, ...editorErrors },
      },
    },
    async (request) =>
      extendReviewDue(deps, request.user!, request.params.id, request.params.inviteId, request.body.reviewDue),
  );

  app.post(
    '/api/submissions/:id/invites/:inviteId/cancel',
    {
      ...asEditor,
      schema: {
        tags: ['submissions'],
        summary: 'Cancel an invitation (its links die)',
        security: [{ bearerAuth: [] }],
        params: idParams.extend({ inviteId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: inviteCancelled, ...editorErrors },
      },
    },
    async (request) => {
      await cancelInvitation(deps, request.user!, request.params.id, request.params.inviteId);
      return { inviteId: request.params.inviteId, status: 'cancelled' as const };
    },
  );

  app.get(
    '/api/reviewer/invites',
    {
      ...signedIn,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in reviewer's invitations",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(reviewerInvite), 401: errorBody },
      },
    },
    async (request) => listMyInvitations(app.db, request.user!),
  );

  app.get(
    '/api/invites/:id',
    {
      ...signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'An invitation (never the authors)',
        security: [{ bearerAuth: [] }],
        params: inviteParams,
        response: { 200: reviewerInviteDetail, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => invitationDetail(app.db, reviewOf, request.user!, request.params.id),
  );

  app.post(
    '/api/invites/:id/respond',
    {
      ...signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Accept ({accept: true}) or decline an invitation',
        security: [{ bearerAuth: [] }],
        params: inviteParams,
        body: respondRequest,
        response: { 200: inviteResponded, ...errors },
      },
    },
    async (request) => respondToInvitation(deps, request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/invites/:id/manuscript',
    {
      ...signedIn,
      compress: false,
      schema: {
        tags: ['reviews'],
        summary:
          'The manuscript to review, under a neutral name, cleaned of the names its metadata carries (PDF, DOCX, ODT; GET and HEAD); 409 when it cannot be cleaned',
        security: [{ bearerAuth: [] }],
        params: inviteParams,
      },
    },
    async (request, reply) => {
      const { file, filename } = await reviewerManuscript(app.db, request.user!, request.params.id);
      const stored = await app.files.find(file.fileKey);
      if (!stored) throw new AppError('NOT_FOUND', 'File not found');
      return sendBlindCopy(app.storage, request, reply, stored, filename);
    },
  );

  // Answered by the mailed link (the endpoint table: shared/api/endpoints/public-invitations.ts, decision 0064).
  const byLink = { config: { rateLimit: rateLimit(30, 15) } };
  endpointRoute(app, publicInvitations.acceptInvitationByLink, byLink, async (request) =>
    acceptByToken(deps, request.body.token),
  );
  endpointRoute(app, publicInvitations.previewInvitation, byLink, async (request) =>
    previewByToken(deps, request.body.token),
  );
  endpointRoute(app, publicInvitations.declineInvitationByLink, byLink, async (request) =>
    declineByToken(deps, request.body.token, request.body.reason),
  );
}
