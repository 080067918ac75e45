/**
 * The reviewer's calls and the public invitation links (issue 7; seed 001 §7 "Reviewer",
 * seed 000 §7): GET /api/reviewer/invites, GET /api/invites/{id}, POST …/respond,
 * POST …/reviews (multipart recommendation, comments, attachments), GET …/manuscript (the
 * manuscript cleaned for blind review, blind-delivery.ts), and POST /api/public/invites/accept|decline (token only, rate
 * limited per address). Reviewer calls act on the user's own invitations (404 otherwise).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/catalogue';
import { inviteResponded, reviewerInvite, reviewerInviteDetail, reviewSubmitted } from '../../../shared/api/submissions';
import { acceptInvitation, declineInvitation, invitationResponse } from '../../../shared/validation/invitations';
import { respondRequest, reviewFields } from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import {
  acceptByToken,
  declineByToken,
  invitationDetail,
  listMyInvitations,
  respondToInvitation,
  reviewerManuscript,
  submitReview,
} from './invitations';
import { sendBlindCopy } from './blind-delivery';
import type { WorkflowDeps } from './service';
import { discardUpload, receiveUpload } from './uploads';

const inviteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, 429: errorBody };
/** The review's file field (seed 001 §7 "multipart recommendation, comments, attachments"). */
export const REVIEW_FILE_FIELD = 'attachments';

export default async function invitationRoutes(app: AppInstance) {
  const deps: WorkflowDeps = { db: app.db, files: app.files, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const signedIn = { onRequest: app.requireUser };

  app.get('/api/reviewer/invites', {
    ...signedIn,
    schema: { tags: ['reviews'], summary: "The signed-in reviewer's invitations", security: [{ bearerAuth: [] }], response: { 200: z.array(reviewerInvite), 401: errorBody } },
  }, async (request) => listMyInvitations(app.db, request.user!));

  app.get('/api/invites/:id', {
    ...signedIn,
    schema: { tags: ['reviews'], summary: 'An invitation (never the authors)', security: [{ bearerAuth: [] }], params: inviteParams, response: { 200: reviewerInviteDetail, 401: errorBody, 404: errorBody } },
  }, async (request) => invitationDetail(app.db, request.user!, request.params.id));

  app.post('/api/invites/:id/respond', {
    ...signedIn,
    schema: { tags: ['reviews'], summary: 'Accept ({accept: true}) or decline an invitation', security: [{ bearerAuth: [] }], params: inviteParams, body: respondRequest, response: { 200: inviteResponded, ...errors } },
  }, async (request) => respondToInvitation(deps, request.user!, request.params.id, request.body));

  app.post('/api/invites/:id/reviews', {
    ...signedIn,
    schema: {
      tags: ['reviews'], summary: 'Submit the review', description: 'multipart/form-data: recommendation (minor|major|accept|reject), comments, and at most one file under `attachments` (30 MB, checked by content).',
      security: [{ bearerAuth: [] }], params: inviteParams, consumes: ['multipart/form-data'],
      multipartBody: { type: 'object', properties: { recommendation: { type: 'string', enum: ['minor', 'major', 'accept', 'reject'] }, comments: { type: 'string' }, attachments: { type: 'string', format: 'binary' } }, required: ['recommendation', 'comments'] },
      response: { 201: reviewSubmitted, ...errors },
    },
  }, async (request, reply) => {
    const upload = await receiveUpload(request, app.storage, REVIEW_FILE_FIELD);
    const parsed = reviewFields.safeParse(upload.fields);
    if (!parsed.success) {
      await discardUpload(app.storage, upload);
      const list = parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
      throw new AppError('VALIDATION_FAILED', list[0].message, { errors: list });
    }
    return reply.status(201).send(await submitReview(deps, request.user!, request.params.id, parsed.data, upload));
  });

  app.get('/api/invites/:id/manuscript', {
    ...signedIn,
    compress: false,
    schema: { tags: ['reviews'], summary: 'The manuscript to review, under a neutral name, cleaned of the names its metadata carries (PDF, DOCX, ODT; GET and HEAD); 409 when it cannot be cleaned', security: [{ bearerAuth: [] }], params: inviteParams },
  }, async (request, reply) => {
    const { file, filename } = await reviewerManuscript(app.db, request.user!, request.params.id);
    const stored = await app.files.find(file.fileKey);
    if (!stored) throw new AppError('NOT_FOUND', 'File not found');
    return sendBlindCopy(app.storage, request, reply, stored, filename);
  });

  app.post('/api/public/invites/accept', {
    config: { rateLimit: rateLimit(30, 15) },
    schema: { tags: ['reviews'], summary: 'Accept an invitation by its link', body: acceptInvitation, response: { 200: invitationResponse, ...errors } },
  }, async (request) => acceptByToken(deps, request.body.token));

  app.post('/api/public/invites/decline', {
    config: { rateLimit: rateLimit(30, 15) },
    schema: { tags: ['reviews'], summary: 'Decline an invitation by its link', body: declineInvitation, response: { 200: invitationResponse, ...errors } },
  }, async (request) => declineByToken(deps, request.body.token, request.body.reason));
}
