/**
 * What an admin does with the public intake (decision 0010; seed 001 §4 "Admin inbox", §7): archive,
 * unarchive, delete for good, convert a manuscript into a submission, approve or reject a join
 * application, mark a contact query answered. Each is a conditional update (a use case of the
 * table's owner: intake, accounts, submissions) in one transaction with its audit line: of two
 * admins acting on one item, one wins and the other gets 409.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { parseRole, ROLES, type Role } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import {
  contactMessages,
  intakeFiles,
  joinApplications,
  journals,
  manuscriptIntakes,
  submissionFiles,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { ensureAccount, grantRole } from '../accounts';
import { editorToAssign, journalRoleOnApproval } from './editor-scope';
import {
  acceptManuscriptIntake,
  archiveManuscriptIntake,
  decideJoinApplication,
  deleteArchivedManuscriptIntake,
  linkJoinApplicationToUser,
  linkManuscriptIntakeToSubmission,
  markContactMessageAnswered,
  unarchiveManuscriptIntake,
  type ManuscriptIntakeRow,
} from '../intake';
import { addApplicantToBoard } from '../journals';
import { assignSubmissionEditor, createSubmissionFromIntake } from '../submissions';
import { audit } from '../../lib/audit';
import { convertedNoticeMail, roleGrantedMail } from './mails';
import type { Deps } from '../../deps';

/** What the admin's triage and account use cases use: a part of the one Deps (decision 0068). */
export type AdminDeps = Pick<Deps, 'db' | 'files' | 'storage' | 'mailer' | 'publicUrl'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ALREADY_HANDLED = 'This item has already been handled by someone else. Reload to see its state.';
const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/** 404 when the row does not exist, else 409 (it exists, but not in the state the action needs). */
async function refuse(
  tx: Tx,
  table: typeof manuscriptIntakes | typeof joinApplications | typeof contactMessages,
  id: number,
  what: string,
): Promise<never> {
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw notFound(what);
  throw new AppError('CONFLICT', ALREADY_HANDLED);
}

/** Archives a pending public manuscript (seed 001 §4). */
export async function archiveManuscript(deps: AdminDeps, admin: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await archiveManuscriptIntake(tx, id);
    if (!row) return refuse(tx, manuscriptIntakes, id, 'Manuscript');
    await audit(tx, { actorId: admin.id, action: 'intake.archive', targetType: 'public-manuscript', targetId: id });
    return row;
  });
}

/** Restores an archived public manuscript to its original inbox. */
export async function unarchiveManuscript(deps: AdminDeps, admin: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await unarchiveManuscriptIntake(tx, id);
    if (!row) return refuse(tx, manuscriptIntakes, id, 'Manuscript');
    await audit(tx, { actorId: admin.id, action: 'intake.unarchive', targetType: 'public-manuscript', targetId: id });
    return row;
  });
}

/**
 * Deletes an archived public manuscript and its files for good (records and bytes). Files a
 * submission also uses are kept.
 */
export async function deleteArchivedManuscript(deps: AdminDeps, admin: AuthUser, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const files = await tx
      .select({ key: intakeFiles.fileKey })
      .from(intakeFiles)
      .where(eq(intakeFiles.manuscriptIntakeId, id));
    const row = await deleteArchivedManuscriptIntake(tx, id);
    if (!row) return refuse(tx, manuscriptIntakes, id, 'Manuscript');
    const keys = files.map((f) => f.key);
    const shared = keys.length
      ? (
          await tx
            .select({ key: submissionFiles.fileKey })
            .from(submissionFiles)
            .where(inArray(submissionFiles.fileKey, keys))
        ).map((r) => r.key)
      : [];
    const own = keys.filter((k) => !shared.includes(k));
    await deps.files.deleteRecords(tx, own);
    await audit(tx, {
      actorId: admin.id,
      action: 'intake.delete',
      targetType: 'public-manuscript',
      targetId: id,
      detail: row.title,
    });
    return own;
  });
  // Bytes go after the commit: a failed transaction never loses a file.
  for (const key of keys) await deps.storage.remove(key);
}

/** The account of `email`, made with `role` (and a set-password mail) when there is none. */
function accountFor(deps: AdminDeps, tx: Tx, input: { email: string; name: string; role: Role; why: string }) {
  return ensureAccount(tx, { ...input, publicUrl: deps.publicUrl, enqueue: (t, m) => deps.mailer.enqueue(t, m) });
}

/**
 * Converts a pending public manuscript into a submission (seed 001 §7 triage `convert`): owned
 * by the submitter's author account (made if needed, with a set-password mail), in the journal
 * the form named, with the intake's files as its manuscript, status `submitted` (so it is in
 * the editors' queue). `editorEmail`, when given, is told by mail, and when it is a verified,
 * active account with a role on that journal it is assigned (decision 0037): an editor-in-chief or
 * editor as handling editor, an associate editor as associate editor.
 * @returns the submission id and the assigned editor's account id (null: none)
 */
export async function convertManuscript(
  deps: AdminDeps,
  admin: AuthUser,
  id: number,
  editorEmail?: string,
): Promise<{ submissionId: number; row: ManuscriptIntakeRow; assignedEditorId: number | null }> {
  return deps.db.transaction(async (tx) => {
    const intake = await acceptManuscriptIntake(tx, id);
    if (!intake) return refuse(tx, manuscriptIntakes, id, 'Manuscript');
    const [journal] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(
        and(
          eq(journals.acceptsSubmissions, true),
          isNull(journals.retiredAt),
          sql`lower(${journals.title}) = lower(${intake.journalType})`,
        ),
      );
    if (!journal) throw new AppError('CONFLICT', `"${intake.journalType}" does not accept submissions.`);
    const { user: owner, created } = await accountFor(deps, tx, {
      email: intake.email,
      name: `${intake.firstName} ${intake.lastName}`,
      role: 'author',
      // The converted submission is Submitted, not yet in peer review (decision 0069).
      why:
        `Your manuscript "${intake.title}" has been received at Genesis (status: Submitted). ` +
        'The editors will check it before deciding whether to send it to peer review.',
    });
    if (!created && owner.role !== 'author') {
      throw new AppError(
        'CONFLICT',
        `The submitter's address belongs to an account with the role ${owner.role}; only authors own submissions.`,
      );
    }
    const files = await tx.select().from(intakeFiles).where(eq(intakeFiles.manuscriptIntakeId, id));
    const submission = await createSubmissionFromIntake(tx, {
      authorId: owner.id,
      journalId: journal.id,
      title: intake.title,
      abstract: intake.abstract ?? '',
      keywords: (intake.keywords ?? '')
        .split(/[,;]/)
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 12),
      articleType: intake.articleType,
      coAuthors: intake.coAuthors ?? '',
      submittedAt: intake.createdAt,
      files,
      actor: admin,
      note: `From public manuscript #${id}`,
    });
    const row = await linkManuscriptIntakeToSubmission(tx, id, submission.id);
    const assignee = editorEmail ? await editorToAssign(tx, editorEmail, journal.id) : null;
    if (assignee) {
      await assignSubmissionEditor(tx, deps, {
        user: admin,
        id: submission.id,
        slot: assignee.slot,
        userId: assignee.userId,
        check: false,
      });
    }
    if (editorEmail && !assignee) {
      await deps.mailer.enqueue(
        tx,
        convertedNoticeMail({
          publicUrl: deps.publicUrl,
          to: editorEmail,
          submissionId: submission.id,
          title: intake.title,
        }),
      );
    }
    await audit(tx, {
      actorId: admin.id,
      action: 'intake.convert',
      targetType: 'public-manuscript',
      targetId: id,
      detail:
        `submission #${submission.id}${editorEmail ? `, editor ${editorEmail}` : ''}` +
        (assignee
          ? ` assigned as ${assignee.slot} editor (user #${assignee.userId})`
          : editorEmail
            ? ' (told only)'
            : ''),
    });
    return { submissionId: submission.id, row, assignedEditorId: assignee?.userId ?? null };
  });
}

/** Rejects a pending join application (seed 001 §4). */
export async function rejectJoin(deps: AdminDeps, admin: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await decideJoinApplication(tx, id, 'rejected');
    if (!row) return refuse(tx, joinApplications, id, 'Application');
    await audit(tx, { actorId: admin.id, action: 'join.reject', targetType: 'join', targetId: id });
    return row;
  });
}

/**
 * Approves a pending join application (ours): the applicant's account is made with the role
 * applied for (and a set-password mail), or an existing author or reviewer account is given
 * it. Accounts of editors-in-chief and admins are never changed this way (409). With
 * `addToBoard`, the applicant also joins the board of the journal they applied to, in the
 * matching board role (reviewer → reviewer board, editor → editor, associate editor →
 * associate editor), linked to their account (decision 0031). An editor or associate
 * editor gets that role on the journal applied for only (decision 0037): the site role
 * is raised to it if lower, never lowered, and the journal role is what scopes their queue.
 * @returns the application and the journal given a role on (null: the application names none of
 *   ours; undefined: a reviewer's application, which has no journal role)
 */
export async function approveJoin(deps: AdminDeps, admin: AuthUser, id: number, addToBoard = false) {
  return deps.db.transaction(async (tx) => {
    const row = await decideJoinApplication(tx, id, 'accepted');
    if (!row) return refuse(tx, joinApplications, id, 'Application');
    const applied = parseRole(row.kind)!;
    const { user, created } = await accountFor(deps, tx, {
      email: row.email,
      name: `${row.firstName} ${row.lastName}`,
      role: applied,
      why: `Your application to join Genesis as ${row.kind.replace(/_/g, ' ')} was approved.`,
    });
    if (!created) {
      if (user.role === 'admin' || user.role === 'editor_in_chief') {
        throw new AppError('CONFLICT', `The applicant's account is ${user.role}; change roles in the Users tab.`);
      }
    }
    // Raised, never lowered: an editor applying as associate editor of one more journal stays an editor.
    const role = created || ROLES.indexOf(user.role) < ROLES.indexOf(applied) ? applied : user.role;
    if (!created && role !== user.role) {
      await grantRole(tx, user.id, role);
      await deps.mailer.enqueue(
        tx,
        roleGrantedMail({
          publicUrl: deps.publicUrl,
          to: user.email,
          name: user.name,
          userId: user.id,
          role: row.kind.replace(/_/g, ' '),
        }),
      );
    }
    const updated = await linkJoinApplicationToUser(tx, id, user.id);
    const journalId = await journalRoleOnApproval(tx, { journal: row.journal, kind: row.kind, userId: user.id, role });
    const member = addToBoard
      ? await addApplicantToBoard(tx, {
          journal: row.journal,
          kind: row.kind,
          name: `${row.firstName} ${row.lastName}`,
          affiliation: row.affiliation || row.university,
          userId: user.id,
          actorId: admin.id,
        })
      : null;
    await audit(tx, {
      actorId: admin.id,
      action: 'join.approve',
      targetType: 'join',
      targetId: id,
      detail:
        `${created ? 'created' : role !== user.role ? 'granted' : 'kept'} ${role} to user #${user.id}` +
        (journalId
          ? `, ${row.kind} of journal #${journalId}`
          : journalId === null
            ? ', no journal role (journal not ours)'
            : '') +
        (member ? `, board member #${member.id}` : ''),
      journalId: journalId ?? null,
    });
    return { row: updated, journalId };
  });
}

/** Marks a contact query answered (ours). */
export async function markContactAnswered(deps: AdminDeps, admin: AuthUser, id: number) {
  return deps.db.transaction(async (tx) => {
    const row = await markContactMessageAnswered(tx, id);
    if (!row) return refuse(tx, contactMessages, id, 'Contact query');
    await audit(tx, { actorId: admin.id, action: 'contact.answered', targetType: 'contact', targetId: id });
    return row;
  });
}
