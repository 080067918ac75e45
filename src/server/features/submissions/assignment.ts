/**
 * The handling editor and the associate editor of a submission (decision 0037). The
 * journal's editor-in-chief (or an admin) assigns the handling editor, one of the journal's
 * editors-in-chief or editors; the handling editor (or the editor-in-chief, or an admin)
 * assigns an associate editor, one of the journal's associate editors. Each change is made
 * under the submission's row lock and written to its history; the assigned person is mailed.
 */
import { eq } from 'drizzle-orm';
import type { Assignee, SubmissionAssignment } from '../../../shared/api/editor-scope';
import { HANDLING_ROLES, type JournalRole } from '../../../shared/domain/journal-roles';
import { submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { editorsOfJournal } from '../journals';
import { assignedMail } from './assignment-mails';
import { authorize, permits } from '../../lib/authorize';
import { authorizeSubmission, submissionFacts, submissionPolicy } from './policy';
import type { WorkflowDeps } from './workflow-deps';
import { lockSubmission, recordEvent, SUBMISSION_NOT_FOUND, type SubmissionRow } from './workflow';
import type { DbOrTx } from '../../db/client';

/** Which slot: the handling editor or the associate editor. */
export type AssignmentSlot = 'handling' | 'associate';

const SLOT_NAMES: Record<AssignmentSlot, string> = { handling: 'handling editor', associate: 'associate editor' };

/** The submission policy's action for changing `slot` (policy.ts). */
const ASSIGN_ACTION = {
  handling: 'assign_handling_editor',
  associate: 'assign_associate_editor',
} as const satisfies Record<AssignmentSlot, string>;

/** The journal's people fit for `slot`. */
async function candidatesFor(db: DbOrTx, journalId: number, slot: AssignmentSlot): Promise<Assignee[]> {
  const editors = await editorsOfJournal(db, journalId);
  const fits = (role: JournalRole) =>
    slot === 'handling' ? HANDLING_ROLES.includes(role) : role === 'associate_editor';
  return editors.filter((e) => fits(e.role)).map((e) => ({ id: e.userId, name: e.name, email: e.email, role: e.role }));
}

async function assigneeOf(db: DbOrTx, journalId: number, userId: number | null): Promise<Assignee | null> {
  if (userId === null) return null;
  const onJournal = (await editorsOfJournal(db, journalId)).find((e) => e.userId === userId);
  if (onJournal) return { id: userId, name: onJournal.name, email: onJournal.email, role: onJournal.role };
  // Assigned before losing their role there: still shown, by their account's name.
  const [u] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return u ? { id: userId, name: u.name, email: u.email, role: 'editor' } : null;
}

/**
 * `GET /api/submissions/{id}/assignment`: the handling and associate editors, what `user` may
 * change and the candidates.
 * @throws AppError NOT_FOUND (no such submission, or not in `user`'s journals)
 */
export async function readAssignment(deps: WorkflowDeps, user: AuthUser, id: number): Promise<SubmissionAssignment> {
  const [row] = await deps.db.select().from(submissions).where(eq(submissions.id, id));
  const facts = await authorizeSubmission(deps.db, user, 'read_assignment', row);
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  const canHandling = permits(submissionPolicy, user, ASSIGN_ACTION.handling, row, facts);
  const canAssociate = permits(submissionPolicy, user, ASSIGN_ACTION.associate, row, facts);
  return {
    handlingEditor: await assigneeOf(deps.db, row.journalId, row.handlingEditorId),
    associateEditor: await assigneeOf(deps.db, row.journalId, row.associateEditorId),
    canAssignHandlingEditor: canHandling,
    canAssignAssociateEditor: canAssociate,
    handlingCandidates: canHandling ? await candidatesFor(deps.db, row.journalId, 'handling') : [],
    associateCandidates: canAssociate ? await candidatesFor(deps.db, row.journalId, 'associate') : [],
  };
}

/**
 * Sets (or, with null, clears) the `slot` editor of submission `id` within `tx`. The caller's
 * scope was checked by {@link lockSubmission}; `check` false skips the who-may rule (the admin's
 * conversion of an intake, which assigns the editor named on it).
 * @throws AppError NOT_FOUND (not in scope), FORBIDDEN (in scope, but not the editor-in-chief,
 *   the handling editor for the associate, or an admin), VALIDATION_FAILED (400, field `userId`:
 *   not one of the journal's people fit for the slot)
 */
export async function assignInTx(
  tx: DbOrTx,
  deps: Pick<WorkflowDeps, 'mailer' | 'publicUrl'>,
  input: { user: AuthUser; id: number; slot: AssignmentSlot; userId: number | null; check?: boolean },
): Promise<SubmissionRow> {
  const row =
    input.check === false
      ? (await tx.select().from(submissions).where(eq(submissions.id, input.id)).for('update'))[0]
      : await lockSubmission(tx, input.id, input.user, 'editor');
  if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
  if (input.check !== false) {
    authorize(submissionPolicy, input.user, ASSIGN_ACTION[input.slot], row, await submissionFacts(tx, input.user, row));
  }
  let chosen: Assignee | null = null;
  if (input.userId !== null) {
    chosen = (await candidatesFor(tx, row.journalId, input.slot)).find((c) => c.id === input.userId) ?? null;
    if (!chosen) {
      const message = `Choose one of this journal's ${input.slot === 'handling' ? 'editors' : 'associate editors'}`;
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'userId', message }] });
    }
  }
  const column = input.slot === 'handling' ? 'handlingEditorId' : 'associateEditorId';
  const [after] = await tx
    .update(submissions)
    .set({ [column]: input.userId, updatedAt: new Date() })
    .where(eq(submissions.id, row.id))
    .returning();
  await recordEvent(tx, {
    submissionId: row.id,
    actor: input.user,
    actorRole: input.check === false ? 'system' : 'editor',
    action: input.slot === 'handling' ? 'assign_handling_editor' : 'assign_associate_editor',
    editorNote: chosen ? `${SLOT_NAMES[input.slot]}: ${chosen.name}` : `${SLOT_NAMES[input.slot]} removed`,
    note: null,
  });
  if (chosen && chosen.id !== input.user.id) {
    await deps.mailer.enqueue(
      tx,
      assignedMail({
        publicUrl: deps.publicUrl,
        to: chosen.email,
        name: chosen.name,
        submissionId: row.id,
        title: row.title,
        as: SLOT_NAMES[input.slot],
      }),
    );
  }
  return after;
}

/** `PUT /api/submissions/{id}/handling-editor|associate-editor`, in its own transaction (see {@link assignInTx}). */
export async function assignEditor(
  deps: WorkflowDeps,
  user: AuthUser,
  id: number,
  slot: AssignmentSlot,
  userId: number | null,
): Promise<SubmissionAssignment> {
  await deps.db.transaction((tx) => assignInTx(tx, deps, { user, id, slot, userId }));
  return readAssignment(deps, user, id);
}
