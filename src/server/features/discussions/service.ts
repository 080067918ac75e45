/**
 * A submission's correspondence (docs/decisions/0072-discussions.md): the threads a person
 * may see, a thread's messages, writing in it (mailed to the other side), marking it read, and
 * reading a file sent in it. Every call loads the thread and checks it against the discussion
 * policy (policy.ts, decision 0066): a thread the caller may not see answers 404 as a missing one.
 *
 * Names follow the double-blind line (decision 0011): an author or a reviewer sees the editors as
 * "Editor"; the author never reads a reviewer's thread; a reviewer never reads the author's.
 * Files sent to a reviewer by the editors cross the line cleaned (`sendBlindCopy`, decision 0070).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  messageBody,
  type DiscussionMessage,
  type DiscussionThread,
  type DiscussionThreadDetail,
} from '../../../shared/api/discussions';
import type { DbOrTx } from '../../db/client';
import {
  discussionAttachments,
  discussionMessages,
  discussionReads,
  invitations,
  storedFiles,
  submissions,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { authorize, permits } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { ReceivedFile } from '../../lib/multipart-upload';
import { sendStoredFile } from '../../lib/send-file';
import type { AuthUser } from '../../plugins/auth';
import { editorsOfJournal } from '../journals';
import { sendBlindCopy, submissionFacts, SUBMISSION_NOT_FOUND, type SubmissionFacts } from '../submissions';
import { discussionMail, type MailReader } from './mails';
import { discussionPolicy, readsAsEditor, sideOf, wrote, type ThreadRecord } from './policy';

type Side = 'editor' | 'author' | 'reviewer';

/** A thread loaded with what its answers need. */
interface LoadedThread {
  key: string;
  record: ThreadRecord;
  facts: SubmissionFacts;
  submission: { id: number; title: string; journalId: number; authorId: number; authorName: string };
  invitation: { id: number; round: number; reviewerEmail: string; reviewerName: string | null } | null;
}

/** 'author' → null; 'reviewer-12' → 12; anything else undefined (an unknown thread). */
function invitationOfKey(key: string): number | null | undefined {
  if (key === 'author') return null;
  const m = /^reviewer-([1-9]\d{0,9})$/.exec(key);
  if (!m) return undefined;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? id : undefined;
}

const keyOf = (inviteId: number | null) => (inviteId === null ? 'author' : `reviewer-${inviteId}`);
const notFound = () => new AppError('NOT_FOUND', DISCUSSION_MESSAGES.notFound);

async function submissionOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      journalId: submissions.journalId,
      authorId: submissions.authorId,
      handlingEditorId: submissions.handlingEditorId,
      associateEditorId: submissions.associateEditorId,
      authorName: users.name,
      authorEmail: users.email,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .where(eq(submissions.id, id));
  return row;
}

const invitationColumns = {
  id: invitations.id,
  round: invitations.round,
  status: invitations.status,
  reviewerId: invitations.reviewerId,
  reviewerEmail: invitations.reviewerEmail,
  reviewerName: users.name,
};

/**
 * Loads thread `key` of submission `submissionId` and checks `action` for `user`.
 * @throws AppError NOT_FOUND 'Discussion not found' for an unknown key, a missing submission or
 *   invitation, or a thread hidden from `user`
 */
async function loadThread(
  db: DbOrTx,
  user: AuthUser,
  submissionId: number,
  key: string,
  action: 'read' | 'post' | 'read_attachment',
): Promise<LoadedThread & { s: NonNullable<Awaited<ReturnType<typeof submissionOf>>> }> {
  const inviteId = invitationOfKey(key);
  if (inviteId === undefined) throw notFound();
  const s = await submissionOf(db, submissionId);
  if (!s) throw notFound();
  let invitation = null;
  if (inviteId !== null) {
    const [i] = await db
      .select(invitationColumns)
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.reviewerId))
      .where(and(eq(invitations.id, inviteId), eq(invitations.submissionId, submissionId)));
    if (!i) throw notFound();
    invitation = i;
  }
  const record: ThreadRecord = { submission: s, invitation };
  const facts = await submissionFacts(db, user, s);
  authorize(discussionPolicy, user, action, record, facts);
  return { key, record, facts, submission: s, invitation, s };
}

/** How a thread is named to `user`: by reviewer to editors, "Editors" to the author and a reviewer. */
function labelOf(user: AuthUser, t: Pick<LoadedThread, 'record' | 'invitation'>): string {
  if (!readsAsEditor(user, t.record)) return 'Editors';
  if (!t.invitation) return 'Editors ↔ Author';
  return `Editors ↔ Reviewer: ${t.invitation.reviewerName ?? t.invitation.reviewerEmail} (round ${t.invitation.round})`;
}

/** Count, unread (the other side's messages after the user's last read) and last time, per thread key. */
async function threadStats(db: DbOrTx, user: AuthUser, submissionId: number) {
  const threadExpr = sql<string>`case when ${discussionMessages.invitationId} is null then 'author' else 'reviewer-' || ${discussionMessages.invitationId} end`;
  const rows = await db
    .select({
      thread: threadExpr,
      count: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${discussionMessages.id} > coalesce(${discussionReads.lastReadId}, 0) and ${discussionMessages.senderId} is distinct from ${user.id}))::int`,
      last: sql<string | null>`max(${discussionMessages.createdAt})`,
    })
    .from(discussionMessages)
    .leftJoin(
      discussionReads,
      and(
        eq(discussionReads.userId, user.id),
        eq(discussionReads.submissionId, discussionMessages.submissionId),
        eq(discussionReads.thread, threadExpr),
      ),
    )
    .where(eq(discussionMessages.submissionId, submissionId))
    .groupBy(threadExpr, discussionReads.lastReadId);
  return new Map(rows.map((r) => [r.thread, r]));
}

const iso = (value: string | Date | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * `GET /api/submissions/{id}/discussions`: the threads `user` may see — for the journal's editors
 * the author's thread and one per invitation (a declined or cancelled invitation's only when it
 * has messages), for the author the author's thread, for a reviewer their own — each with its
 * count, the user's unread count and the last message's time.
 * @throws AppError NOT_FOUND 'Submission not found' when missing or when `user` sees no thread of it
 */
export async function listThreads(db: DbOrTx, user: AuthUser, submissionId: number): Promise<DiscussionThread[]> {
  const s = await submissionOf(db, submissionId);
  if (!s) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  const facts = await submissionFacts(db, user, s);
  const invites = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.reviewerId))
    .where(eq(invitations.submissionId, submissionId))
    .orderBy(asc(invitations.id));
  const stats = await threadStats(db, user, submissionId);
  const candidates = [null, ...invites].map((invitation) => ({
    key: keyOf(invitation?.id ?? null),
    invitation,
    record: { submission: s, invitation } as ThreadRecord,
  }));
  const visible = candidates.filter(
    (c) =>
      permits(discussionPolicy, user, 'read', c.record, facts) &&
      (c.invitation === null ||
        !['declined', 'cancelled'].includes(c.invitation.status) ||
        stats.has(c.key) ||
        !readsAsEditor(user, c.record)),
  );
  if (visible.length === 0) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  return visible.map((c) => {
    const st = stats.get(c.key);
    return {
      key: c.key,
      kind: c.invitation === null ? ('author' as const) : ('reviewer' as const),
      inviteId: c.invitation?.id ?? null,
      label: labelOf(user, c),
      messageCount: st?.count ?? 0,
      unread: st?.unread ?? 0,
      lastMessageAt: iso(st?.last ?? null),
    };
  });
}

/** How the sender of a message is named to `user` (decision 0072's blind names). */
function senderName(
  user: AuthUser,
  t: LoadedThread,
  m: { side: Side; senderId: number | null; senderName: string | null; senderEmail: string | null },
): string {
  if (wrote(user, m.senderId)) return 'You';
  if (m.side === 'editor') return readsAsEditor(user, t.record) ? (m.senderName ?? 'Editor') : 'Editor';
  if (m.side === 'author') return t.submission.authorName;
  return t.invitation?.reviewerName ?? m.senderName ?? t.invitation?.reviewerEmail ?? 'Reviewer';
}

const attachmentUrl = (submissionId: number, key: string, id: number) =>
  `/api/submissions/${submissionId}/discussions/${key}/attachments/${id}`;

async function messagesOf(db: DbOrTx, user: AuthUser, t: LoadedThread): Promise<DiscussionMessage[]> {
  const rows = await db
    .select({
      id: discussionMessages.id,
      side: discussionMessages.side,
      senderId: discussionMessages.senderId,
      senderName: users.name,
      senderEmail: users.email,
      body: discussionMessages.body,
      createdAt: discussionMessages.createdAt,
    })
    .from(discussionMessages)
    .leftJoin(users, eq(users.id, discussionMessages.senderId))
    .where(
      and(
        eq(discussionMessages.submissionId, t.submission.id),
        t.invitation ? eq(discussionMessages.invitationId, t.invitation.id) : isNull(discussionMessages.invitationId),
      ),
    )
    .orderBy(asc(discussionMessages.id));
  const files =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(discussionAttachments)
          .where(
            inArray(
              discussionAttachments.messageId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(discussionAttachments.id));
  return rows.map((m) => ({
    id: m.id,
    from: { side: m.side, name: senderName(user, t, m), you: wrote(user, m.senderId) },
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({
        id: f.id,
        filename: f.originalFilename,
        byteSize: f.byteSize,
        url: attachmentUrl(t.submission.id, t.key, f.id),
      })),
  }));
}

/**
 * `GET /api/submissions/{id}/discussions/{thread}`: the thread and its messages, oldest first.
 * Reading does not mark it read (`markRead` does, when the panel shows it).
 * @throws AppError NOT_FOUND 'Discussion not found' (unknown, missing or hidden thread)
 */
export async function readThread(
  db: DbOrTx,
  user: AuthUser,
  submissionId: number,
  key: string,
): Promise<DiscussionThreadDetail> {
  const t = await loadThread(db, user, submissionId, key, 'read');
  const messages = await messagesOf(db, user, t);
  const [read] = await db
    .select({ lastReadId: discussionReads.lastReadId })
    .from(discussionReads)
    .where(
      and(
        eq(discussionReads.userId, user.id),
        eq(discussionReads.submissionId, submissionId),
        eq(discussionReads.thread, t.key),
      ),
    );
  const lastRead = read?.lastReadId ?? 0;
  return {
    key: t.key,
    kind: t.invitation ? 'reviewer' : 'author',
    inviteId: t.invitation?.id ?? null,
    label: labelOf(user, t),
    messageCount: messages.length,
    unread: messages.filter((m) => !m.from.you && m.id > lastRead).length,
    lastMessageAt: messages.at(-1)?.createdAt ?? null,
    messages,
  };
}

/** Moves `user`'s read mark of a thread to `lastId` (never back). */
async function moveReadMark(db: DbOrTx, userId: number, submissionId: number, thread: string, lastId: number) {
  await db
    .insert(discussionReads)
    .values({ userId, submissionId, thread, lastReadId: lastId })
    .onConflictDoUpdate({
      target: [discussionReads.userId, discussionReads.submissionId, discussionReads.thread],
      set: { lastReadId: sql`greatest(${discussionReads.lastReadId}, excluded.last_read_id)` },
    });
}

/**
 * `POST /api/submissions/{id}/discussions/{thread}/read`: `user` has read the thread up to its
 * latest message. @returns the read mark (0 for an empty thread)
 * @throws AppError NOT_FOUND 'Discussion not found'
 */
export async function markRead(
  db: DbOrTx,
  user: AuthUser,
  submissionId: number,
  key: string,
): Promise<{ lastReadId: number }> {
  const t = await loadThread(db, user, submissionId, key, 'read');
  const [last] = await db
    .select({ id: sql<number | null>`max(${discussionMessages.id})` })
    .from(discussionMessages)
    .where(
      and(
        eq(discussionMessages.submissionId, submissionId),
        t.invitation ? eq(discussionMessages.invitationId, t.invitation.id) : isNull(discussionMessages.invitationId),
      ),
    );
  const lastId = last?.id ?? 0;
  if (lastId > 0) await moveReadMark(db, user.id, submissionId, t.key, lastId);
  return { lastReadId: lastId };
}

/**
 * Who is mailed a message written by the author or a reviewer: the submission's assigned editors
 * (handling, associate), else every editor of its journal, else the editors' address of record;
 * never the submission's author, only active accounts.
 */
async function editorRecipients(
  tx: DbOrTx,
  s: { journalId: number; authorId: number; handlingEditorId: number | null; associateEditorId: number | null },
  editorialEmail: string,
): Promise<{ email: string; name: string | null }[]> {
  const assigned = [s.handlingEditorId, s.associateEditorId].filter(
    (id): id is number => id !== null && id !== s.authorId,
  );
  if (assigned.length > 0) {
    const rows = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(inArray(users.id, assigned), isNull(users.deactivatedAt)))
      .orderBy(asc(users.id));
    if (rows.length > 0) return rows;
  }
  const editors = (await editorsOfJournal(tx, s.journalId)).filter((e) => e.userId !== s.authorId);
  if (editors.length > 0) return editors.map((e) => ({ email: e.email, name: e.name }));
  return [{ email: editorialEmail, name: null }];
}

/** Checks a message's text and file count. @throws AppError VALIDATION_FAILED at `body` or `attachments` */
export function checkMessage(fields: Record<string, string>, files: readonly ReceivedFile[]): string {
  if (files.length > DISCUSSION_LIMITS.attachments)
    throw new AppError('VALIDATION_FAILED', DISCUSSION_MESSAGES.tooManyFiles, {
      errors: [{ path: 'attachments', message: DISCUSSION_MESSAGES.tooManyFiles }],
    });
  const parsed = messageBody.safeParse(fields.body ?? '');
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'body', message }] });
  }
  return parsed.data;
}

/**
 * `POST /api/submissions/{id}/discussions/{thread}/messages`: writes `body` (checked by
 * `checkMessage`) with `files` (received by the review attachment's rules) in the thread, in one
 * transaction with the mails to the other side (the author; the reviewer; the assigned editors or
 * the journal's editors) and the writer's read mark.
 * @throws AppError NOT_FOUND 'Discussion not found' (the caller owns `files` then: the route discards them)
 */
export async function postMessage(
  deps: Pick<Deps, 'db' | 'files' | 'mailer' | 'publicUrl' | 'editorialEmail'>,
  user: AuthUser,
  submissionId: number,
  key: string,
  body: string,
  files: readonly ReceivedFile[],
): Promise<DiscussionMessage> {
  return deps.db.transaction(async (tx) => {
    const t = await loadThread(tx, user, submissionId, key, 'post');
    const side = sideOf(user, t.record);
    const [message] = await tx
      .insert(discussionMessages)
      .values({ submissionId, invitationId: t.invitation?.id ?? null, senderId: user.id, side, body })
      .returning();
    const attachments = [];
    for (const file of files) {
      const stored = await deps.files.recordInTransaction(tx, file.written, {
        originalFilename: file.originalFilename,
        contentType: file.contentType,
        visibility: 'private',
      });
      const [row] = await tx
        .insert(discussionAttachments)
        .values({
          messageId: message.id,
          fileKey: stored.key,
          originalFilename: file.originalFilename,
          contentType: file.contentType,
          byteSize: stored.byteSize,
        })
        .returning();
      attachments.push(row);
    }
    await moveReadMark(tx, user.id, submissionId, t.key, message.id);

    const names = attachments.map((a) => a.originalFilename);
    const mail = (to: { email: string; name: string | null }, reader: MailReader, from: string) =>
      deps.mailer.enqueue(
        tx,
        discussionMail({
          publicUrl: deps.publicUrl,
          to,
          reader,
          submissionId,
          title: t.s.title,
          thread: t.key,
          inviteId: t.invitation?.id ?? null,
          from,
          body,
          attachments: names,
        }),
      );
    if (side === 'editor' && t.invitation === null) {
      await mail({ email: t.s.authorEmail, name: t.s.authorName }, 'author', 'The editor');
    } else if (side === 'editor' && t.invitation) {
      // The reviewer never learns who the editor is beyond "the editor", nor who the author is.
      await mail({ email: t.invitation.reviewerEmail, name: t.invitation.reviewerName }, 'reviewer', 'The editor');
    } else {
      const from =
        side === 'author'
          ? `The author, ${t.s.authorName}`
          : `Reviewer ${t.invitation?.reviewerName ?? t.invitation?.reviewerEmail ?? ''} (round ${t.invitation?.round ?? 1})`;
      for (const to of await editorRecipients(tx, t.s, deps.editorialEmail)) await mail(to, 'editor', from);
    }

    return {
      id: message.id,
      from: { side, name: 'You', you: true },
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      attachments: attachments.map((a) => ({
        id: a.id,
        filename: a.originalFilename,
        byteSize: a.byteSize,
        url: attachmentUrl(submissionId, t.key, a.id),
      })),
    };
  });
}

/**
 * `GET /api/submissions/{id}/discussions/{thread}/attachments/{attachmentId}`: a file sent in
 * the thread. A reviewer reading a file the editors sent gets it cleaned for blind review under a
 * neutral name (`sendBlindCopy`, decisions 0011 and 0070; 409 when it cannot be cleaned); everyone
 * else the file as sent.
 * @throws AppError NOT_FOUND ('Discussion not found' for the thread, 'File not found' for a file
 *   not of this thread)
 */
export async function sendAttachment(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: AuthUser,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { submissionId: number; key: string; attachmentId: number; download: boolean },
): Promise<FastifyReply> {
  const t = await loadThread(deps.db, user, input.submissionId, input.key, 'read_attachment');
  const [file] = await deps.db
    .select({
      id: discussionAttachments.id,
      side: discussionMessages.side,
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      originalFilename: storedFiles.originalFilename,
      sha256: storedFiles.sha256,
      createdAt: storedFiles.createdAt,
    })
    .from(discussionAttachments)
    .innerJoin(discussionMessages, eq(discussionMessages.id, discussionAttachments.messageId))
    .innerJoin(storedFiles, eq(storedFiles.key, discussionAttachments.fileKey))
    .where(
      and(
        eq(discussionAttachments.id, input.attachmentId),
        eq(discussionMessages.submissionId, input.submissionId),
        t.invitation ? eq(discussionMessages.invitationId, t.invitation.id) : isNull(discussionMessages.invitationId),
      ),
    );
  if (!file) throw new AppError('NOT_FOUND', 'File not found');
  const disposition = input.download ? 'attachment' : 'inline';
  if (sideOf(user, t.record) === 'reviewer' && file.side !== 'reviewer') {
    const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.originalFilename)?.[1]?.toLowerCase();
    const neutral = `attachment-${input.submissionId}-${file.id}${ext ? `.${ext}` : ''}`;
    return sendBlindCopy(deps.storage, request, reply, file, neutral, disposition);
  }
  return sendStoredFile(deps.storage, request, reply, file, {
    filename: file.originalFilename,
    cacheControl: 'private, no-store',
    disposition,
  });
}
