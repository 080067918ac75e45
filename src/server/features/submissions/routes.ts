/**
 * The author's and the editor's calls (decision 0009; seed 001 §7 "Author", "Editor"), and the
 * submission files. Author calls need the `author_submissions` policy and act on the user's
 * own submissions only (others answer 404); editor calls need `handle_submissions`. A call
 * that does not fit the submission's status answers 409 `{ code: 'CONFLICT', message,
 * currentStatus }`. The invitation calls under `/api/submissions/{id}/invites` are
 * features/invitations' (its routes.ts); the proof, publishing, production metadata, web proof
 * and issue calls under `/api/submissions/{id}/…` are features/production's (its routes.ts;
 * docs/decisions/0065-production-feature.md). Each route is an entry of the endpoint table
 * (shared/api/endpoints/submissions.ts; docs/decisions/0064-endpoint-table.md), registered here
 * with its access hook.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import * as endpoints from '../../../shared/api/endpoints/submissions';
import type { statusChanged } from '../../../shared/api/submissions';
import type { AppInstance } from '../../app-types';
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendStoredFile } from '../../lib/send-file';
import { readableFile } from './file-access';
import { blindStatusOfStored, sendBlindCopy } from './blind-delivery';
import { detailOf, fileUrlOf, summariesOf } from './present';
import { similarityRoutes } from './similarity-routes';
import { editorRoutes } from './editor-routes';
import { createDraft } from './create-draft';
import { decide } from './decide';
import { draftRoutes } from './drafts-routes';
import { deskReview } from './desk-review';
import { submitDraft } from './submit-draft';
import { uploadManuscript } from './upload-manuscript';
import { uploadRevision } from './upload-revision';
import type { UploadResult } from './use-case-support';
import { withdraw } from './withdraw';
import { withdrawFromReview } from './withdraw-from-review';
import type { SubmissionCall } from './workflow-deps';
import { FILE_FIELD, receiveUpload, type ReceivedUpload } from './uploads';
import { permits } from '../../lib/authorize';
import { authorizeSubmission, submissionPolicy } from './policy';

/** A route's access rule: the hook that checks the caller. */
type Guard = { onRequest: ReturnType<AppInstance['requirePermission']> };
/** What a status change gives: the submission with its new status. */
type Changed = { id: number; status: z.infer<typeof statusChanged>['status'] };

export default async function submissionRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  // The invitations and reviews a submission shows, and who reads a review attachment (peer-review.ts).
  const { peerReview } = deps;
  const asAuthor = { onRequest: app.requirePermission('author_submissions') };
  const asEditor = { onRequest: app.requirePermission('handle_submissions') };
  const uploaded = (r: UploadResult) => ({
    id: r.submission.id,
    status: r.submission.status,
    fileId: r.file.id,
    fileUrl: fileUrlOf(r.submission.id, r.file.id),
  });
  const changed = (row: Changed) => ({ id: row.id, status: row.status });

  /** The call of submission `:id` by the signed-in user, for a use case. */
  const callOf = (request: FastifyRequest & { params: { id: number } }): SubmissionCall => ({
    ...deps,
    user: request.user!,
    submissionId: request.params.id,
  });

  /** A POST of one file (multipart `file`) to submission `:id`; answers 201 with the stored file. */
  const uploadCall = (
    endpoint: typeof endpoints.uploadRevision,
    guard: Guard,
    run: (call: SubmissionCall & { upload: ReceivedUpload }) => Promise<UploadResult>,
  ) =>
    endpointRoute(app, endpoint, guard, async (request, reply) => {
      const upload = await receiveUpload(request, app.storage, FILE_FIELD);
      const result = await run({ ...callOf(request), upload });
      return reply.status(201).send(uploaded(result));
    });

  endpointRoute(app, endpoints.listAuthorSubmissions, asAuthor, async (request) =>
    summariesOf(app.db, eq(submissions.authorId, request.user!.id)),
  );

  endpointRoute(app, endpoints.createDraft, asAuthor, async (request, reply) =>
    reply.status(201).send({ id: (await createDraft({ db: deps.db, user: request.user!, input: request.body })).id }),
  );

  endpointRoute(app, endpoints.uploadManuscript, asAuthor, async (request, reply) => {
    const upload = await receiveUpload(request, app.storage, FILE_FIELD);
    const result = await uploadManuscript({ ...callOf(request), upload, kind: request.query.kind });
    return reply.status(201).send(uploaded(result));
  });
  uploadCall(endpoints.uploadRevision, asAuthor, uploadRevision);
  // The status changes answer 200 `{id, status}`.
  endpointRoute(app, endpoints.submitDraft, asAuthor, async (request) => changed(await submitDraft(callOf(request))));
  endpointRoute(app, endpoints.withdrawSubmission, asAuthor, async (request) =>
    changed(await withdraw(callOf(request))),
  );

  editorRoutes(app, deps);
  draftRoutes(app);

  endpointRoute(app, endpoints.getSubmission, { onRequest: app.requireUser }, async (request) => {
    const user = request.user!;
    const [row] = await app.db.select().from(submissions).where(eq(submissions.id, request.params.id));
    const facts = await authorizeSubmission(app.db, user, 'read', row);
    if (permits(submissionPolicy, user, 'handle', row, facts))
      return detailOf(app.db, peerReview, row, 'editor', (f) => blindStatusOfStored(app.storage, f));
    return detailOf(app.db, peerReview, row, 'author');
  });

  endpointRoute(app, endpoints.deskReview, asEditor, async (request) =>
    changed(await deskReview({ ...callOf(request), input: request.body })),
  );
  endpointRoute(app, endpoints.recordDecision, asEditor, async (request) =>
    changed(await decide({ ...callOf(request), input: request.body })),
  );
  endpointRoute(app, endpoints.withdrawFromReview, asEditor, async (request) =>
    changed(await withdrawFromReview({ ...callOf(request), input: request.body })),
  );

  similarityRoutes(app, deps);

  endpointRoute(
    app,
    endpoints.downloadSubmissionFile,
    { onRequest: app.requireUser, compress: false },
    async (request, reply) => {
      const { stored, filename, blind } = await readableFile(
        app.db,
        peerReview,
        request.user!,
        request.params.id,
        request.params.fileId,
      );
      // A review attachment going to the author crosses the double-blind line: cleaned or refused.
      if (blind) return sendBlindCopy(app.storage, request, reply, stored, filename);
      return sendStoredFile(app.storage, request, reply, stored, { filename, cacheControl: 'private, no-store' });
    },
  );
}
