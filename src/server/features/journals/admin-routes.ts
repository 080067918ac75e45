/**
 * Journal management routes (docs/decisions/0030-journal-management.md), admin only
 * (`manage_journals`: 401 without a session, 403 for other roles, as the other admin routes):
 * - GET  /api/admin/journals: every journal, retired ones last (no paging: a publisher has tens).
 * - POST /api/admin/journals: create (201); PUT /api/admin/journals/{id}: replace the fields.
 *   400 names the field (ISSN form and ISO 3297 check character, unknown category…);
 *   409 when the abbreviation is taken (case-insensitively).
 * - POST /api/admin/journals/{id}/retire and /reinstate.
 * - GET/POST /api/admin/journal-categories: the category list (409 on a duplicate name).
 * - POST /api/admin/journals/{id}/cover: multipart, one file field `cover` (a real image, at most
 *   5 MiB: 400 / 413), resized for the card and header slots (covers.ts); the public
 *   GET /api/journal-covers/{id}/{version}/{slot}.{webp|jpg} serves them.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/journals.ts (decision
 * 0064); the covers themselves (files, not JSON) are registered here by hand.
 */
import * as fileEndpoints from '../../../shared/api/endpoints/files';
import * as endpoints from '../../../shared/api/endpoints/journals';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { COVER_MAX_BYTES, coverFileOf, replaceCover } from './covers';
import { journalScoped } from './journal-scope';
import {
  createCategory,
  createJournal,
  listAdminJournals,
  listCategories,
  setRetired,
  updateJournal,
} from './journal-admin';

export default async function journalAdminRoutes(app: AppInstance) {
  const asAdmin = { onRequest: app.requirePermission('manage_journals') };
  // One journal's fields (deadline defaults included), retirement and cover: admins only, others 404.
  const onJournal = journalScoped(app, { param: 'id' }, 'admin');

  endpointRoute(app, endpoints.listAdminJournals, asAdmin, async () => listAdminJournals(app.db));

  endpointRoute(app, endpoints.createJournal, asAdmin, async (request, reply) => {
    reply.code(201);
    return createJournal(app.db, request.user!.id, request.body);
  });

  endpointRoute(app, endpoints.updateJournal, onJournal, async (request) =>
    updateJournal(app.db, request.user!.id, request.params.id, request.body),
  );

  endpointRoute(app, endpoints.retireJournal, onJournal, async (request) =>
    setRetired(app.db, request.user!.id, request.params.id, true),
  );
  endpointRoute(app, endpoints.reinstateJournal, onJournal, async (request) =>
    setRetired(app.db, request.user!.id, request.params.id, false),
  );

  endpointRoute(app, endpoints.listJournalCategories, asAdmin, async () => listCategories(app.db));

  endpointRoute(app, endpoints.addJournalCategory, asAdmin, async (request, reply) => {
    reply.code(201);
    return createCategory(app.db, request.user!.id, request.body.name);
  });

  endpointRoute(app, endpoints.uploadJournalCover, onJournal, async (request) => {
    const part = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'cover') {
      throw new AppError('VALIDATION_FAILED', 'Choose a cover image', {
        errors: [{ path: 'cover', message: 'Choose a cover image' }],
      });
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The cover must be at most 5 MB');
    }
    const { coverImage } = await replaceCover(app, request.user!.id, request.params.id, bytes);
    return { coverImage };
  });

  // A stored image: a file answer of the table (shared/api/endpoints/files.ts).
  endpointRoute(app, fileEndpoints.getJournalCover, {}, async (request, reply) => {
    const [slot, ext] = request.params.file.split('.');
    const found = await coverFileOf(app.db, request.params.id, request.params.version, slot, ext);
    if (!found) throw new AppError('NOT_FOUND', 'Cover not found');
    return sendStoredFile(
      app.storage,
      request,
      reply,
      { ...found, originalFilename: `cover-${slot}.${ext}`, sha256: found.key.repeat(2), createdAt: found.updatedAt },
      { cacheControl: 'public, max-age=31536000, immutable' },
    );
  });
}
