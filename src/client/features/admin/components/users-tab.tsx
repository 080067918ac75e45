/**
 * The 'Users' tab (ours, issue 8): the accounts with name, e-mail, role, created, last
 * sign-in and active. Admins (policy `manage_users`) also get a role select and an
 * Activate/Deactivate button per row (`PATCH /api/admin/users/{id}`; toasts 'User updated' /
 * 'Update failed'); the editor-in-chief sees the table without them.
 */
import { useState } from 'react';
import type { UserSummary } from '../../../../shared/api/auth';
import { roleLabel, type Role } from '../../../../shared/domain/roles';
import { AccountsTable } from '../../../components/accounts/accounts-table';
import { useUsers } from '../api/admin-queries';
import { updateUser } from '../api/admin-calls';
import { useAdminAction } from '../lib/use-admin-action';
import { PagedList } from './paged-list';

type Change = { user: UserSummary; role?: Role; active?: boolean };

export function UsersTab({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(0);
  const list = useUsers(page);
  const update = useAdminAction({
    run: ({ user, role, active }: Change) => updateUser(user.id, role !== undefined ? { role } : { active }),
    success: (result) => ({
      title: 'User updated',
      description: `${result.name} is now ${roleLabel(result.role)}${result.active ? '' : ' (inactive)'}.`,
    }),
    failure: 'Update failed',
  });

  return (
    <PagedList label="Accounts" heading="Accounts" query={list} page={page} onPage={setPage}>
      {(items) => (
        <AccountsTable
          users={items}
          caption={`Accounts, page ${page + 1}`}
          manage={
            canManage
              ? {
                  busyId: update.isPending ? (update.variables?.user.id ?? null) : null,
                  onRole: (user, role) => update.mutate({ user, role }),
                  onActive: (user, active) => update.mutate({ user, active }),
                }
              : undefined
          }
        />
      )}
    </PagedList>
  );
}
