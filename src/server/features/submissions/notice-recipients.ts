/**
 * Who is told of a submission's events (decision 0054): the
 * submission's handling editor when one is assigned; else the editor who acted on it last for
 * that event (the inviting editor of a review, the uploader of a proof), when given; else the
 * journal's editors-in-chief (decision 0037, one mail each); else the editors' address of record
 * (EDITORIAL_EMAIL). Only active accounts are mailed, and never the submission's own author (an
 * editor who submits to their journal is not told of its reviews): a tier left empty passes to
 * the next. Read only: users are accounts', journal roles journals'.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { editorsOfJournal } from '../journals';
import type { SubmissionRow } from './workflow';
import type { DbOrTx } from '../../db/client';

/** One recipient of an editors' notice: an account (named) or the address of record (`name` null). */
export interface NoticeRecipient {
  email: string;
  name: string | null;
}

async function activeAccount(tx: DbOrTx, id: number | null | undefined): Promise<NoticeRecipient | null> {
  if (id === null || id === undefined) return null;
  const [u] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)));
  return u ?? null;
}

/**
 * The editors to tell of an event on `submission`, in the order above (never empty; journal roles are one per account).
 * @param input.editorialEmail the editors' address of record (config EDITORIAL_EMAIL)
 * @param input.actedBy the editor who acted for this event (user id), second in line
 */
export async function editorsToNotify(
  tx: DbOrTx,
  submission: Pick<SubmissionRow, 'journalId' | 'handlingEditorId' | 'authorId'>,
  input: { editorialEmail: string; actedBy?: number | null },
): Promise<NoticeRecipient[]> {
  const notAuthor = (id: number | null | undefined) => (id === submission.authorId ? null : id);
  const handling = await activeAccount(tx, notAuthor(submission.handlingEditorId));
  if (handling) return [handling];
  const actor = await activeAccount(tx, notAuthor(input.actedBy));
  if (actor) return [actor];
  const chiefs = (await editorsOfJournal(tx, submission.journalId)).filter(
    (e) => e.role === 'editor_in_chief' && e.userId !== submission.authorId,
  );
  if (chiefs.length > 0) return chiefs.map((c) => ({ email: c.email, name: c.name }));
  return [{ email: input.editorialEmail, name: null }];
}
