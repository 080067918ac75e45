/**
 * Editorial board routes (docs/decisions/0031-editorial-boards.md):
 * public GET /api/journals/{abbreviation}/board, and the admin's
 * GET|POST /api/admin/journals/{id}/board, PUT|DELETE /api/admin/journals/{id}/board/{memberId},
 * POST /api/admin/journals/{id}/board/order, POST /api/admin/journals/{id}/board/{memberId}/photo
 * (multipart field `photo`, an image of at most 5 MiB: 400 / 413; decision 0046), and the public
 * GET /api/board-photos/{memberId}/{version}/photo.{webp|jpg}. Admin routes need the `admin_dashboard` permission
 * (401 without a session, 403 for other roles); bodies are the shared zod contract (400 with
 * field messages); unknown journals and members are 404.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/journals.ts and, for the
 * public board, catalogue.ts (decision 0064); the photos themselves are registered here by hand.
 */
import * as publicEndpoints from '../../../shared/api/endpoints/catalogue';
import * as fileEndpoints from '../../../shared/api/endpoints/files';
import * as endpoints from '../../../shared/api/endpoints/journals';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AppInstance } from '../../app-types';
import { AppError } from '../../lib/errors';
import { addBoardMember, editBoardMember, listBoard, removeBoardMember, reorderBoard } from './board';
import { boardPhotoFileOf, replaceBoardPhoto } from './board-photos';
import { BOARD_PHOTO_MAX_BYTES } from '../../../shared/api/board';
import { sendStoredFile } from '../../lib/send-file';
import { journalScoped } from './journal-scope';
import { findJournalByAbbreviation } from './service';

export default async function boardRoutes(app: AppInstance) {
  endpointRoute(app, publicEndpoints.getJournalBoard, { config: { publicCache: true } }, async (request) => {
    const journal = await findJournalByAbbreviation(app.db, request.params.abbreviation);
    if (!journal) throw new AppError('NOT_FOUND', `Journal "${request.params.abbreviation}" not found`);
    // The account link stays with the admin's board (decision 0059).
    return (await listBoard(app.db, journal.id)).map(({ userId: _userId, ...member }) => member);
  });

  // The journal's editors-in-chief and editors, and admins; everyone else 404 (decision 0059).
  const asAdmin = journalScoped(app, { param: 'id' }, 'managers');

  endpointRoute(app, endpoints.listAdminBoard, asAdmin, async (request) => listBoard(app.db, request.params.id, true));

  endpointRoute(app, endpoints.addBoardMember, asAdmin, async (request, reply) => {
    const member = await addBoardMember(app.db, request.params.id, request.body, request.user!.id);
    return reply.code(201).send(member);
  });

  endpointRoute(app, endpoints.reorderBoard, asAdmin, async (request) =>
    reorderBoard(app.db, request.user!.id, request.params.id, request.body.ids),
  );

  endpointRoute(app, endpoints.editBoardMember, asAdmin, async (request) =>
    editBoardMember(app.db, request.user!.id, request.params.id, request.params.memberId, request.body),
  );

  endpointRoute(app, endpoints.removeBoardMember, asAdmin, async (request, reply) => {
    const keys = await removeBoardMember(app.db, request.user!.id, request.params.id, request.params.memberId);
    for (const key of keys) await app.storage.remove(key);
    return reply.code(204).send(null);
  });

  endpointRoute(
    app,
    endpoints.uploadBoardPhoto,
    // Admins only (as journal covers): a stored, publicly served image; others 404 (decision 0059).
    journalScoped(app, { param: 'id' }, 'admin'),
    async (request) => {
      const part = await request.file({ limits: { fileSize: BOARD_PHOTO_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'photo') {
        throw new AppError('VALIDATION_FAILED', 'Choose a photo', {
          errors: [{ path: 'photo', message: 'Choose a photo' }],
        });
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The photo must be at most 5 MB');
      }
      return replaceBoardPhoto(app, request.user!.id, request.params.id, request.params.memberId, bytes);
    },
  );

  // A stored image: a file answer of the table (shared/api/endpoints/files.ts).
  endpointRoute(app, fileEndpoints.getBoardPhoto, {}, async (request, reply) => {
    const ext = request.params.file.split('.')[1]!;
    const found = await boardPhotoFileOf(app.db, request.params.memberId, request.params.version, ext);
    if (!found) throw new AppError('NOT_FOUND', 'Photo not found');
    return sendStoredFile(
      app.storage,
      request,
      reply,
      { ...found, originalFilename: `photo.${ext}`, sha256: found.key.repeat(2), createdAt: found.updatedAt },
      { cacheControl: 'public, max-age=31536000, immutable' },
    );
  });
}
