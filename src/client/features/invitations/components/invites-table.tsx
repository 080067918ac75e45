/**
 * The reviewer's invitations (seed 001 §2 "/dashboard/reviewer"): invite id, title (or
 * 'Submission #id'), status, updated date and, once accepted, View/Download of the anonymised
 * manuscript; a Details button picks the invitation for the details panel. States: 'Loading…',
 * the error's message or 'Failed to load' (seed 001 §8), and 'No invitations yet.'.
 */
import type { ReviewerInvite } from '../../../../shared/api/submissions';
import { StatusMessage } from '../../../components/ui/status-message';
import { useReviewerInvites } from '../api/get-reviewer-invites';
import { INVITATION_STATUS_LABELS, inviteTitle } from '../lib/labels';
import { formatDateTime } from '../../../lib/format';
import { FileActions } from '../../../components/files/file-actions';
import { Button } from '../../../components/ui/button';

const CELL = 'px-3 py-2 text-left align-top';

export const NO_INVITATIONS = 'No invitations yet.';

interface Props {
  selectedId: number | null;
  onSelect: (invite: ReviewerInvite) => void;
}

export function InvitesTable({ selectedId, onSelect }: Props) {
  const invites = useReviewerInvites();

  if (invites.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (invites.isError) return <StatusMessage role="alert">{invites.error.message || 'Failed to load'}</StatusMessage>;
  if (invites.data.length === 0) return <StatusMessage>{NO_INVITATIONS}</StatusMessage>;

  return (
    <div
      className="relative overflow-x-auto rounded-md border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Invitations list"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Your review invitations</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={CELL}>
              Invite
            </th>
            <th scope="col" className={CELL}>
              Title
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            <th scope="col" className={CELL}>
              Updated
            </th>
            <th scope="col" className={CELL}>
              Manuscript
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {invites.data.map((invite) => {
            const selected = invite.inviteId === selectedId;
            return (
              <tr
                key={invite.inviteId}
                aria-current={selected ? 'true' : undefined}
                className={selected ? 'bg-brand-50' : undefined}
              >
                <td className={`${CELL} whitespace-nowrap font-medium`}>#{invite.inviteId}</td>
                <td className={`${CELL} min-w-48`}>{inviteTitle(invite)}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {INVITATION_STATUS_LABELS[invite.status] ?? invite.status}
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(invite.updatedAt)}</td>
                <td className={CELL}>
                  {invite.fileUrl ? (
                    <FileActions url={invite.fileUrl} what={`manuscript of invite #${invite.inviteId}`} />
                  ) : (
                    <span className="text-slate-500">After acceptance</span>
                  )}
                </td>
                <td className={CELL}>
                  <Button
                    variant="secondary"
                    aria-label={`Details of invite #${invite.inviteId}`}
                    aria-pressed={selected}
                    onClick={() => onSelect(invite)}
                  >
                    Details
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
