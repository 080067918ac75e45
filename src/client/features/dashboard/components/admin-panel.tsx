/**
 * The admin panel of /dashboard (admin and editor-in-chief; seed 001 §2, §6): a link to the
 * Admin Dashboard (/dashboard/admin), and the accounts
 * table from `GET /api/admin/users`, 20 a page with the X-Total-Count total; loading
 * ('Loading…'), error (the message or 'Failed to load', seed 001 §8) and empty ('No items.')
 * states. Dates in the long date-time format, '—' for a user who never signed in.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { roleLabel } from '../../../../shared/domain/roles';
import { StatusMessage } from '../../../components/ui/status-message';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import { formatDateTime } from '../../../lib/format';
import { Panel } from './role-panels';

const CELL = 'px-3 py-2 text-left align-top';
const PAGER_BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

function UsersTable() {
  const [page, setPage] = useState(0);
  const users = useAdminUsers(page);

  if (users.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (users.isError) return <StatusMessage role="alert">{users.error.message || 'Failed to load'}</StatusMessage>;
  const { items, total } = users.data;
  if (items.length === 0 && page === 0) return <StatusMessage>No items.</StatusMessage>;

  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const first = page * ADMIN_USERS_PAGE_SIZE + 1;
  const last = page * ADMIN_USERS_PAGE_SIZE + items.length;
  return (
    <div className="space-y-3">
      <div className="relative overflow-x-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label="Accounts">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Accounts, page {page + 1} of {pages}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className={CELL}>Name</th>
              <th scope="col" className={CELL}>Email</th>
              <th scope="col" className={CELL}>Role</th>
              <th scope="col" className={CELL}>Created</th>
              <th scope="col" className={CELL}>Last sign-in</th>
              <th scope="col" className={CELL}>Active</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
            {items.map((user) => (
              <tr key={user.id}>
                <td className={`${CELL} min-w-40 font-medium`}>{user.name}</td>
                <td className={`${CELL} whitespace-nowrap`}>{user.email}</td>
                <td className={`${CELL} whitespace-nowrap`}>{roleLabel(user.role)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(user.createdAt)}</td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDateTime(user.lastSignInAt)}</td>
                <td className={CELL}>{user.active ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Accounts pages" className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite">
          {items.length > 0 ? `Showing ${first}–${last} of ${total}` : `No accounts on page ${page + 1}`}
        </p>
        <div className="flex gap-2">
          <button type="button" className={PAGER_BUTTON} disabled={page === 0 || users.isPlaceholderData} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <button
            type="button"
            className={PAGER_BUTTON}
            disabled={page + 1 >= pages || users.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      </nav>
    </div>
  );
}

export function AdminPanel() {
  return (
    <Panel id="admin-panel" title="Admin" lead="The accounts of the portal.">
      <p className="mb-4">
        <Link to={paths.dashboard.admin.getHref()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Admin Dashboard
        </Link>
        <span className="block text-sm text-slate-600">Public manuscripts, join applications, contact queries and the archive.</span>
      </p>
      <UsersTable />
    </Panel>
  );
}
