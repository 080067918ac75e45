/**
 * The editor's way out of review (decision 0036): withdraw the
 * submission from review at any stage before acceptance, with a reason the author receives;
 * open invitations close at once. Asks for confirmation first. (Rejecting is a decision, in
 * the decision group, with its reason in the note.)
 */
import { useState } from 'react';
import { withdrawFromReviewRequest } from '../../../../shared/validation/submissions';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { withdrawFromReview } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';

export function EndReview({ submissionId, open, busy }: { submissionId: number; open: boolean; busy: boolean }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWorkflowAction({
    run: (text: string) => withdrawFromReview(submissionId, text),
    success: 'Withdrawn from review',
    failure: 'Withdraw failed',
    onSuccess: () => {
      setReason('');
      setConfirming(false);
    },
  });
  const check = () => {
    const parsed = withdrawFromReviewRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('editor-withdraw-reason')?.focus();
      return;
    }
    setConfirming(true);
  };
  return (
    <>
      <TextAreaField
        id="editor-withdraw-reason"
        label="Reason for withdrawing"
        rows={2}
        value={reason}
        error={error}
        disabled={!open}
        hint={
          open
            ? 'Sent to the author. Open invitations are cancelled and their reviewers told.'
            : 'Open at any stage before acceptance.'
        }
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(undefined);
        }}
      />
      {confirming ? (
        <span role="group" aria-label="Confirm withdrawal from review" className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-800">Withdraw #{submissionId} from review? This cannot be undone.</span>
          <Button variant="danger" disabled={busy || withdraw.isPending} onClick={() => withdraw.mutate(reason.trim())}>
            Confirm withdrawal
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep in review
          </Button>
        </span>
      ) : (
        <Button variant="danger" disabled={busy || !open} onClick={check}>
          Withdraw from review
        </Button>
      )}
    </>
  );
}
