/**
 * The author's proof corrections (decision 0036): instead of approving the
 * proof, the author describes the corrections; the submission returns to production for a
 * new proof, and the editor is mailed the comments.
 */
import { useState } from 'react';
import { proofCorrectionsRequest } from '../../../../shared/validation/submissions';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-fields';
import { requestProofCorrections } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';

export function ProofCorrections({ submissionId, busy }: { submissionId: number; busy: boolean }) {
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | undefined>();
  const corrections = useWorkflowAction({
    run: (text: string) => requestProofCorrections(submissionId, text),
    success: 'Corrections requested',
    failure: 'Request failed',
    onSuccess: () => setComments(''),
  });
  const send = () => {
    const parsed = proofCorrectionsRequest.safeParse({ comments });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById('author-proof-corrections')?.focus();
      return;
    }
    corrections.mutate(parsed.data.comments);
  };
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-3">
      <TextAreaField
        id="author-proof-corrections"
        label="Proof corrections"
        rows={3}
        value={comments}
        error={error}
        hint="If the proof needs changes, describe them (page, line, what to change) instead of approving it."
        onChange={(e) => {
          setComments(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Button variant="secondary" disabled={busy || corrections.isPending} onClick={send}>
        Request corrections
      </Button>
    </div>
  );
}
