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
import { StatusMessage } from '../../../components/ui/status-message';
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users';
import { AccountsTable } from '../../../components/accounts/accounts-table';
import { Pager } from '../../../components/ui/pager';
import { Panel } from './role-panels';

function UsersTable() {
  const [page, setPage] = useState(0);
  const users = useAdminUsers(page);

  if (users.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (users.isError) return <StatusMessage role="alert">{users.error.message || 'Failed to load'}</StatusMessage>;
  const { items, total } = users.data;
  if (items.length === 0 && page === 0) return <StatusMessage>No items.</StatusMessage>;

  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  return (
    <div className="space-y-3">
      <AccountsTable users={items} caption={`Accounts, page ${page + 1} of ${pages}`} />
      <Pager
        label="Accounts"
        page={page}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        shown={items.length}
        total={total}
        busy={users.isPlaceholderData}
        onPage={setPage}
        emptyText={(n) => `No accounts on page ${n}`}
      />
    </div>
  );
}

export function AdminPanel() {
  return (
    <Panel id="admin-panel" title="Admin" lead="The accounts of the portal.">
      <p className="mb-4">
        <Link
          to={paths.dashboard.admin.getHref()}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Admin Dashboard
        </Link>
        <span className="block text-sm text-slate-600">
          Public manuscripts, join applications, contact queries and the archive.
        </span>
      </p>
      <UsersTable />
    </Panel>
  );
}
