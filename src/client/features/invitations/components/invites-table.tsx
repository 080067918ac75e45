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
import { DataTable } from '../../../components/ui/data-table';
import { SrOnly } from '../../../components/ui/sr-only';

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
    <DataTable
      label="Invitations list"
      caption="Your review invitations"
      rows={invites.data}
      rowKey={(invite) => invite.inviteId}
      selected={(invite) => invite.inviteId === selectedId}
      columns={[
        { header: 'Invite', className: 'whitespace-nowrap font-medium', cell: (invite) => `#${invite.inviteId}` },
        { header: 'Title', key: true, className: 'min-w-40 wrap-anywhere', cell: inviteTitle },
        {
          header: 'Status',
          className: 'whitespace-nowrap',
          cell: (invite) => INVITATION_STATUS_LABELS[invite.status] ?? invite.status,
        },
        { header: 'Updated', cell: (invite) => formatDateTime(invite.updatedAt) },
        {
          header: 'Manuscript',
          cell: (invite) =>
            invite.fileUrl ? (
              <FileActions url={invite.fileUrl} what={`manuscript of invite #${invite.inviteId}`} />
            ) : (
              <span className="text-slate-500">After acceptance</span>
            ),
        },
        {
          header: <SrOnly>Actions</SrOnly>,
          actions: true,
          cell: (invite) => (
            <Button
              variant="secondary"
              aria-label={`Details of invite #${invite.inviteId}`}
              aria-pressed={invite.inviteId === selectedId}
              onClick={() => onSelect(invite)}
            >
              Details
            </Button>
          ),
        },
      ]}
    />
  );
}
