/**
 * The admin inbox and the admin's tools (decision 0010; seed 001 §7 "Admin", "Files"). Every route
 * needs the `admin_dashboard` policy (admin, editor-in-chief); changing accounts and reading
 * the audit log need `manage_users` (admin). Lists are paginated (`limit` 1–100, `offset`,
 * total in X-Total-Count). Two admins acting on one item: one wins, the other gets 409.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  auditEntry,
  contactItem,
  fileMetadata,
  joinItem,
  publicManuscriptDetail,
  publicManuscriptItem,
  triageResult,
  userUpdate,
} from '../../../shared/api/admin';
import { userSummary } from '../../../shared/api/auth';
import { errorBody, pageQuery, TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import { inboxQuery, joinTriage, manuscriptTriage } from '../../../shared/validation/admin';
import type { AppInstance } from '../../app-types';
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
  type AdminDeps,
} from './triage';
import { userSummaryOf } from '../accounts';
import { updateUser } from './users';
import { accountRoutes } from './account-routes';
import { text } from '../../../shared/validation/text';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearerAuth: [] }];
const triaged = (
  row: { id: number; status: 'pending' | 'accepted' | 'rejected' | 'spam'; archivedAt: Date | null },
  extra: object = {},
) => ({
  id: row.id,
  status: row.status,
  archived_at: row.archivedAt?.toISOString() ?? null,
  ...extra,
});
/** The schema of a call on item `:id`: its summary and answers (besides the errors). */
function itemSchema<R extends Record<number, z.ZodType>>(summary: string, response: R) {
  return { tags: ['admin'], summary, security, params: idParams, response: { ...response, ...errors } };
}

/** The schema of a paginated list of `item`s: its summary and query (page and filters). */
function listSchema<Q extends z.ZodType, I extends z.ZodType>(summary: string, querystring: Q, item: I) {
  return { tags: ['admin'], summary, security, querystring, response: { 200: z.array(item), ...errors } };
}

/** The inbox tables, listed a page at a time, newest first. */
type InboxTable = typeof manuscriptIntakes | typeof joinApplications | typeof contactMessages;
type Page = { limit: number; offset: number };
type Reply = { header(n: string, v: string): unknown };
/** Types a browser shows inline. */
const OPENABLE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

export default async function adminRoutes(app: AppInstance) {
  const deps: AdminDeps = {
    db: app.db,
    files: app.files,
    storage: app.storage,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };
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

  app.get(
    '/api/admin/inbox/public-manuscripts',
    {
      ...asAdmin,
      schema: listSchema(
        'Public manuscripts in the inbox (not archived)',
        pageQuery.extend(inboxQuery.omit({ kind: true }).shape),
        publicManuscriptItem,
      ),
    },
    async (request, reply) =>
      manuscriptPage(
        and(eq(manuscriptIntakes.status, request.query.status), isNull(manuscriptIntakes.archivedAt)),
        request.query,
        reply,
      ),
  );

  app.get(
    '/api/admin/archived/public-manuscripts',
    {
      ...asAdmin,
      schema: listSchema('Archived public manuscripts', pageQuery, publicManuscriptItem),
    },
    async (request, reply) => manuscriptPage(isNotNull(manuscriptIntakes.archivedAt), request.query, reply),
  );

  app.get(
    '/api/admin/inbox/joins',
    {
      ...asAdmin,
      schema: listSchema('Join applications', pageQuery.extend(inboxQuery.shape), joinItem),
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/api/admin/inbox/contacts',
    {
      ...asAdmin,
      schema: listSchema('Contact queries', pageQuery.extend(inboxQuery.omit({ kind: true }).shape), contactItem),
    },
    async (request, reply) => {
      const where = and(eq(contactMessages.status, request.query.status), isNull(contactMessages.archivedAt));
      return (await inboxPage(contactMessages, where, request.query, reply)).map(contactItemOf);
    },
  );

  app.get(
    '/api/admin/public-manuscripts/:id',
    {
      ...asAdmin,
      schema: itemSchema('A public manuscript with its structured fields and files', { 200: publicManuscriptDetail }),
    },
    async (request) => {
      const found = await findManuscript(app.db, request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'Manuscript not found');
      return manuscriptDetail(found.row, found.files);
    },
  );

  app.post(
    '/api/admin/public-manuscripts/:id/triage',
    {
      ...asAdmin,
      schema: {
        ...itemSchema('Archive, or convert into a submission (optional editorEmail to notify)', { 200: triageResult }),
        body: manuscriptTriage,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.action === 'archive') return triaged(await archiveManuscript(deps, request.user!, id));
      const { submissionId, row, assignedEditorId } = await convertManuscript(
        deps,
        request.user!,
        id,
        request.body.editorEmail,
      );
      return triaged(row, { submissionId, ...(request.body.editorEmail ? { assignedEditorId } : {}) });
    },
  );

  app.post(
    '/api/admin/unarchive/public-manuscripts/:id',
    {
      ...asAdmin,
      schema: itemSchema('Restore an archived public manuscript to the inbox', { 200: triageResult }),
    },
    async (request) => triaged(await unarchiveManuscript(deps, request.user!, request.params.id)),
  );

  app.delete(
    '/api/admin/archived/public-manuscripts/:id',
    {
      ...asAdmin,
      schema: itemSchema('Delete an archived public manuscript and its files for good', { 204: z.null() }),
    },
    async (request, reply) => {
      await deleteArchivedManuscript(deps, request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/joins/:id/triage',
    {
      ...asAdmin,
      schema: {
        ...itemSchema('Reject, or approve (makes or updates the account) a join application', { 200: triageResult }),
        body: joinTriage,
      },
    },
    async (request) => {
      const { id } = request.params;
      if (request.body.action === 'reject') return triaged(await rejectJoin(deps, request.user!, id));
      const { row, journalId } = await approveJoin(deps, request.user!, id, request.body.addToBoard ?? false);
      return triaged(row, { userId: row.userId ?? undefined, ...(journalId !== undefined ? { journalId } : {}) });
    },
  );

  app.post(
    '/api/admin/contacts/:id/answered',
    {
      ...asAdmin,
      schema: itemSchema('Mark a contact query answered', { 200: contactItem }),
    },
    async (request) => contactItemOf(await markContactAnswered(deps, request.user!, request.params.id)),
  );

  app.get(
    '/api/admin/files/:key',
    {
      ...asAdmin,
      compress: false,
      schema: {
        tags: ['admin'],
        summary: 'An intake file (GET and HEAD); `?meta=true` answers its metadata',
        security,
        params: z.object({ key: text().min(1).max(64) }),
        querystring: z.object({ meta: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      ...asUserManager,
      schema: {
        tags: ['admin'],
        summary: 'Change an account’s role or deactivate / reactivate it (admin only)',
        description:
          'Deactivating ends the account’s sessions. An admin cannot demote or deactivate their own account.',
        security,
        params: idParams,
        body: userUpdate,
        response: { 200: userSummary, ...errors },
      },
    },
    async (request) => userSummaryOf(await updateUser(deps, request.user!, request.params.id, request.body)),
  );

  accountRoutes(app, deps);

  app.get(
    '/api/admin/audit',
    {
      ...asUserManager,
      schema: listSchema('The audit log, newest first (admin only)', pageQuery, auditEntry),
    },
    async (request, reply) => {
      const { items, total } = await auditPage(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );
}
