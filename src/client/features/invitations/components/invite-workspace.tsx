/**
 * The invitation screens of /dashboard/reviewer (seed 001 §2): the list, then the details
 * panel of the invitation picked from it (by its Details button or the Invitation select).
 * 'Accept Invite' answers 'Missing inviteId' (seed 001 §5) when none is picked, and toasts
 * 'Invite accepted' / 'Accept failed'. Decision 0036: 'Decline' opens a dialog with an optional
 * reason for the editor. Decision 0069: 'Accept Invite' and 'Decline' are there while the
 * picked invitation is pending (or none is picked) and go once it is answered; an accepted
 * reviewer who can no longer review withdraws by a quieter 'I can no longer review this
 * manuscript', the same decline dialog.
 */
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MISSING_INVITE_ID } from '../../../../shared/validation/submissions';
import { SelectField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvite } from '../api/get-invite';
import { useReviewerInvites } from '../api/get-reviewer-invites';
import { inviteTitle } from '../lib/labels';
import { DeclineDialog } from './decline-dialog';
import { InviteDetails, type RenderReview } from './invite-details';
import { InvitesTable } from './invites-table';
import { Button } from '../../../components/ui/button';

const SECTION = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

/** A positive integer id from a query value, or null. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** @param review what to show of the picked invitation's review, below its details */
export function InviteWorkspace({ review }: { review: RenderReview }) {
  // A mail's deep link names the invitation (`?inviteId=7`, decision 0072): it opens picked.
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(() => idOf(params.get('inviteId')));
  const [missing, setMissing] = useState(false);
  const [declining, setDeclining] = useState(false);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const invites = useReviewerInvites();
  const detail = useInvite(selectedId);
  const accept = useAcceptInvite();

  const pick = (id: number | null) => {
    setSelectedId(id);
    if (id !== null) setMissing(false);
  };

  const onAccept = () => {
    if (selectedId === null) {
      setMissing(true);
      return;
    }
    accept.mutate(selectedId, {
      onSuccess: () => toast({ title: 'Invite accepted' }),
      onError: (error) =>
        toast({ title: 'Accept failed', description: error.message || undefined, variant: 'destructive' }),
    });
  };

  const status = selectedId === null ? null : detail.data?.status;
  /** Answered: the buttons go (a picked invitation still loading keeps them, disabled). */
  const answered = status !== undefined && status !== null && status !== 'pending';
  const options = (invites.data ?? []).map((invite) => ({
    value: String(invite.inviteId),
    label: `#${invite.inviteId} — ${inviteTitle(invite)}`,
  }));

  return (
    <div className="space-y-8">
      <section aria-labelledby="invitations-title" className={SECTION}>
        <h2 id="invitations-title" className="text-xl font-bold tracking-tight text-brand-900">
          Invitations
        </h2>
        <InvitesTable
          selectedId={selectedId}
          onSelect={(invite) => {
            pick(invite.inviteId);
            detailsHeading.current?.focus();
          }}
        />
      </section>

      <section aria-labelledby="invite-details-title" className={SECTION}>
        <h2
          id="invite-details-title"
          ref={detailsHeading}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-brand-900"
        >
          Invitation details
        </h2>
        <div className="max-w-xl">
          <SelectField
            id="invite-select"
            label="Invitation"
            required
            placeholder="Choose an invitation"
            options={options}
            value={selectedId === null ? '' : String(selectedId)}
            error={missing ? MISSING_INVITE_ID : undefined}
            onChange={(event) => pick(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          />
        </div>
        {answered ? null : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="primary"
              className="w-full sm:w-auto"
              onClick={onAccept}
              disabled={accept.isPending || (selectedId !== null && status === undefined)}
            >
              {accept.isPending ? 'Accepting...' : 'Accept Invite'}
            </Button>
            {status === 'pending' ? (
              <Button variant="danger" className="w-full sm:w-auto" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            ) : null}
          </div>
        )}
        {status === 'accepted' ? (
          <Button variant="link" onClick={() => setDeclining(true)}>
            I can no longer review this manuscript
          </Button>
        ) : null}
        {declining && selectedId !== null ? (
          <DeclineDialog
            inviteId={selectedId}
            onClose={(declined) => {
              setDeclining(false);
              if (declined) pick(null);
            }}
          />
        ) : null}
        {selectedId === null ? (
          <p className="text-sm text-slate-600">Choose an invitation from the list to see its details.</p>
        ) : (
          <InviteDetails inviteId={selectedId} review={review} />
        )}
      </section>
    </div>
  );
}
