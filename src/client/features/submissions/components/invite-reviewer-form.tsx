/**
 * The editor's "Invite a reviewer" group (seed 001 §2 "invite reviewer (reviewer e-mail box
 * with a placeholder default address)"; deadlines: decision 0036): the reviewer's address, the
 * response deadline and the review due date (empty: the journal's own defaults, `days` from the
 * editor's view of the submission, shown as dates in the hints; decision 0069).
 * Toasts per seed 001 §8 ('Invited reviewer', 'Invite failed'). Above it, "Find a reviewer"
 * (the reviewer database, decision 0051, {@link ReviewerSearch}) fills the address. Below the
 * dates, the files this reviewer receives (decision 0070, {@link ReviewerFilesChooser}): ticked
 * as the default delivery (the round's manuscript, figures, supplementary files); sent as
 * `fileIds` only when the editor changes them.
 */
import { useState } from 'react';
import { addDays, todayUtc } from '../../../../shared/domain/review-deadlines';
import { inviteRequest } from '../../../../shared/validation/submissions';
import type { SubmissionFile } from '../../../../shared/api/submissions';
import { defaultReviewerFileIds } from '../../../../shared/domain/submission-workflow';
import { ReviewerFilesChooser } from './reviewer-files-chooser';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { inviteReviewer } from '../api/workflow-calls';
import { ReviewerSearch } from './reviewer-search';
import { useCheckedField } from '../lib/use-checked-field';
import { useWorkflowAction } from '../lib/use-workflow-action';

/** A date box's hint: the date the journal's default gives today (`days` from today), when known. */
function defaultHint(today: string, days: number | undefined): string {
  return days === undefined
    ? "Empty: the journal's default."
    : `Empty: the journal's default, ${days} days (${addDays(today, days)}).`;
}

/** The reviewer e-mail box's placeholder (seed 001 §2 "a placeholder default address"). */
export const REVIEWER_EMAIL_PLACEHOLDER = 'reviewer@example.org';

export function InviteReviewerForm({
  submissionId,
  round,
  files,
  open,
  busy,
  days,
}: {
  submissionId: number;
  /** The submission's review round: the default delivery is this round's. */
  round: number;
  files: readonly SubmissionFile[];
  open: boolean;
  busy: boolean;
  /** The journal's default days to answer and to review (the submission's `reviewDays`); null: unknown. */
  days: { response: number; due: number } | null;
}) {
  const [respondBy, setRespondBy] = useState('');
  /** The editor's own choice of files, or null for the default delivery. */
  const [customFiles, setCustomFiles] = useState<number[] | null>(null);
  const chosenFiles = customFiles ?? defaultReviewerFileIds(files, round);
  const [reviewDue, setReviewDue] = useState('');
  const reviewerEmail = useCheckedField('editor-reviewer-email', (value) =>
    inviteRequest.safeParse({ reviewerEmail: value }),
  );
  const invite = useWorkflowAction({
    run: (email: string) =>
      inviteReviewer(submissionId, email, {
        respondBy: respondBy || undefined,
        reviewDue: reviewDue || undefined,
        fileIds: customFiles ?? undefined,
      }),
    success: (result, email) => ({
      title: 'Invited reviewer',
      description: `Invitation #${result.inviteId} sent to ${email}`,
    }),
    failure: 'Invite failed',
    onSuccess: () => {
      reviewerEmail.reset();
      setRespondBy('');
      setReviewDue('');
      setCustomFiles(null);
    },
  });
  const today = todayUtc();
  return (
    <>
      {open ? (
        <ReviewerSearch
          submissionId={submissionId}
          disabled={busy || invite.isPending}
          onPick={(email) => {
            reviewerEmail.set(email);
            document.getElementById(reviewerEmail.field.id)?.focus();
          }}
        />
      ) : null}
      <TextField
        label="Reviewer email"
        required
        type="email"
        autoComplete="off"
        placeholder={REVIEWER_EMAIL_PLACEHOLDER}
        disabled={!open}
        hint={open ? undefined : 'Open while the submission is under review.'}
        {...reviewerEmail.field}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="editor-respond-by"
          label="Respond by"
          type="date"
          min={today}
          value={respondBy}
          disabled={!open}
          hint={defaultHint(today, days?.response)}
          onChange={(e) => setRespondBy(e.currentTarget.value)}
        />
        <TextField
          id="editor-review-due"
          label="Review due"
          type="date"
          min={respondBy || today}
          value={reviewDue}
          disabled={!open}
          hint={defaultHint(today, days?.due)}
          onChange={(e) => setReviewDue(e.currentTarget.value)}
        />
      </div>
      {open ? (
        <ReviewerFilesChooser
          idPrefix="editor-invite"
          files={files}
          chosen={chosenFiles}
          onChange={setCustomFiles}
          disabled={busy || invite.isPending}
        />
      ) : null}
      <Button
        variant="primary"
        disabled={busy || invite.isPending || !open || (files.length > 0 && chosenFiles.length === 0)}
        onClick={() => reviewerEmail.submit((parsed) => invite.mutate(parsed.reviewerEmail))}
      >
        Invite reviewer
      </Button>
    </>
  );
}
