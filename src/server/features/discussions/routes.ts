/**
 * The discussion routes (docs/decisions/0072-discussions.md): the endpoint table's entries
 * of shared/api/endpoints/discussions.ts (decision 0064), signed-in; who sees which thread is the
 * discussion policy's, checked in the use cases (decision 0066).
 */
import { MESSAGE_FILE_FIELD } from '../../../shared/api/discussions';
import * as endpoints from '../../../shared/api/endpoints/discussions';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { readIntakeMultipart, removeWritten, type ReceivedFile } from '../../lib/multipart-upload';
import { checkMessage, listThreads, markRead, postMessage, readThread, sendAttachment } from './service';

export default async function discussionRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const signedIn = { onRequest: app.requireUser };

  endpointRoute(app, endpoints.listDiscussions, signedIn, async (request) => ({
    threads: await listThreads(deps.db, request.user!, request.params.id),
  }));

  endpointRoute(app, endpoints.getDiscussion, signedIn, async (request) =>
    readThread(deps.db, request.user!, request.params.id, request.params.thread),
  );

  endpointRoute(app, endpoints.markDiscussionRead, signedIn, async (request) =>
    markRead(deps.db, request.user!, request.params.id, request.params.thread),
  );

  endpointRoute(app, endpoints.postDiscussionMessage, signedIn, async (request, reply) => {
    // The review attachment's rules (seed 000 §5, 30 MB each, checked by content), repeated.
    const upload = await readIntakeMultipart(request, app.storage, (field) =>
      field === MESSAGE_FILE_FIELD ? 'manuscript' : undefined,
    );
    const discard = (files: readonly ReceivedFile[]) => removeWritten(app.storage, files);
    try {
      if (upload.errors.length > 0)
        throw new AppError('VALIDATION_FAILED', upload.errors[0].message, { errors: upload.errors });
      const body = checkMessage(upload.fields, upload.files);
      const message = await postMessage(
        deps,
        request.user!,
        request.params.id,
        request.params.thread,
        body,
        upload.files,
      );
      return reply.status(201).send(message);
    } catch (err) {
      await discard(upload.files);
      throw err;
    }
  });

  endpointRoute(
    app,
    endpoints.downloadDiscussionAttachment,
    { onRequest: app.requireUser, compress: false },
    async (request, reply) =>
      sendAttachment(deps, request.user!, request, reply, {
        submissionId: request.params.id,
        key: request.params.thread,
        attachmentId: request.params.attachmentId,
        download: request.query.download === '1',
      }),
  );
}
