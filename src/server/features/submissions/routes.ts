/**
 * The author's and the editor's calls (decision 0009; seed 001 §7 "Author", "Editor"), and the
 * submission files. Author calls need the `author_submissions` policy and act on the user's
 * own submissions only (others answer 404); editor calls need `handle_submissions`. A call
 * that does not fit the submission's status answers 409 `{ code: 'CONFLICT', message,
 * currentStatus }`. The invitation calls under `/api/submissions/{id}/invites` are
 * features/invitations' (its routes.ts); the proof, publishing, production metadata, web proof
 * and issue calls under `/api/submissions/{id}/…` are features/production's (its routes.ts;
 * docs/decisions/0065-production-feature.md).
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  draftCreated,
  fileUploaded,
  statusChanged,
  submissionDetail,
  submissionSummary,
} from '../../../shared/api/submissions';
import {
  decisionRequest,
  deskRequest,
  draftRequest,
  withdrawFromReviewRequest,
} from '../../../shared/validation/submissions';
import type { AppInstance } from '../../app-types';
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { readableFile } from './file-access';
import { blindStatusOfStored, sendBlindCopy } from './blind-delivery';
import { detailOf, fileUrlOf, summariesOf } from './present';
import { similarityRoutes } from './similarity-routes';
import { editorRoutes } from './editor-routes';
import { createDraft } from './create-draft';
import { decide } from './decide';
import { deskReview } from './desk-review';
import { submitDraft } from './submit-draft';
import { uploadManuscript } from './upload-manuscript';
import { uploadRevision } from './upload-revision';
import type { UploadResult } from './use-case-support';
import { withdraw } from './withdraw';
import { withdrawFromReview } from './withdraw-from-review';
import type { SubmissionCall } from './workflow-deps';
import { FILE_FIELD, receiveUpload, type ReceivedUpload } from './uploads';
import { SUBMISSION_NOT_FOUND } from './workflow';
import { editsJournal } from './scope';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const fileBody = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };

/** A route's access rule: the hook that checks the caller. */
type Guard = { onRequest: ReturnType<AppInstance['requirePermission']> };
/** A route's documentation: its summary and, when it needs one, a description. */
type Docs = { summary: string; description?: string };
/** What a status change answers: the submission's id and new status. */
type Changed = { id: number; status: z.infer<typeof statusChanged>['status'] };

export default async function submissionRoutes(app: AppInstance) {
  // The one Deps (decision 0066): the use cases below take the part of it they name.
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

  /**
   * A POST on submission `:id` whose `run` moves it on, given the parsed `docs.body` if it has
   * one; answers 200 `{id, status}`.
   */
  const statusCall = <B extends z.ZodType = z.ZodUndefined>(
    path: string,
    guard: Guard,
    docs: Docs & { body?: B },
    run: (call: SubmissionCall & { input: z.output<B> }) => Promise<Changed>,
  ) =>
    app.post(
      path,
      {
        ...guard,
        schema: {
          tags: ['submissions'],
          ...docs,
          security: [{ bearerAuth: [] }],
          params: idParams,
          response: { 200: statusChanged, ...errors },
        },
      },
      async (request) =>
        changed(
          await run({
            ...deps,
            user: request.user!,
            submissionId: request.params.id,
            input: request.body as z.output<B>,
          }),
        ),
    );

  /** A POST of one file (multipart `file`) to submission `:id`; answers 201 with the stored file. */
  const uploadCall = (
    path: string,
    guard: Guard,
    docs: Docs & { querystring?: z.ZodType },
    run: (call: SubmissionCall & { upload: ReceivedUpload }) => Promise<UploadResult>,
  ) =>
    app.post(
      path,
      {
        ...guard,
        schema: {
          tags: ['submissions'],
          ...docs,
          security: [{ bearerAuth: [] }],
          params: idParams,
          consumes: ['multipart/form-data'],
          multipartBody: fileBody,
          response: { 201: fileUploaded, ...errors },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, app.storage, FILE_FIELD);
        const result = await run({ ...deps, user: request.user!, submissionId: request.params.id, upload });
        return reply.status(201).send(uploaded(result));
      },
    );

  app.get(
    '/api/author/submissions',
    {
      ...asAuthor,
      schema: {
        tags: ['submissions'],
        summary: "The author's submissions (seed 001 §7)",
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(submissionSummary), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => summariesOf(app.db, eq(submissions.authorId, request.user!.id)),
  );

  app.post(
    '/api/submissions/draft',
    {
      ...asAuthor,
      schema: {
        tags: ['submissions'],
        summary: 'Create a draft',
        description:
          'title (required), abstract, journalId (one of the publisher’s journals), articleType, keywords (list or comma text), coAuthors.',
        security: [{ bearerAuth: [] }],
        body: draftRequest,
        response: { 201: draftCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ id: (await createDraft({ db: deps.db, user: request.user!, input: request.body })).id }),
  );

  uploadCall(
    '/api/submissions/:id/upload',
    asAuthor,
    {
      summary: 'Upload the manuscript of a draft',
      description: 'multipart/form-data with one file under `file` (30 MB, checked by content). `kind=manuscript`.',
      querystring: z.object({ kind: z.literal('manuscript', { error: 'kind must be manuscript' }) }),
    },
    uploadManuscript,
  );

  uploadCall(
    '/api/submissions/:id/revisions',
    asAuthor,
    { summary: 'Upload a revised manuscript', description: 'revision requested → resubmitted. multipart `file`.' },
    uploadRevision,
  );

  statusCall(
    '/api/submissions/:id/submit',
    asAuthor,
    { summary: 'Submit a draft', description: 'Needs a manuscript file and an abstract.' },
    submitDraft,
  );

  statusCall(
    '/api/submissions/:id/withdraw',
    asAuthor,
    { summary: 'Withdraw a submission (before peer review only)' },
    withdraw,
  );

  editorRoutes(app, deps);

  app.get(
    '/api/submissions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['submissions'],
        summary: 'A submission’s details',
        description:
          'Its author or an editor; others 404. Editors see invitations, reviews with reviewers and the author’s e-mail; the author sees decided rounds’ reviews without reviewers.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: submissionDetail, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = request.user!;
      const [row] = await app.db.select().from(submissions).where(eq(submissions.id, request.params.id));
      if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
      if (await editsJournal(app.db, user, row.journalId))
        return detailOf(app.db, peerReview, row, 'editor', (f) => blindStatusOfStored(app.storage, f));
      if (row.authorId === user.id) return detailOf(app.db, peerReview, row, 'author');
      throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    },
  );

  statusCall(
    '/api/submissions/:id/desk',
    asEditor,
    {
      summary: 'Desk review: send_to_review or reject',
      description:
        'send_to_review needs a recorded similarity check (409 otherwise) and, when it is over the policy (similarity > 25% or unique content < 70%), `confirmSimilarity: true` (409 otherwise).',
      body: deskRequest,
    },
    deskReview,
  );

  statusCall(
    '/api/submissions/:id/decision',
    asEditor,
    {
      summary: 'Decide: minor, major, accept or reject',
      description:
        'Under review, accept, minor and major need a submitted review of the round (409 otherwise); reject does not, but then needs a reason (`note`, 400). Reject is also possible while a revision is requested. Open invitations are closed and their reviewers told; the author gets the decision letter: `letter` (the text the editor edited from GET …/decision-letter) when given, else the letter built from the decision’s template with the round’s reviewers’ comments for the authors (decision 0044).',
      body: decisionRequest,
    },
    decide,
  );

  statusCall(
    '/api/submissions/:id/withdraw-from-review',
    asEditor,
    {
      summary: 'Withdraw a submission from review (editor)',
      description:
        'Any stage before acceptance (submitted, under review, revision requested, resubmitted) → withdrawn. Body {reason} (required), sent to the author. Open invitations are closed and their reviewers told.',
      body: withdrawFromReviewRequest,
    },
    withdrawFromReview,
  );

  similarityRoutes(app, deps);

  app.get(
    '/api/submissions/:id/files/:fileId',
    {
      onRequest: app.requireUser,
      compress: false,
      schema: {
        tags: ['submissions'],
        summary: 'A submission file (bearer token; GET and HEAD)',
        security: [{ bearerAuth: [] }],
        params: idParams.extend({ fileId: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
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
