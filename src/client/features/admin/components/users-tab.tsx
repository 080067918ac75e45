/**
 * The 'Users' tab (ours, issue 8): the accounts with name, e-mail, role, created, last
 * sign-in and active. Admins (policy `manage_users`) also get a role select and an
 * Activate/Deactivate button per row (`PATCH /api/admin/users/{id}`; toasts 'User updated' /
 * 'Update failed'); the editor-in-chief sees the table without them.
 */
import { useState } from 'react';
import type { UserSummary } from '../../../../shared/api/auth';
import { ROLES, roleLabel, type Role } from '../../../../shared/domain/roles';
import { useUsers } from '../api/admin-queries';
import { updateUser } from '../api/admin-calls';
import { formatDateTime } from '../../../lib/format';
import { useAdminAction } from '../lib/use-admin-action';
import { PagedList } from './paged-list';
import { Button } from '../../../components/ui/button';
import { SrOnly } from '../../../components/ui/sr-only';

const CELL = 'px-3 py-2 text-left align-top';

type Change = { user: UserSummary; role?: Role; active?: boolean };

export function UsersTab({ canManage }: { canManage: boolean }) {
  const [page, setPage] = useState(0);
  const list = useUsers(page);
  const update = useAdminAction({
    run: ({ user, role, active }: Change) => updateUser(user.id, role !== undefined ? { role } : { active }),
    success: (result) => ({ title: 'User updated', description: `${result.name} is now ${roleLabel(result.role)}${result.active ? '' : ' (inactive)'}.` }),
    failure: 'Update failed',
  });

  return (
    <PagedList label="Accounts" heading="Accounts" query={list} page={page} onPage={setPage}>
      {(items) => (
        <div className="relative overflow-x-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label="Accounts">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Accounts, page {page + 1}</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
              <tr>
                <th scope="col" className={CELL}>Name</th>
                <th scope="col" className={CELL}>Email</th>
                <th scope="col" className={CELL}>Role</th>
                <th scope="col" className={CELL}>Created</th>
                <th scope="col" className={CELL}>Last sign-in</th>
                <th scope="col" className={CELL}>Active</th>
                {canManage ? <th scope="col" className={CELL}>Actions</th> : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
              {items.map((user) => {
                const busy = update.isPending && update.variables?.user.id === user.id;
                return (
                  <tr key={user.id}>
                    <td className={`${CELL} min-w-40 font-medium`}>{user.name}</td>
                    <td className={`${CELL} whitespace-nowrap`}>{user.email}</td>
                    <td className={`${CELL} whitespace-nowrap`}>
                      {canManage ? (
                        <select
                          aria-label={`Role of ${user.name}`}
                          value={user.role}
                          disabled={busy}
                          onChange={(event) => update.mutate({ user, role: event.target.value as Role })}
                          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {roleLabel(role)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        roleLabel(user.role)
                      )}
                    </td>
                    <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
                    <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(user.lastSignInAt)}</td>
                    <td className={CELL}>{user.active ? 'Yes' : 'No'}</td>
                    {canManage ? (
                      <td className={CELL}>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          onClick={() => update.mutate({ user, active: !user.active })}
                        >
                          {user.active ? 'Deactivate' : 'Activate'}
                          <SrOnly> {user.name}</SrOnly>
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}
