/**
 * An account's journal roles (decision 0037), in a dialog from the Users tab: the
 * journals it handles with its role on each (Remove), and a form to give one more. Each change
 * is confirmed first; toasts 'Journal roles updated' / 'Update failed'.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UserSummary } from '../../../../shared/api/auth';
import { JOURNAL_ROLE_LABELS, journalRolesFor, type JournalRole } from '../../../../shared/domain/journal-roles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-fields';
import { StatusMessage } from '../../../components/ui/status-message';
import { journalRolesOf, setJournalRole } from '../api/admin-calls';
import { useJournalChoices } from '../api/board-calls';
import { useAdminAction } from '../lib/use-admin-action';

type Change = { journalId: number; journalTitle: string; role: JournalRole | null };

export function JournalRolesDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const id = useId();
  const roles = useQuery({
    queryKey: ['api', 'admin', 'users', user.id, 'journal-roles'],
    queryFn: () => journalRolesOf(user.id),
  });
  const journals = useJournalChoices();
  const holdable = journalRolesFor(user.role);
  const [journalId, setJournalId] = useState('');
  const [role, setRole] = useState('');
  const [confirming, setConfirming] = useState<Change | null>(null);
  const change = useAdminAction({
    run: (c: Change) => setJournalRole(user.id, c.journalId, c.role),
    success: () => ({ title: 'Journal roles updated', description: `${user.name}'s journal roles were changed.` }),
    failure: 'Update failed',
    onSuccess: () => {
      setConfirming(null);
      void roles.refetch();
    },
  });

  return (
    <Dialog title={`Journal roles of ${user.name}`} onClose={onClose} size="lg">
      <div className="space-y-4">
        {roles.isPending ? (
          <StatusMessage>Loading…</StatusMessage>
        ) : roles.isError ? (
          <StatusMessage role="alert">Failed to load</StatusMessage>
        ) : roles.data.length === 0 ? (
          <p className="text-sm text-slate-700">No journal roles: this account sees no submissions.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {roles.data.map((r) => (
              <li key={r.journalId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-words">
                  {r.journalTitle} — {JOURNAL_ROLE_LABELS[r.role]}
                </span>
                <Button
                  variant="danger"
                  onClick={() => setConfirming({ journalId: r.journalId, journalTitle: r.journalTitle, role: null })}
                >
                  Remove<span className="sr-only"> {r.journalTitle}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {holdable.length > 0 ? (
          <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <SelectField
              id={`${id}-journal`}
              label="Journal"
              placeholder="Choose a journal"
              value={journalId}
              onChange={(e) => setJournalId(e.target.value)}
              options={(journals.data ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            />
            <SelectField
              id={`${id}-role`}
              label="Role"
              placeholder="Choose a role"
              value={role}
              onChange={(e) => setRole(e.target.value)}
              options={holdable.map((r) => ({ value: r, label: JOURNAL_ROLE_LABELS[r] }))}
            />
            <Button
              disabled={!journalId || !role}
              onClick={() =>
                setConfirming({
                  journalId: Number(journalId),
                  journalTitle: journals.data?.find((j) => String(j.id) === journalId)?.title ?? `#${journalId}`,
                  role: role as JournalRole,
                })
              }
            >
              Give role
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-700">Only editor and associate editor accounts hold journal roles.</p>
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Confirm journal role"
          confirmLabel={confirming.role ? 'Give role' : 'Remove role'}
          danger={confirming.role === null}
          busy={change.isPending}
          onConfirm={() => change.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          {confirming.role
            ? `Make ${user.name} ${JOURNAL_ROLE_LABELS[confirming.role]} of ${confirming.journalTitle}?`
            : `Take ${user.name}'s role on ${confirming.journalTitle} away? They will no longer see its submissions.`}
        </ConfirmDialog>
      ) : null}
    </Dialog>
  );
}
