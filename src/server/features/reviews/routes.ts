/**
 * The reviewer's review (decision 0009; seed 001 §7 "Reviewer"): POST /api/invites/{id}/reviews,
 * multipart recommendation, comments and attachments, on the user's own accepted invitation
 * (404 otherwise).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import { reviewSubmitted } from '../../../shared/api/submissions';
import { reviewFields } from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { discardUpload, receiveUpload } from '../submissions';
import { submitReview } from './service';

const inviteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = {
  400: errorBody,
  401: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
  429: errorBody,
};
/** The review's file field (seed 001 §7 "multipart recommendation, comments, attachments"). */
export const REVIEW_FILE_FIELD = 'attachments';

export default async function reviewRoutes(app: AppInstance) {
  // The one Deps (decision 0066): the use cases below take the part of it they name.
  const { deps } = app;
  const signedIn = { onRequest: app.requireUser };

  app.post(
    '/api/invites/:id/reviews',
    {
      ...signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Submit the review',
        description:
          'multipart/form-data: recommendation (minor|major|accept|reject), comments (for the authors), confidentialComments (for the editor only), conflictOfInterest (none|declared) with conflictDetails when declared, and at most one file under `attachments` (30 MB, checked by content).',
        security: [{ bearerAuth: [] }],
        params: inviteParams,
        consumes: ['multipart/form-data'],
        multipartBody: {
          type: 'object',
          properties: {
            recommendation: { type: 'string', enum: ['minor', 'major', 'accept', 'reject'] },
            comments: { type: 'string', description: 'Comments for the authors' },
            confidentialComments: { type: 'string', description: 'Confidential comments for the editor (optional)' },
            conflictOfInterest: { type: 'string', enum: ['none', 'declared'] },
            conflictDetails: { type: 'string', description: 'Required when conflictOfInterest is declared' },
            attachments: { type: 'string', format: 'binary' },
          },
          required: ['recommendation', 'comments', 'conflictOfInterest'],
        },
        response: { 201: reviewSubmitted, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, app.storage, REVIEW_FILE_FIELD);
      const parsed = reviewFields.safeParse(upload.fields);
      if (!parsed.success) {
        await discardUpload(app.storage, upload);
        const list = parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
        throw new AppError('VALIDATION_FAILED', list[0].message, { errors: list });
      }
      return reply.status(201).send(await submitReview(deps, request.user!, request.params.id, parsed.data, upload));
    },
  );
}
