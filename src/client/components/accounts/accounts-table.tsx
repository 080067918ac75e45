/**
 * The accounts table (issue 8): name, e-mail, role, created, last sign-in and active, in a
 * scrollable region named 'Accounts'. Rendered by the admin dashboard's Users tab and by the
 * /dashboard admin panel. With `manage` (admins, policy `manage_users`) the role is a select
 * and each row gets an Activate/Deactivate button; without it the table only reads.
 */
import type { UserSummary } from '../../../shared/api/auth';
import { ROLES, roleLabel, type Role } from '../../../shared/domain/roles';
import { formatDateTime } from '../../lib/format';
import { Button } from '../ui/button';
import { SrOnly } from '../ui/sr-only';

const CELL = 'px-3 py-2 text-left align-top';

/** The row actions of an admin: change the role, (de)activate; `busyId` is the row being saved. */
export interface AccountActions {
  busyId: number | null;
  onRole: (user: UserSummary, role: Role) => void;
  onActive: (user: UserSummary, active: boolean) => void;
}

/**
 * @param users the accounts of the page
 * @param caption the table's caption, for screen readers (e.g. 'Accounts, page 1')
 * @param manage the admin's row actions; leave out for a read-only table
 */
export function AccountsTable({
  users,
  caption,
  manage,
}: {
  users: readonly UserSummary[];
  caption: string;
  manage?: AccountActions;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-md border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Accounts"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={CELL}>
              Name
            </th>
            <th scope="col" className={CELL}>
              Email
            </th>
            <th scope="col" className={CELL}>
              Role
            </th>
            <th scope="col" className={CELL}>
              Created
            </th>
            <th scope="col" className={CELL}>
              Last sign-in
            </th>
            <th scope="col" className={CELL}>
              Active
            </th>
            {manage ? (
              <th scope="col" className={CELL}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {users.map((user) => {
            const busy = manage?.busyId === user.id;
            return (
              <tr key={user.id}>
                <td className={`${CELL} min-w-40 font-medium`}>{user.name}</td>
                <td className={`${CELL} whitespace-nowrap`}>{user.email}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  {manage ? (
                    <select
                      aria-label={`Role of ${user.name}`}
                      value={user.role}
                      disabled={busy}
                      onChange={(event) => manage.onRole(user, event.target.value as Role)}
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
                {manage ? (
                  <td className={CELL}>
                    <Button variant="secondary" disabled={busy} onClick={() => manage.onActive(user, !user.active)}>
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
  );
}
