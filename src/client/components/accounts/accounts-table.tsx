/**
 * The accounts table (decision 0010): name, e-mail, role, created, last sign-in and active, in a
 * scrollable region named 'Accounts'. Rendered by the admin dashboard's Users tab and by the
 * /dashboard admin panel. With `manage` (admins, policy `manage_users`) the role is a select
 * and each row gets an Activate/Deactivate button; without it the table only reads.
 */
import type { UserSummary } from '../../../shared/api/auth';
import { ROLES, roleLabel, type Role } from '../../../shared/domain/roles';
import { formatDateTime } from '../../lib/format';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { SrOnly } from '../ui/sr-only';

/** The row actions of an admin: change the role, (de)activate; `busyId` is the row being saved. */
export interface AccountActions {
  busyId: number | null;
  onRole: (user: UserSummary, role: Role) => void;
  onActive: (user: UserSummary, active: boolean) => void;
  /** Opens the account's journal roles (decision 0037), when given. */
  onJournals?: (user: UserSummary) => void;
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
    <DataTable
      label="Accounts"
      caption={caption}
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        { header: 'Name', key: true, className: 'min-w-28 font-medium wrap-anywhere', cell: (user) => user.name },
        { header: 'Email', className: 'min-w-32 wrap-anywhere', cell: (user) => user.email },
        {
          header: 'Role',
          className: 'whitespace-nowrap',
          cell: (user) =>
            manage ? (
              <select
                aria-label={`Role of ${user.name}`}
                value={user.role}
                disabled={manage.busyId === user.id}
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
            ),
        },
        { header: 'Created', cell: (user) => formatDateTime(user.createdAt) },
        { header: 'Last sign-in', cell: (user) => formatDateTime(user.lastSignInAt) },
        { header: 'Active', cell: (user) => (user.active ? 'Yes' : 'No') },
        !!manage && {
          header: 'Actions',
          actions: true,
          cell: (user) => (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={manage.busyId === user.id}
                onClick={() => manage.onActive(user, !user.active)}
              >
                {user.active ? 'Deactivate' : 'Activate'}
                <SrOnly> {user.name}</SrOnly>
              </Button>
              {manage.onJournals && (user.role === 'editor' || user.role === 'associate_editor') ? (
                <Button variant="secondary" onClick={() => manage.onJournals?.(user)}>
                  Journals<SrOnly> of {user.name}</SrOnly>
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
