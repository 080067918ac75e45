/**
 * The editor's actions on one invitation (decision 0036): cancel it
 * (its links then say the editor cancelled it; the reviewer is told) and extend its review due
 * date. Both ask in a dialog first. Decision 0070: "Files" chooses, in a dialog, which of the
 * submission's files this reviewer receives. Offered while the invitation is pending or accepted.
 */
import { useState } from 'react';
import type { SubmissionDetail, SubmissionFile } from '../../../../shared/api/submissions';
import { ReviewerFilesChooser } from './reviewer-files-chooser';
import { addDays, formatDay, todayUtc } from '../../../../shared/domain/review-deadlines';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-fields';
import { cancelInvitation, chooseReviewerFiles, extendReviewDue } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';

type Invitation = SubmissionDetail['invitations'][number];

/** Which of the invitation's dialogs is open. */
export type InvitationDialog = 'cancel' | 'extend' | 'files' | null;

/**
 * @param dialog with `onDialog`, the open dialog held by the caller, so that it stays open when the
 *   row is drawn again elsewhere (decision 0077: the list table becomes cards on a phone,
 *   and back, as the window crosses 640 px); without them the component keeps it itself
 */
export function InvitationActions({
  submissionId,
  invitation,
  files,
  dialog,
  onDialog,
}: {
  submissionId: number;
  invitation: Invitation;
  /** The submission's files, to choose from. */
  files: readonly SubmissionFile[];
  dialog?: InvitationDialog;
  onDialog?: (dialog: InvitationDialog) => void;
}) {
  const [ownOpen, setOwnOpen] = useState<InvitationDialog>(null);
  const open = onDialog ? (dialog ?? null) : ownOpen;
  const setOpen = onDialog ?? setOwnOpen;
  const [chosen, setChosen] = useState<number[]>(invitation.fileIds);
  const saveFiles = useWorkflowAction({
    run: (fileIds: number[]) => chooseReviewerFiles(submissionId, invitation.inviteId, fileIds),
    success: (result) => ({
      title: 'Files saved',
      description: `${invitation.reviewerEmail} receives ${result.fileIds.length} file${result.fileIds.length === 1 ? '' : 's'}.`,
    }),
    failure: 'Saving files failed',
    onSuccess: () => setOpen(null),
  });
  const current = invitation.reviewDue ?? todayUtc();
  const [date, setDate] = useState(addDays(current, 7));
  const cancel = useWorkflowAction({
    run: () => cancelInvitation(submissionId, invitation.inviteId),
    success: () => ({ title: 'Invitation cancelled', description: `${invitation.reviewerEmail} has been told.` }),
    failure: 'Cancel failed',
    onSuccess: () => setOpen(null),
  });
  const extend = useWorkflowAction({
    run: (reviewDue: string) => extendReviewDue(submissionId, invitation.inviteId, reviewDue),
    success: (result) => ({ title: 'Due date extended', description: `Review due ${formatDay(result.reviewDue)}` }),
    failure: 'Extend failed',
    onSuccess: () => setOpen(null),
  });
  if (invitation.status !== 'pending' && invitation.status !== 'accepted') return null;
  const who = invitation.reviewerName ?? invitation.reviewerEmail;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setOpen('extend')} aria-label={`Extend due date for ${who}`}>
        Extend
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setChosen(invitation.fileIds);
          setOpen('files');
        }}
        aria-label={`Choose the files for ${who}`}
      >
        Files
      </Button>
      <Button size="sm" variant="danger" onClick={() => setOpen('cancel')} aria-label={`Cancel invitation of ${who}`}>
        Cancel
      </Button>
      {open === 'files' ? (
        <Dialog
          title="Files the reviewer receives"
          onClose={() => setOpen(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                Close
              </Button>
              <Button
                variant="primary"
                disabled={saveFiles.isPending || chosen.length === 0}
                onClick={() => saveFiles.mutate(chosen)}
              >
                Save files
              </Button>
            </>
          }
        >
          <p className="mb-3 text-sm text-slate-800 wrap-anywhere">
            {who}
            {invitation.filesChosen ? '' : ' receives the default: the manuscript, figures and supplementary files'}.
            Files not ticked are not shown to this reviewer.
          </p>
          <ReviewerFilesChooser
            idPrefix={`invite-${invitation.inviteId}`}
            files={files}
            chosen={chosen}
            onChange={setChosen}
            disabled={saveFiles.isPending}
          />
        </Dialog>
      ) : null}
      {open === 'cancel' ? (
        <Dialog
          title="Cancel this invitation?"
          onClose={() => setOpen(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                Keep it
              </Button>
              <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined)}>
                Cancel invitation
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-800 wrap-anywhere">
            {invitation.reviewerEmail} will be told that the review is no longer needed, and the invitation&apos;s links
            will stop working.
          </p>
        </Dialog>
      ) : null}
      {open === 'extend' ? (
        <Dialog
          title="Extend the review due date"
          onClose={() => setOpen(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(null)}>
                Close
              </Button>
              <Button variant="primary" disabled={extend.isPending || !date} onClick={() => extend.mutate(date)}>
                Save due date
              </Button>
            </>
          }
        >
          <p className="mb-3 text-sm text-slate-800 wrap-anywhere">
            {who}: review due {invitation.reviewDue ? formatDay(invitation.reviewDue) : 'not set'}.
          </p>
          <TextField
            id={`extend-${invitation.inviteId}`}
            label="New due date"
            type="date"
            required
            min={addDays(current, 1)}
            value={date}
            data-autofocus
            onChange={(e) => setDate(e.currentTarget.value)}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
