/**
 * Declining an invitation from the reviewer's dashboard (decision 0036): a dialog
 * with an optional reason (the editor reads it on the submission's screen), then 'Decline
 * Invitation'. Toasts 'Invitation declined' or 'Decline failed' with the server's message.
 */
import { useState } from 'react';
import { SUBMISSION_LIMITS } from '../../../../shared/validation/submissions';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { useDeclineInvite } from '../api/decline-invite';

export function DeclineDialog({ inviteId, onClose }: { inviteId: number; onClose: (declined: boolean) => void }) {
  const [reason, setReason] = useState('');
  const decline = useDeclineInvite();
  const send = () =>
    decline.mutate(
      { inviteId, reason },
      {
        onSuccess: () => {
          toast({ title: 'Invitation declined', description: 'The editor has been notified.' });
          onClose(true);
        },
        onError: (error) =>
          toast({ title: 'Decline failed', description: error.message || undefined, variant: 'destructive' }),
      },
    );
  return (
    <Dialog
      title={`Decline invitation #${inviteId}?`}
      onClose={() => onClose(false)}
      guardTyping
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={decline.isPending} onClick={send}>
            {decline.isPending ? 'Processing...' : 'Decline Invitation'}
          </Button>
        </>
      }
    >
      <TextAreaField
        id={`decline-reason-${inviteId}`}
        label="Reason"
        rows={4}
        maxLength={SUBMISSION_LIMITS.reasonMax}
        hint="Optional. The editor sees it; suggesting another reviewer helps."
        value={reason}
        data-autofocus
        onChange={(e) => setReason(e.currentTarget.value)}
      />
    </Dialog>
  );
}
