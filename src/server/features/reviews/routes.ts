/**
 * The reviewer's review (decision 0009; seed 001 §7 "Reviewer"): POST /api/invites/{id}/reviews,
 * multipart recommendation, comments and attachments, on the user's own accepted invitation
 * (404 otherwise). The route is the endpoint table's `submitReview`
 * (shared/api/endpoints/reviews.ts; docs/decisions/0064-endpoint-table.md).
 */
import * as endpoints from '../../../shared/api/endpoints/reviews';
import { reviewFields } from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { discardUpload, receiveUpload } from '../submissions';
import { submitReview } from './service';

/** The review's file field (seed 001 §7 "multipart recommendation, comments, attachments"). */
export const REVIEW_FILE_FIELD = 'attachments';

export default async function reviewRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const signedIn = { onRequest: app.requireUser };

  endpointRoute(app, endpoints.submitReview, signedIn, async (request, reply) => {
    const upload = await receiveUpload(request, app.storage, REVIEW_FILE_FIELD);
    const parsed = reviewFields.safeParse(upload.fields);
    if (!parsed.success) {
      await discardUpload(app.storage, upload);
      const list = parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
      throw new AppError('VALIDATION_FAILED', list[0].message, { errors: list });
    }
    return reply.status(201).send(await submitReview(deps, request.user!, request.params.id, parsed.data, upload));
  });
}
