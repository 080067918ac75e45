/**
 * The author's action box (seed 001 §2 "/dashboard/author" "id box"), improved: the author
 * picks one of their submissions instead of typing an id. Submit, Approve Proof, Withdraw and
 * the manuscript / revision uploads are enabled only when the workflow table lets the author
 * take them from the picked submission's status (`actionsFrom(status, 'author')`); a manuscript
 * may be (re)placed while the submission is a draft. With nothing picked, an action answers
 * 'Missing submissionId' (seed 001 §5).
 */
import { useRef, useState } from 'react';
import type { SubmissionSummary } from '../../../../shared/api/submissions';
import { actionsFrom, STATUS_LABELS } from '../../../../shared/domain/submission-workflow';
import { CHOOSE_FILE_FIRST, MISSING_SUBMISSION_ID } from '../../../../shared/validation/submissions';
import { SelectField, TextAreaField } from '../../../components/ui/form-fields';
import {
  approveProof,
  submitSubmission,
  uploadManuscript,
  uploadRevision,
  withdrawSubmission,
} from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { FileUpload } from './file-upload';
import { ProofCorrections } from './proof-corrections';
import { titleOf } from './submissions-table';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export function AuthorActions({
  submissions,
  pickedId,
  onPick,
  onNewDraft,
}: {
  submissions: SubmissionSummary[];
  pickedId: number | null;
  onPick: (id: number | null) => void;
  /** Moves the user to the draft form ('Create Draft'). */
  onNewDraft: () => void;
}) {
  const [missing, setMissing] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  /** Approving the proof asks first (decision 0069): the editor may then publish it as it is. */
  const [confirmApprove, setConfirmApprove] = useState<number | null>(null);
  const [response, setResponse] = useState('');
  const selectRef = useRef<HTMLSelectElement>(null);
  const picked = submissions.find((s) => s.id === pickedId) ?? null;
  const allowed = picked ? actionsFrom(picked.status, 'author') : [];
  const canUploadManuscript = picked?.status === 'draft';

  const submit = useWorkflowAction({
    run: (id: number) => submitSubmission(id),
    success: 'Submitted',
    failure: 'Submit failed',
  });
  const approve = useWorkflowAction({
    run: (id: number) => approveProof(id),
    success: 'Proof approved',
    failure: 'Approve failed',
  });
  const withdraw = useWorkflowAction({
    run: (id: number) => withdrawSubmission(id),
    success: 'Withdrawn',
    failure: 'Withdraw failed',
    onSuccess: () => setConfirmWithdraw(false),
  });
  const manuscript = useWorkflowAction({
    run: ({ id, file }: { id: number; file: File }) => uploadManuscript(id, file),
    success: 'Uploaded',
    failure: 'Upload manuscript failed',
  });
  const revision = useWorkflowAction({
    run: ({ id, file }: { id: number; file: File }) => uploadRevision(id, file, response),
    success: 'Uploaded',
    failure: 'Upload revisions failed',
    onSuccess: () => setResponse(''),
  });
  const busy =
    submit.isPending || approve.isPending || withdraw.isPending || manuscript.isPending || revision.isPending;

  /** The picked id, or null after showing 'Missing submissionId'. */
  const requireId = (): number | null => {
    if (pickedId === null) {
      setMissing(true);
      selectRef.current?.focus();
      return null;
    }
    return pickedId;
  };
  const run = (action: { mutate: (id: number) => void }) => {
    const id = requireId();
    if (id !== null) action.mutate(id);
  };

  const options = submissions.map((s) => ({
    value: String(s.id),
    label: `#${s.id} — ${titleOf(s)} (${STATUS_LABELS[s.status]})`,
  }));
  const available = picked
    ? allowed.length > 0 || canUploadManuscript
      ? `Status: ${STATUS_LABELS[picked.status]}. Buttons that do not apply to this status are disabled.`
      : `Status: ${STATUS_LABELS[picked.status]}. No author action is open at this status.`
    : 'Pick a submission to act on it.';

  return (
    <div className="space-y-4">
      <SelectField
        id="author-pick"
        ref={selectRef}
        label="Submission"
        required
        placeholder="Choose a submission"
        options={options}
        value={pickedId === null ? '' : String(pickedId)}
        error={missing && pickedId === null ? MISSING_SUBMISSION_ID : undefined}
        hint={available}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setMissing(false);
          setConfirmWithdraw(false);
          onPick(value ? Number(value) : null);
        }}
      />
      <p className="sr-only" aria-live="polite">
        {picked ? `Submission #${picked.id} picked.` : ''}
      </p>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onNewDraft}>
          New draft
        </Button>
        <Button
          variant="primary"
          disabled={busy || (picked !== null && !allowed.includes('submit'))}
          onClick={() => run(submit)}
        >
          Submit
        </Button>
        <Button
          variant="primary"
          disabled={busy || (picked !== null && !allowed.includes('approve_proof'))}
          onClick={() => setConfirmApprove(requireId())}
        >
          Approve Proof
        </Button>
        {confirmApprove !== null ? (
          <ConfirmDialog
            title="Approve the proof?"
            confirmLabel="Approve proof"
            busy={approve.isPending}
            onConfirm={() => {
              approve.mutate(confirmApprove);
              setConfirmApprove(null);
            }}
            onClose={() => setConfirmApprove(null)}
          >
            <p>
              Approve the proof of #{confirmApprove} as it is? The editor may then publish it; for changes, ask for
              corrections instead.
            </p>
          </ConfirmDialog>
        ) : null}
        {confirmWithdraw && picked ? (
          <span role="group" aria-label="Confirm withdrawal" className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-800">Withdraw #{picked.id}? This cannot be undone.</span>
            <Button variant="danger" disabled={busy} onClick={() => withdraw.mutate(picked.id)}>
              Confirm withdrawal
            </Button>
            <Button variant="secondary" onClick={() => setConfirmWithdraw(false)}>
              Cancel
            </Button>
          </span>
        ) : (
          <Button
            variant="danger"
            disabled={busy || (picked !== null && !allowed.includes('withdraw'))}
            onClick={() => {
              if (requireId() !== null) setConfirmWithdraw(true);
            }}
          >
            Withdraw
          </Button>
        )}
      </div>

      {picked && allowed.includes('request_proof_corrections') ? (
        <ProofCorrections submissionId={picked.id} busy={busy} />
      ) : null}

      {picked && allowed.includes('upload_revision') ? (
        <TextAreaField
          id="author-response"
          label="Response to reviewers"
          rows={4}
          value={response}
          hint="Sent with your revision to the editor and the reviewers: how you answered each comment."
          onChange={(e) => setResponse(e.currentTarget.value)}
        />
      ) : null}

      <FileUpload
        id="author-file"
        label="Manuscript or revision file"
        hint="PDF or Word document. Upload the manuscript of a draft, or your revision when one is requested."
        emptyMessage={CHOOSE_FILE_FIRST}
        busy={busy}
        onBeforeUpload={() => requireId() !== null}
        actions={[
          {
            label: 'Upload manuscript',
            disabled: picked !== null && !canUploadManuscript,
            onUpload: (file) =>
              manuscript.mutateAsync({ id: pickedId as number, file }).then(
                () => true,
                () => false,
              ),
          },
          {
            label: 'Upload revision',
            disabled: picked !== null && !allowed.includes('upload_revision'),
            onUpload: (file) =>
              revision.mutateAsync({ id: pickedId as number, file }).then(
                () => true,
                () => false,
              ),
          },
        ]}
      />
    </div>
  );
}
