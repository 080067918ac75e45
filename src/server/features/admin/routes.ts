/**
 * The admin inbox and the admin's tools (decision 0010; seed 001 §7 "Admin", "Files"). Every route
 * needs the `admin_dashboard` policy (admin, editor-in-chief); changing accounts and reading
 * the audit log need `manage_users` (admin). Lists are paginated (`limit` 1–100, `offset`,
 * total in X-Total-Count). Two admins acting on one item: one wins, the other gets 409.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/admin.ts (decision 0064);
 * the intake files (`GET /api/admin/files/{key}`, a file answer) are shared/api/endpoints/files.ts'.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { fileMetadata } from '../../../shared/api/admin';
import { TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import * as endpoints from '../../../shared/api/endpoints/admin';
import * as fileEndpoints from '../../../shared/api/endpoints/files';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { contactMessages, intakeFiles, joinApplications, manuscriptIntakes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { isStorageKey } from '../../lib/storage';
import { auditPage } from './audit';
import { contactItemOf, filesOf, findManuscript, joinItemOf, manuscriptDetail, manuscriptItem } from './present';
import {
  approveJoin,
  archiveManuscript,
  convertManuscript,
  deleteArchivedManuscript,
  markContactAnswered,
  rejectJoin,
  unarchiveManuscript,
} from './triage';
import { userSummaryOf } from '../accounts';
import { updateUser } from './users';
import { accountRoutes } from './account-routes';

const triaged = (
  row: { id: number; status: 'pending' | 'accepted' | 'rejected' | 'spam'; archivedAt: Date | null },
  extra: object = {},
) => ({
  id: row.id,
  status: row.status,
  archived_at: row.archivedAt?.toISOString() ?? null,
  ...extra,
});

/** The inbox tables, listed a page at a time, newest first. */
type InboxTable = typeof manuscriptIntakes | typeof joinApplications | typeof contactMessages;
type Page = { limit: number; offset: number };
type Reply = { header(n: string, v: string): unknown };
/** Types a browser shows inline. */
const OPENABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

export default async function adminRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const asAdmin = { onRequest: app.requirePermission('admin_dashboard') };
  const asUserManager = { onRequest: app.requirePermission('manage_users') };

  /** One page of `table`'s rows matching `where`, newest first; the total goes to X-Total-Count. */
  async function inboxPage<T extends InboxTable>(
    table: T,
    where: SQL | undefined,
    page: Page,
    reply: Reply,
  ): Promise<T['$inferSelect'][]> {
    const inbox = table as InboxTable;
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select()
        .from(inbox)
        .where(where)
        .orderBy(desc(inbox.createdAt), desc(inbox.id))
        .limit(page.limit)
        .offset(page.offset),
      app.db.select({ total: count() }).from(inbox).where(where),
    ]);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return rows as T['$inferSelect'][];
  }

  async function manuscriptPage(where: SQL | undefined, page: Page, reply: Reply) {
    const rows = await inboxPage(manuscriptIntakes, where, page, reply);
    const files = await filesOf(
      app.db,
      'manuscriptIntakeId',
      rows.map((r) => r.id),
    );
    return rows.map((r) => manuscriptItem(r, files.get(r.id) ?? []));
  }

  endpointRoute(app, endpoints.listInboxManuscripts, asAdmin, async (request, reply) =>
    manuscriptPage(
      and(eq(manuscriptIntakes.status, request.query.status), isNull(manuscriptIntakes.archivedAt)),
      request.query,
      reply,
    ),
  );

  endpointRoute(app, endpoints.listArchivedManuscripts, asAdmin, async (request, reply) =>
    manuscriptPage(isNotNull(manuscriptIntakes.archivedAt), request.query, reply),
  );

  endpointRoute(app, endpoints.listInboxJoins, asAdmin, async (request, reply) => {
    const { status, kind } = request.query;
    const where = and(
      eq(joinApplications.status, status),
      isNull(joinApplications.archivedAt),
      kind ? eq(joinApplications.kind, kind) : undefined,
    );
    const rows = await inboxPage(joinApplications, where, request.query, reply);
    const files = await filesOf(
      app.db,
      'joinApplicationId',
      rows.map((r) => r.id),
    );
    return rows.map((r) => joinItemOf(r, files.get(r.id) ?? []));
  });

  endpointRoute(app, endpoints.listInboxContacts, asAdmin, async (request, reply) => {
    const where = and(eq(contactMessages.status, request.query.status), isNull(contactMessages.archivedAt));
    return (await inboxPage(contactMessages, where, request.query, reply)).map(contactItemOf);
  });

  endpointRoute(app, endpoints.getPublicManuscript, asAdmin, async (request) => {
    const found = await findManuscript(app.db, request.params.id);
    if (!found) throw new AppError('NOT_FOUND', 'Manuscript not found');
    return manuscriptDetail(found.row, found.files);
  });

  endpointRoute(app, endpoints.triageManuscript, asAdmin, async (request) => {
    const { id } = request.params;
    if (request.body.action === 'archive') return triaged(await archiveManuscript(deps, request.user!, id));
    const { submissionId, row, assignedEditorId } = await convertManuscript(
      deps,
      request.user!,
      id,
      request.body.editorEmail,
    );
    return triaged(row, { submissionId, ...(request.body.editorEmail ? { assignedEditorId } : {}) });
  });

  endpointRoute(app, endpoints.unarchiveManuscript, asAdmin, async (request) =>
    triaged(await unarchiveManuscript(deps, request.user!, request.params.id)),
  );

  endpointRoute(app, endpoints.deleteArchivedManuscript, asAdmin, async (request, reply) => {
    await deleteArchivedManuscript(deps, request.user!, request.params.id);
    return reply.status(204).send(null);
  });

  endpointRoute(app, endpoints.triageJoin, asAdmin, async (request) => {
    const { id } = request.params;
    if (request.body.action === 'reject') return triaged(await rejectJoin(deps, request.user!, id));
    const { row, journalId } = await approveJoin(deps, request.user!, id, request.body.addToBoard ?? false);
    return triaged(row, { userId: row.userId ?? undefined, ...(journalId !== undefined ? { journalId } : {}) });
  });

  endpointRoute(app, endpoints.markContactAnswered, asAdmin, async (request) =>
    contactItemOf(await markContactAnswered(deps, request.user!, request.params.id)),
  );

  // A stored file (a file answer of the table, not compressed), or with `?meta=true` its metadata.
  endpointRoute(app, fileEndpoints.getIntakeFile, { ...asAdmin, compress: false }, async (request, reply) => {
    const { key } = request.params;
    if (!isStorageKey(key)) throw new AppError('NOT_FOUND', 'File not found');
    const [owned] = await app.db
      .select({ key: intakeFiles.fileKey })
      .from(intakeFiles)
      .where(eq(intakeFiles.fileKey, key));
    const file = owned ? await app.files.find(key) : null;
    if (!file) throw new AppError('NOT_FOUND', 'File not found');
    if (request.query.meta === 'true') {
      return reply.send(
        fileMetadata.parse({
          originalFilename: file.originalFilename,
          contentType: file.contentType,
          byteSize: file.byteSize,
          canOpen: OPENABLE.test(file.contentType),
        }),
      );
    }
    return sendStoredFile(app.storage, request, reply, file, { cacheControl: 'private, no-store' });
  });

  endpointRoute(app, endpoints.updateUser, asUserManager, async (request) =>
    userSummaryOf(await updateUser(deps, request.user!, request.params.id, request.body)),
  );

  accountRoutes(app, deps);

  endpointRoute(app, endpoints.listAudit, asUserManager, async (request, reply) => {
    const { items, total } = await auditPage(app.db, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });
}
