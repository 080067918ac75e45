/**
 * The five stages of the editor's submission page (docs/decisions/0075-screens-layout.md): a
 * stepper over the workflow statuses of decision 0009 (shared/domain/submission-workflow.ts).
 * A stage groups the editor's actions; the status says which stage is current.
 */
import type { SubmissionStatus } from '../../../../shared/domain/submission-workflow';

/** The stages, in the order a manuscript passes them. */
export const STAGES = ['submission', 'review', 'decision', 'production', 'publication'] as const;
export type Stage = (typeof STAGES)[number];

/** How each stage reads on its step. */
export const STAGE_LABELS: Record<Stage, string> = {
  submission: 'Submission',
  review: 'Review',
  decision: 'Decision',
  production: 'Production',
  publication: 'Publication',
};

/**
 * The stage a submission in `status` stands at (decision record 0075, "Stages from statuses"):
 * a draft, a new submission and a revision that came back are screened (submission: similarity
 * check, send to review, desk reject); under review is review; a revision requested waits on a
 * decision already taken (decision); accepted, in production and proof uploaded are production;
 * proof approved (ready to publish) and published are publication. A closed submission stands
 * where it was closed: desk rejected and withdrawn at submission, rejected at decision.
 */
export const STAGE_OF_STATUS: Readonly<Record<SubmissionStatus, Stage>> = {
  draft: 'submission',
  submitted: 'submission',
  resubmitted: 'submission',
  desk_rejected: 'submission',
  withdrawn: 'submission',
  under_review: 'review',
  revision_requested: 'decision',
  rejected: 'decision',
  accepted: 'production',
  in_production: 'production',
  proof_uploaded: 'production',
  proof_approved: 'publication',
  published: 'publication',
};
