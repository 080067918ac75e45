/**
 * The invitation calls (decision 0009; seed 001 §7 "Editor", "Reviewer", seed 000 §7): the editor's
 * POST /api/submissions/{id}/invites and POST …/invites/{inviteId}/cancel (`handle_submissions`);
 * PUT …/invites/{inviteId}/files (what that reviewer receives, decision 0070);
 * the reviewer's GET /api/reviewer/invites, GET /api/invites/{id}, POST …/respond,
 * GET …/manuscript, GET …/files and GET …/files/{fileId} (the delivered files cleaned for blind
 * review, features/submissions' `sendBlindCopy`); and POST /api/public/invites/accept|decline
 * (token only, rate limited per address). Reviewer calls act on the user's own invitations (404 otherwise). The review
 * (POST /api/invites/{id}/reviews) is features/reviews'. Every call is an entry of the endpoint
 * table (shared/api/endpoints/reviews.ts and public-invitations.ts;
 * docs/decisions/0064-endpoint-table.md).
 */
import * as endpoints from '../../../shared/api/endpoints/reviews';
import { extendReviewDue } from './deadlines';
import { reviewerCandidates } from './candidates';
import type { AppInstance } from '../../app-types';
import * as publicInvitations from '../../../shared/api/endpoints/public-invitations';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { rateLimit } from '../../lib/rate-limit';
import { sendBlindCopy } from '../submissions';
import {
  invitationDetail,
  listMyInvitations,
  respondToInvitation,
  reviewerFile,
  reviewerFileList,
  reviewerManuscript,
} from './reviewer';
import { chooseReviewerFiles } from './reviewer-files';
import { acceptByToken, cancelInvitation, declineByToken, inviteReviewer, previewByToken } from './service';

export default async function invitationRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const signedIn = { onRequest: app.requireUser };
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };

  endpointRoute(app, endpoints.inviteReviewer, asEditor, async (request, reply) =>
    reply.status(201).send({ inviteId: await inviteReviewer(deps, request.user!, request.params.id, request.body) }),
  );

  /**
   * GET /api/submissions/{id}/reviewer-candidates?q=&journal=&page= (decision 0051):
   * 200 `reviewerCandidatesPage` (shared/api/reviewer-candidates.ts), 20 a page;
   * 400 bad query; 401 signed out; 403 without `handle_submissions`; 404 missing or outside the
   * editor's journals (decision 0037).
   */
  endpointRoute(app, endpoints.searchReviewerCandidates, asEditor, async (request) =>
    reviewerCandidates(app.db, request.user!, request.params.id, request.query),
  );

  endpointRoute(app, endpoints.extendReviewDue, asEditor, async (request) =>
    extendReviewDue(deps, request.user!, request.params.id, request.params.inviteId, request.body.reviewDue),
  );

  endpointRoute(app, endpoints.chooseReviewerFiles, asEditor, async (request) =>
    chooseReviewerFiles(deps, request.user!, request.params.id, request.params.inviteId, request.body.fileIds),
  );

  endpointRoute(app, endpoints.cancelInvitation, asEditor, async (request) => {
    await cancelInvitation(deps, request.user!, request.params.id, request.params.inviteId);
    return { inviteId: request.params.inviteId, status: 'cancelled' as const };
  });

  endpointRoute(app, endpoints.listReviewerInvites, signedIn, async (request) =>
    listMyInvitations(app.db, request.user!),
  );

  endpointRoute(app, endpoints.getInvite, signedIn, async (request) =>
    invitationDetail(app.db, deps.reviewOf, request.user!, request.params.id),
  );

  endpointRoute(app, endpoints.respondToInvite, signedIn, async (request) =>
    respondToInvitation(deps, request.user!, request.params.id, request.body),
  );

  endpointRoute(app, endpoints.downloadInviteManuscript, { ...signedIn, compress: false }, async (request, reply) => {
    const { file, filename } = await reviewerManuscript(app.db, request.user!, request.params.id);
    const stored = await app.files.find(file.fileKey);
    if (!stored) throw new AppError('NOT_FOUND', 'File not found');
    return sendBlindCopy(app.storage, request, reply, stored, filename);
  });

  endpointRoute(app, endpoints.listInviteFiles, signedIn, async (request) =>
    reviewerFileList(app.db, request.user!, request.params.id),
  );

  endpointRoute(app, endpoints.downloadInviteFile, { ...signedIn, compress: false }, async (request, reply) => {
    const { file, filename } = await reviewerFile(app.db, request.user!, request.params.id, request.params.fileId);
    const stored = await app.files.find(file.fileKey);
    if (!stored) throw new AppError('NOT_FOUND', 'File not found');
    const requested = request.query.download === '1' ? 'attachment' : 'inline';
    return sendBlindCopy(app.storage, request, reply, stored, filename, requested);
  });

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
