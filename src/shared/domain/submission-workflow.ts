/**
 * The peer-review workflow (decision 0009; seed 001 §4 "Submission flow", "Policy rules"): the
 * statuses of a submission and the one table of allowed transitions with the role that may
 * take each. The server enforces it in one place (features/submissions/workflow.ts, `transition`); the
 * client reads it to offer only the actions that can succeed.
 */

/** Where a submission stands. */
export const SUBMISSION_STATUSES = [
  'draft',
  'submitted',
  'under_review',
  'revision_requested',
  'resubmitted',
  'accepted',
  'rejected',
  'desk_rejected',
  'withdrawn',
  'in_production',
  'proof_uploaded',
  'proof_approved',
  'published',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** How each status reads in a list ('under_review' → 'Under review'). */
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  revision_requested: 'Revision requested',
  resubmitted: 'Resubmitted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  desk_rejected: 'Desk rejected',
  withdrawn: 'Withdrawn',
  in_production: 'In production',
  proof_uploaded: 'Proof uploaded',
  proof_approved: 'Proof approved',
  published: 'Published',
};

/** Decision and recommendation values (seed 001 §5). */
export const DECISIONS = ['minor', 'major', 'accept', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * How a decision reads for people, authors above all (decision 0036: never the raw 'major'). Seed
 * 001 §5 gives the values; the words are the field's.
 */
export const DECISION_LABELS: Record<Decision, string> = {
  minor: 'Minor revision',
  major: 'Major revision',
  accept: 'Accept',
  reject: 'Reject',
};

/**
 * How a history event reads for people (decision 0036: decisions in words, never 'decide major';
 * decision 0069: every recorded action in words, never a raw code). An action not listed
 * (none is recorded today) reads through {@link eventLabel}'s fallback.
 */
export const EVENT_LABELS: Record<string, string> = {
  create_draft: 'Draft created',
  upload_manuscript: 'Manuscript uploaded',
  submit: 'Submitted',
  withdraw: 'Withdrawn by the author',
  convert_intake: 'Created from a manuscript sent through the public form',
  assign_handling_editor: 'Handling editor assigned',
  assign_associate_editor: 'Associate editor assigned',
  decide_minor: 'Decision: Minor revision',
  decide_major: 'Decision: Major revision',
  decide_accept: 'Decision: Accept',
  decide_reject: 'Decision: Reject',
  desk_reject: 'Desk rejected',
  desk_send_to_review: 'Sent to review',
  withdraw_from_review: 'Withdrawn from review by the editor',
  invite_reviewer: 'Reviewer invited',
  accept_invitation: 'Invitation accepted by the reviewer',
  decline_invitation: 'Invitation declined by the reviewer',
  cancel_invitation: 'Invitation cancelled',
  submit_review: 'Review submitted',
  upload_revision: 'Revision uploaded',
  start_production: 'Production started',
  upload_proof: 'Proof uploaded',
  approve_proof: 'Proof approved by the author',
  request_proof_corrections: 'Proof corrections requested',
  save_production_metadata: 'Production metadata saved',
  publish: 'Published',
  close_invitations: 'Open invitations closed',
  extend_review_due: 'Review due date extended',
  // Decision 0045: the similarity check and the deadline reminders.
  similarity_check: 'Similarity check recorded',
  reminder_unanswered: 'Reminder sent: invitation unanswered',
  reminder_due_soon: 'Reminder sent: review due in 3 days',
  reminder_overdue: 'Reminder sent: review overdue',
  // Decision 0074: the reminders of a revision's due date, to the author.
  reminder_revision_due_soon: 'Reminder sent: revision due in a week',
  reminder_revision_overdue: 'Reminder sent: revision overdue',
};

/** An event's label in words: {@link EVENT_LABELS}, else the action as a sentence ('some_step' → 'Some step'). */
export function eventLabel(action: string): string {
  const known = EVENT_LABELS[action];
  if (known) return known;
  const words = action.replaceAll('_', ' ').replaceAll('.', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The history events an author sees of their own submission (decision 0069; decision 0045:
 * authors see no trace of the similarity check). An allow-list, so that a new reviewer- or
 * editor-side event stays hidden from authors until it is judged author-facing: the author's own
 * steps and the editor's steps that change what the author can do. Never the invitations, the
 * reviews, the reminders to reviewers, the editor assignments or the similarity check.
 */
export const AUTHOR_FACING_EVENTS: ReadonlySet<string> = new Set([
  'create_draft',
  'upload_manuscript',
  'submit',
  'withdraw',
  'convert_intake',
  'desk_reject',
  'desk_send_to_review',
  'withdraw_from_review',
  'decide_minor',
  'decide_major',
  'decide_accept',
  'decide_reject',
  'upload_revision',
  // Decision 0074: the author's own reminders of the revision's due date.
  'reminder_revision_due_soon',
  'reminder_revision_overdue',
  'start_production',
  'upload_proof',
  'approve_proof',
  'request_proof_corrections',
  'save_production_metadata',
  'publish',
]);

/**
 * The history events the editorial reports read (decision 0086): the decisions (a first decision is
 * the first of these), sending to review, withdrawals and publication. `submission_events` has
 * two partial indexes over these actions only.
 */
export const DECISION_EVENTS = [
  'desk_reject',
  'decide_minor',
  'decide_major',
  'decide_accept',
  'decide_reject',
] as const;
export const MILESTONE_EVENTS = [
  ...DECISION_EVENTS,
  'desk_send_to_review',
  'withdraw',
  'withdraw_from_review',
  'publish',
] as const;

/** A reviewer's conflict-of-interest declaration (decision 0036): none, or one declared with details. */
export const CONFLICT_OF_INTEREST = ['none', 'declared'] as const;
export type ConflictOfInterest = (typeof CONFLICT_OF_INTEREST)[number];

/** Desk actions (seed 001 §3 "Desk payload: action"). */
export const DESK_ACTIONS = ['send_to_review', 'reject'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** Who takes a transition: the submission's author, or a handling editor. */
export type WorkflowActor = 'author' | 'editor';

/** Every action that changes a submission's status. */
export type WorkflowAction =
  | 'submit'
  | 'withdraw'
  | 'withdraw_from_review'
  | 'desk_send_to_review'
  | 'desk_reject'
  | 'decide_minor'
  | 'decide_major'
  | 'decide_accept'
  | 'decide_reject'
  | 'upload_revision'
  | 'start_production'
  | 'upload_proof'
  | 'approve_proof'
  | 'request_proof_corrections'
  | 'publish';

export interface Transition {
  from: readonly SubmissionStatus[];
  to: SubmissionStatus;
  actor: WorkflowActor;
}

/**
 * The allowed transitions. Withdrawal only before peer review (seed 001 §4 "Policy rules": a
 * manuscript can be withdrawn only before peer review, never once accepted or published).
 * A revision goes back to the editor ('resubmitted'), who sends it to a new review round or
 * decides on it. A proof may be replaced until the author approves it. Decision 0036: the editor
 * may reject or withdraw from review at any stage before acceptance (no dead end when every
 * reviewer declines), and the author may ask for proof corrections, which returns the
 * submission to production for a new proof.
 */
export const TRANSITIONS: Readonly<Record<WorkflowAction, Transition>> = {
  submit: { from: ['draft'], to: 'submitted', actor: 'author' },
  withdraw: { from: ['draft', 'submitted'], to: 'withdrawn', actor: 'author' },
  desk_send_to_review: { from: ['submitted', 'resubmitted'], to: 'under_review', actor: 'editor' },
  desk_reject: { from: ['submitted'], to: 'desk_rejected', actor: 'editor' },
  decide_minor: { from: ['under_review', 'resubmitted'], to: 'revision_requested', actor: 'editor' },
  decide_major: { from: ['under_review', 'resubmitted'], to: 'revision_requested', actor: 'editor' },
  decide_accept: { from: ['under_review', 'resubmitted'], to: 'accepted', actor: 'editor' },
  decide_reject: { from: ['under_review', 'revision_requested', 'resubmitted'], to: 'rejected', actor: 'editor' },
  withdraw_from_review: {
    from: ['submitted', 'under_review', 'revision_requested', 'resubmitted'],
    to: 'withdrawn',
    actor: 'editor',
  },
  upload_revision: { from: ['revision_requested'], to: 'resubmitted', actor: 'author' },
  start_production: { from: ['accepted'], to: 'in_production', actor: 'editor' },
  upload_proof: { from: ['in_production', 'proof_uploaded'], to: 'proof_uploaded', actor: 'editor' },
  approve_proof: { from: ['proof_uploaded'], to: 'proof_approved', actor: 'author' },
  request_proof_corrections: { from: ['proof_uploaded'], to: 'in_production', actor: 'author' },
  publish: { from: ['proof_approved'], to: 'published', actor: 'editor' },
};

/** The decision action of a decision value. */
export const DECISION_ACTIONS: Record<Decision, WorkflowAction> = {
  minor: 'decide_minor',
  major: 'decide_major',
  accept: 'decide_accept',
  reject: 'decide_reject',
};

/** The actions `actor` may take on a submission in `status`. */
export function actionsFrom(status: SubmissionStatus, actor: WorkflowActor): WorkflowAction[] {
  return (Object.keys(TRANSITIONS) as WorkflowAction[]).filter(
    (a) => TRANSITIONS[a].actor === actor && TRANSITIONS[a].from.includes(status),
  );
}

/** Invitation statuses (decision 0009). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'submitted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * File kinds of a submission (docs/decisions/0070-files-kinds-and-reviewer-files.md): the
 * manuscript of round 1, a revised manuscript (`revision`), the cover letter, figures,
 * supplementary files, a separate response to reviewers, a proof, and a review's attachment.
 * The similarity report is not a submission file (its own table, editors only; decision 0045).
 */
export const SUBMISSION_FILE_KINDS = [
  'manuscript',
  'revision',
  'proof',
  'review_attachment',
  'cover_letter',
  'figure',
  'supplementary',
  'response_to_reviewers',
] as const;
export type SubmissionFileKind = (typeof SUBMISSION_FILE_KINDS)[number];

/** How each kind reads in a list (decision 0070). */
export const FILE_KIND_LABELS: Record<SubmissionFileKind, string> = {
  manuscript: 'Manuscript',
  revision: 'Revised manuscript',
  proof: 'Proof',
  review_attachment: 'Review attachment',
  cover_letter: 'Cover letter',
  figure: 'Figure',
  supplementary: 'Supplementary file',
  response_to_reviewers: 'Response to reviewers',
};

/**
 * The one label of a file in every listing (decision 0070): its kind in words, with the round
 * for the kinds that change from round to round ("Manuscript (round 1)", "Revised manuscript
 * (round 2)", "Proof (round 1)"); a cover letter, figure or supplementary file reads as its kind.
 */
export function fileLabel(file: { kind: SubmissionFileKind; round: number }): string {
  const words = FILE_KIND_LABELS[file.kind];
  switch (file.kind) {
    case 'cover_letter':
    case 'figure':
    case 'supplementary':
      return words;
    // Stored with the round whose decision they answer; they are read in the next one.
    case 'revision':
    case 'response_to_reviewers':
      return `${words} (round ${reviewRoundOfFile(file)})`;
    default:
      return `${words} (round ${file.round})`;
  }
}

/**
 * The review round a file belongs to (decision 0070): a revised manuscript and its response to
 * reviewers are stored with the round whose decision they answer (upload-revision.ts) and are
 * reviewed in the next; every other file in its stored round.
 */
export function reviewRoundOfFile(file: { kind: SubmissionFileKind; round: number }): number {
  return file.kind === 'revision' || file.kind === 'response_to_reviewers' ? file.round + 1 : file.round;
}

/** The kinds the author may add to a draft or public submission besides the manuscript itself (decision 0070). */
export const AUTHOR_EXTRA_FILE_KINDS = ['cover_letter', 'figure', 'supplementary'] as const;

/**
 * The kinds an editor may send to a reviewer (decision 0070). Never a proof or a review's
 * attachment; a cover letter only outside double-blind review, which Genesis journals never
 * are (seed 000: "double-blind review"), so it is refused too (`REVIEWER_REFUSED_KINDS`).
 */
export const REVIEWER_FILE_KINDS = [
  'manuscript',
  'revision',
  'figure',
  'supplementary',
  'response_to_reviewers',
] as const satisfies readonly SubmissionFileKind[];

/** The kinds that the default delivery to a reviewer includes beside the current manuscript (decision 0070). */
export const REVIEWER_DEFAULT_EXTRA_KINDS = [
  'figure',
  'supplementary',
] as const satisfies readonly SubmissionFileKind[];

/**
 * Whether a file of `kind` may be chosen for a reviewer (decision 0070): the manuscript kinds,
 * figures, supplementary files and a response to reviewers; never a cover letter (double-blind),
 * a proof or a review's attachment.
 */
export function reviewerMayReceive(kind: SubmissionFileKind): boolean {
  return (REVIEWER_FILE_KINDS as readonly SubmissionFileKind[]).includes(kind);
}

/**
 * The default delivery for review round `round` (decision 0070): the latest manuscript or revised
 * manuscript that the round reviews (none from a later round), and every figure and
 * supplementary file up to that round. Ids, ascending (files are given oldest first).
 */
export function defaultReviewerFileIds(
  files: readonly { id: number; kind: SubmissionFileKind; round: number }[],
  round: number,
): number[] {
  const inRound = files.filter((f) => reviewRoundOfFile(f) <= round);
  const manuscript = inRound.filter((f) => f.kind === 'manuscript' || f.kind === 'revision').at(-1);
  const extras = inRound.filter((f) =>
    (REVIEWER_DEFAULT_EXTRA_KINDS as readonly SubmissionFileKind[]).includes(f.kind),
  );
  return [...(manuscript ? [manuscript] : []), ...extras].map((f) => f.id).sort((a, b) => a - b);
}
