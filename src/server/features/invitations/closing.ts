/**
 * Closing invitations (decision 0036): the editor
 * cancels one invitation, or a decision or a withdrawal closes every open invitation of the
 * submission at once. A closed invitation is `cancelled` with the reason why, its links answer
 * a clear message (`closedInvitationMessage`), and its reviewer is told by mail.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { invitations } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { Mailer } from '../../plugins/mailer';
import { templatedMail } from '../mail-templates';
import { recordEvent } from '../submissions';
import type { DbOrTx } from '../../db/client';

/** Why an invitation was closed: the editor's cancel, or the round ended by a decision or a withdrawal. */
export type ClosedReason = 'cancelled' | 'decided' | 'withdrawn';

const CLOSED_MESSAGES: Record<ClosedReason, string> = {
  cancelled: 'This invitation was cancelled by the editor. No review is needed; thank you all the same.',
  decided:
    'The editor has already decided on this manuscript, so this review is no longer needed. Thank you all the same.',
  withdrawn: 'This manuscript was withdrawn from review, so this review is no longer needed. Thank you all the same.',
};

/** What an invitation's link (or the reviewer's dashboard) says once the invitation was closed. */
export function closedInvitationMessage(reason: string | null): string {
  return CLOSED_MESSAGES[(reason ?? 'cancelled') as ClosedReason] ?? CLOSED_MESSAGES.cancelled;
}

/**
 * To a reviewer: their invitation is closed (their links no longer work; templates
 * 'workflow.invitation_closed.{reason}').
 */
export function invitationClosedMail(input: {
  to: string;
  inviteId: number;
  title: string;
  reason: ClosedReason;
}): MailMessage {
  return templatedMail(
    `workflow.invitation_closed.${input.reason}`,
    { title: input.title },
    { to: input.to, ref: `invitation:${input.inviteId}` },
  );
}

/**
 * Closes the open (pending or accepted) invitations of submission `submission`, in `tx`: each
 * becomes `cancelled` with `reason`, its reviewer is mailed, and one history line lists the
 * addresses (editors only). `inviteId` limits it to that one invitation.
 * @returns the closed invitations' ids (empty when none was open)
 */
export async function closeOpenInvitations(
  tx: DbOrTx,
  mailer: Pick<Mailer, 'enqueue'>,
  input: {
    submission: { id: number; title: string };
    reason: ClosedReason;
    actor: { id: number };
    inviteId?: number;
  },
): Promise<number[]> {
  const closed = await tx
    .update(invitations)
    .set({ status: 'cancelled', closedReason: input.reason, updatedAt: new Date() })
    .where(
      and(
        eq(invitations.submissionId, input.submission.id),
        inArray(invitations.status, ['pending', 'accepted']),
        input.inviteId === undefined ? undefined : eq(invitations.id, input.inviteId),
      ),
    )
    .returning({ id: invitations.id, email: invitations.reviewerEmail });
  if (closed.length === 0) return [];
  for (const invite of closed) {
    await mailer.enqueue(
      tx,
      invitationClosedMail({
        to: invite.email,
        inviteId: invite.id,
        title: input.submission.title,
        reason: input.reason,
      }),
    );
  }
  await recordEvent(tx, {
    submissionId: input.submission.id,
    actor: input.actor,
    actorRole: 'editor',
    action: input.reason === 'cancelled' ? 'cancel_invitation' : 'close_invitations',
    editorNote: closed.map((c) => c.email).join(', '),
  });
  return closed.map((c) => c.id);
}
