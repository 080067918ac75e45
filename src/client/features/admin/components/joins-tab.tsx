/**
 * The 'Joins' tab (seed 001 §2, §4): pending join applications of one kind (filter Reviewer,
 * Editor, Associate Editor) with name or e-mail, e-mail, kind and time; View Form (the
 * 'Join Application Details' dialog with the journal's name and the biography, CV and
 * photograph), Reject after 'Confirm Rejection', and Approve (ours: creates the account with
 * the requested role and mails a set-password link, or gives the role to an existing one;
 * 'Approve and add to board' also puts the applicant on the journal's editorial board, decision 0031).
 */
import { useId, useState } from 'react';
import type { JoinItem } from '../../../../shared/api/admin';
import { journalNameOf } from '../../../../shared/domain/journal-codes';
import { usePendingJoins, type JoinKind } from '../api/admin-queries';
import { triageJoin } from '../api/admin-calls';
import { kindLabel } from '../lib/labels';
import { formatDateTime } from '../../../lib/format';
import { useAdminAction } from '../lib/use-admin-action';
import { JoinFiles } from './file-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { PagedCards } from './paged-list';
import { Button } from '../../../components/ui/button';
import { Fields } from './fields';
import { SrOnly } from '../../../components/ui/sr-only';

/** The kind filter (seed 001 §2). */
const KINDS: readonly { value: JoinKind; label: string }[] = [
  { value: 'reviewer', label: 'Reviewer' },
  { value: 'editor', label: 'Editor' },
  { value: 'associate_editor', label: 'Associate Editor' },
];

const displayName = (join: JoinItem) => join.name.trim() || join.email;

function JoinDialog({ join, onClose }: { join: JoinItem; onClose: () => void }) {
  return (
    <Dialog
      title="Join Application Details"
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="space-y-5">
        <Fields
          items={[
            { label: 'Name', value: join.name },
            { label: 'Email', value: join.email },
            { label: 'Applying as', value: kindLabel(join.kind) },
            { label: 'Journal', value: journalNameOf(join.journal) },
            { label: 'Research interest', value: join.expertise },
            { label: 'Affiliation', value: join.affiliation },
            { label: 'University', value: join.university },
            { label: 'Phone', value: join.phone },
            { label: 'Address', value: join.address },
            { label: 'Received', value: formatDateTime(join.createdAt) },
          ]}
        />
        <section className="space-y-2">
          <h3 className="text-sm font-bold tracking-wide text-brand-900 uppercase">Files</h3>
          <JoinFiles files={join.files} />
        </section>
      </div>
    </Dialog>
  );
}

function RejectDialog({
  join,
  busy,
  onConfirm,
  onClose,
}: {
  join: JoinItem;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="Confirm Rejection"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger-solid" disabled={busy} onClick={onConfirm}>
            Reject
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">
        Reject the {kindLabel(join.kind)} application of {displayName(join)} (request #{join.id})? It leaves the pending
        list.
      </p>
    </Dialog>
  );
}

export function JoinsTab() {
  const filterId = useId();
  const [kind, setKind] = useState<JoinKind>('reviewer');
  const [page, setPage] = useState(0);
  const [rejecting, setRejecting] = useState<JoinItem | null>(null);
  const [approving, setApproving] = useState<{ join: JoinItem; toBoard: boolean } | null>(null);
  const list = usePendingJoins(kind, page);
  const reject = useAdminAction({
    run: (join: JoinItem) => triageJoin(join.id, 'reject'),
    success: (result) => ({ title: 'Rejected', description: `Request #${result.id} rejected.` }),
    failure: 'Reject failed',
    onSuccess: () => setRejecting(null),
  });
  const approve = useAdminAction({
    run: (join: JoinItem) => triageJoin(join.id, 'approve'),
    success: (result) => ({ title: 'Approved', description: `Request #${result.id} approved.` }),
    failure: 'Approve failed',
    onSuccess: () => setApproving(null),
  });
  const approveToBoard = useAdminAction({
    run: (join: JoinItem) => triageJoin(join.id, 'approve', true),
    success: (result) => ({
      title: 'Approved',
      description: `Request #${result.id} approved; the applicant is on the journal's editorial board.`,
    }),
    failure: 'Approve failed',
    onSuccess: () => setApproving(null),
  });

  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor={filterId} className="block text-sm font-semibold text-slate-800">
          Kind
        </label>
        <select
          id={filterId}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as JoinKind);
            setPage(0);
          }}
          className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
        >
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </div>
      <PagedCards
        label="Join applications"
        heading="Pending join applications"
        query={list}
        page={page}
        onPage={setPage}
        title={displayName}
        details={{
          label: (join) => (
            <>
              View Form<SrOnly> of request #{join.id}</SrOnly>
            </>
          ),
          dialog: (join, onClose) => <JoinDialog join={join} onClose={onClose} />,
        }}
        actions={(join) => (
          <>
            <Button variant="primary" onClick={() => setApproving({ join, toBoard: false })}>
              Approve<SrOnly> request #{join.id}</SrOnly>
            </Button>
            <Button variant="secondary" onClick={() => setApproving({ join, toBoard: true })}>
              Approve and add to board<SrOnly> request #{join.id}</SrOnly>
            </Button>
            <Button variant="danger" onClick={() => setRejecting(join)}>
              Reject<SrOnly> request #{join.id}</SrOnly>
            </Button>
          </>
        )}
      >
        {(join) => (
          <>
            <p>{join.email}</p>
            <p className="capitalize">{kindLabel(join.kind)}</p>
            <p>Received {formatDateTime(join.createdAt)}</p>
          </>
        )}
      </PagedCards>
      {approving !== null ? (
        <ConfirmDialog
          title="Confirm Approval"
          confirmLabel={approving.toBoard ? 'Approve and add to board' : 'Approve'}
          busy={approve.isPending || approveToBoard.isPending}
          onConfirm={() => (approving.toBoard ? approveToBoard : approve).mutate(approving.join)}
          onClose={() => setApproving(null)}
        >
          Approve the {kindLabel(approving.join.kind)} application of {displayName(approving.join)} (request #
          {approving.join.id})? The account gets the role
          {approving.join.kind === 'reviewer' ? '' : ' on the journal applied for'}
          {approving.toBoard ? ", and joins that journal's editorial board" : ''}.
        </ConfirmDialog>
      ) : null}
      {rejecting !== null ? (
        <RejectDialog
          join={rejecting}
          busy={reject.isPending}
          onConfirm={() => reject.mutate(rejecting)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </div>
  );
}
