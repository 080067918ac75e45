/**
 * The 'Users' tab (ours, decision 0010): the accounts with name, e-mail, role, created, last
 * sign-in and active. Admins (policy `manage_users`) also get a role select and an
 * Activate/Deactivate button per row (`PATCH /api/admin/users/{id}`; toasts 'User updated' /
 * 'Update failed'), each confirmed first, a Journals button for editors (their journal
 * roles) and the "Invite an account" form; the editor-in-chief sees the table without them.
 */
import { useState } from 'react';
import type { UserSummary } from '../../../../shared/api/auth';
import { roleLabel, type Role } from '../../../../shared/domain/roles';
import { AccountsTable } from '../../../components/accounts/accounts-table';
import { useUsers } from '../api/admin-queries';
import { updateUser } from '../api/admin-calls';
import { useAdminAction } from '../lib/use-admin-action';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InviteAccount } from './invite-account';
import { JournalRolesDialog } from './journal-roles-dialog';
import { PagedList } from './paged-list';

type Change = { user: UserSummary; role?: Role; active?: boolean };

export function UsersTab({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(0);
  const list = useUsers(page);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const [journalsOf, setJournalsOf] = useState<UserSummary | null>(null);
  const update = useAdminAction({
    run: ({ user, role, active }: Change) => updateUser(user.id, role !== undefined ? { role } : { active }),
    success: (result) => ({
      title: 'User updated',
      description: `${result.name} is now ${roleLabel(result.role)}${result.active ? '' : ' (inactive)'}.`,
    }),
    failure: 'Update failed',
    onSuccess: () => setConfirming(null),
  });

  return (
    <div className="space-y-6">
      {canManage ? <InviteAccount /> : null}
      <PagedList label="Accounts" heading="Accounts" query={list} page={page} onPage={setPage}>
        {(items) => (
          <AccountsTable
            users={items}
            caption={`Accounts, page ${page + 1}`}
            manage={
              canManage
                ? {
                    busyId: update.isPending ? (update.variables?.user.id ?? null) : null,
                    onRole: (user, role) => setConfirming({ user, role }),
                    onActive: (user, active) => setConfirming({ user, active }),
                    onJournals: setJournalsOf,
                  }
                : undefined
            }
          />
        )}
      </PagedList>
      {confirming ? (
        <ConfirmDialog
          title={
            confirming.role !== undefined
              ? 'Confirm role change'
              : confirming.active
                ? 'Confirm activation'
                : 'Confirm deactivation'
          }
          confirmLabel={confirming.role !== undefined ? 'Change role' : confirming.active ? 'Activate' : 'Deactivate'}
          danger={confirming.active === false}
          busy={update.isPending}
          onConfirm={() => update.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          {confirming.role !== undefined
            ? `Change ${confirming.user.name} (${confirming.user.email}) from ${roleLabel(confirming.user.role)} to ${roleLabel(confirming.role)}? Journal roles the new role cannot hold are removed.`
            : confirming.active
              ? `Let ${confirming.user.name} (${confirming.user.email}) sign in again?`
              : `Deactivate ${confirming.user.name} (${confirming.user.email})? Their sessions end at once.`}
        </ConfirmDialog>
      ) : null}
      {journalsOf ? <JournalRolesDialog user={journalsOf} onClose={() => setJournalsOf(null)} /> : null}
    </div>
  );
}
