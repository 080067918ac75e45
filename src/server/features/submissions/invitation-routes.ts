/**
 * The reviewer's calls and the public invitation links (issue 7; seed 001 §7 "Reviewer",
 * seed 000 §7): GET /api/reviewer/invites, GET /api/invites/{id}, POST …/respond,
 * POST …/reviews (multipart recommendation, comments, attachments), GET …/manuscript (the
 * anonymised manuscript), and POST /api/public/invites/accept|decline (token only, rate
 * limited per address). Reviewer calls act on the user's own invitations (404 otherwise).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/catalogue';
import { inviteResponded, reviewerInvite, reviewerInviteDetail, reviewSubmitted } from '../../../shared/api/submissions';
import { acceptInvitation, declineInvitation, invitationResponse } from '../../../shared/validation/invitations';
import { respondRequest, reviewFields } from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import contentDisposition from 'content-disposition';
import { anonymisePdf } from '../../lib/anonymise-pdf';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { sendStoredFile } from '../../lib/send-file';
import {
  acceptByToken,
  declineByToken,
  invitationDetail,
  listMyInvitations,
  respondToInvitation,
  reviewerManuscript,
  submitReview,
} from './invitations';
import type { WorkflowDeps } from './service';
import { discardUpload, receiveUpload } from './uploads';

const inviteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody, 429: errorBody };
/** The review's file field (seed 001 §7 "multipart recommendation, comments, attachments"). */
export const REVIEW_FILE_FIELD = 'attachments';

/** The whole of a stream (a manuscript is at most 30 MB). */
async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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
    schema: { tags: ['reviews'], summary: 'The manuscript to review, under a neutral name; a PDF without its identifying metadata (GET and HEAD)', security: [{ bearerAuth: [] }], params: inviteParams },
  }, async (request, reply) => {
    const { file, filename } = await reviewerManuscript(app.db, request.user!, request.params.id);
    const stored = await app.files.find(file.fileKey);
    if (!stored) throw new AppError('NOT_FOUND', 'File not found');
    if (stored.contentType !== 'application/pdf') {
      return sendStoredFile(app.storage, request, reply, stored, { filename, cacheControl: 'private, no-store' });
    }
    // A PDF goes out without the metadata that could name its authors.
    let bytes: Uint8Array;
    try {
      bytes = await anonymisePdf(await readAll(app.storage.read(stored.key)), filename.replace(/\.pdf$/, ''));
    } catch (err) {
      request.log.warn({ err, key: stored.key }, 'manuscript PDF could not be anonymised; refusing to serve it to a reviewer');
      throw new AppError('SERVICE_UNAVAILABLE', 'This manuscript cannot be prepared for blind review. Please contact the editor.');
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(filename, { type: 'inline' }))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(bytes));
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
