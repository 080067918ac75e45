/**
 * The editor's decision (decision 0009; seed 001 §7 `POST /api/submissions/{id}/decision {decision}`).
 */
import { and, count, eq } from 'drizzle-orm';
import { DECISION_ACTIONS, type Decision } from '../../../shared/domain/submission-workflow';
import { journals, reviews } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { roundForAuthor } from './decision-letters';
import { decisionMail } from './mails';
import { revisionDueOfDecision } from './revision-due';
import { authorOf } from './use-case-support';
import type { SubmissionCall } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';

/** Decision 0036: why an accept or revision decision is refused under review. */
export const REVIEW_REQUIRED =
  'Accept and revision decisions need at least one submitted review in this round. You can reject the submission with a reason, or withdraw it from review.';
/** Decision 0036: a rejection without a submitted review must say why. */
export const REJECT_REASON_REQUIRED = 'Give the reason for rejecting (no review was submitted in this round)';

/**
 * A decision: minor or major → revision requested, accept, reject. Under review, accept and
 * revision decisions need at least one submitted review of the current round; a rejection does
 * not (decision 0036: no dead end when every reviewer declines) but then needs the editor's
 * reason (`input.note`). A rejection may also end a requested revision. The decision closes the
 * open invitations (their reviewers are told), and the author is told by mail: the decision
 * letter built from its template (the reason when one is given, the round's reviewers' comments
 * for the authors as "Reviewer 1"…; decision-letters.ts), or `input.letter`, the text the editor
 * edited from it (decision 0044). A minor or major revision records the day the revision is due
 * (`input.revisionDue`, else today plus the journal's revision days; decision 0074) on the
 * submission's current round, and the letter says it (`{{revisionDue}}`). With
 * `input.reviewFiles`, a letter built from the template names the round's reviewers' files under
 * their blind names (decision 0071, amendment); the mail attaches no file (decision 0007).
 * @returns the submission as it now is
 * @throws AppError NOT_FOUND (not an editor of its journal); CONFLICT (409, `currentStatus`) when
 *   the status does not allow it or no review was submitted; VALIDATION_FAILED (400, `note`) for
 *   a rejection without review and reason, and (`revisionDue`) a due date not after today, more
 *   than a year away, or given with accept or reject
 */
export async function decide({
  user,
  submissionId,
  input,
  ...deps
}: SubmissionCall & {
  input: { decision: Decision; note?: string; letter?: string; revisionDue?: string; reviewFiles?: boolean };
}): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    let revisionDue: string | null = null;
    const { before, after } = await transition(tx, {
      submissionId,
      action: DECISION_ACTIONS[input.decision],
      user,
      note: input.note,
      set: () => ({ decision: input.decision, revisionDue }),
      check: async (row) => {
        const [journal] = await tx
          .select({ revisionDays: journals.revisionDays })
          .from(journals)
          .where(eq(journals.id, row.journalId));
        revisionDue = revisionDueOfDecision(input.decision, input.revisionDue, journal?.revisionDays);
        if (row.status !== 'under_review' && input.decision !== 'reject') return;
        const [{ n }] = await tx
          .select({ n: count() })
          .from(reviews)
          .where(and(eq(reviews.submissionId, row.id), eq(reviews.round, row.round)));
        if (n > 0 && row.status === 'under_review') return;
        if (input.decision === 'reject') {
          if (!input.note)
            throw new AppError('VALIDATION_FAILED', REJECT_REASON_REQUIRED, {
              errors: [{ path: 'note', message: REJECT_REASON_REQUIRED }],
            });
          return;
        }
        throw new AppError('CONFLICT', REVIEW_REQUIRED, { currentStatus: row.status });
      },
    });
    await deps.closeInvitations(tx, deps.mailer, { submission: after, reason: 'decided', actor: user });
    const author = await authorOf(tx, after);
    const round = await roundForAuthor(tx, before);
    await deps.mailer.enqueue(
      tx,
      decisionMail({
        publicUrl: deps.publicUrl,
        to: author.email,
        name: author.name,
        submissionId,
        title: after.title,
        decision: input.decision,
        status: after.status,
        reason: input.note,
        reviewerComments: round.comments,
        letter: input.letter,
        revisionDue,
        reviewFiles: input.reviewFiles ? round.files : [],
      }),
    );
    return after;
  });
}
