/**
 * A paginated card list of an admin tab (seed 001 §2, §8): 'Loading…', the error message
 * (or 'Failed to load'), 'No items.' when empty, else the cards and the pager.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import type { ListPage } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE } from '../api/admin-queries';
import { Pager } from '../../../components/ui/pager';

export function PagedList<T extends { id: number }>({
  label,
  heading,
  query,
  page,
  onPage,
  children,
}: {
  /** Accessible name of the list and its pager, e.g. 'Public manuscripts'. */
  label: string;
  /** The tab's heading (level 2, for screen readers only), e.g. 'Pending public manuscripts'. */
  heading: string;
  query: UseQueryResult<ListPage<T>>;
  page: number;
  onPage: (page: number) => void;
  /** The items of the page: a {@link CardList} or a table. */
  children: (items: T[]) => ReactNode;
}) {
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{heading}</h2>
      <ListBody label={label} query={query} page={page} onPage={onPage}>
        {children}
      </ListBody>
    </div>
  );
}

function ListBody<T extends { id: number }>({
  label,
  query,
  page,
  onPage,
  children,
}: {
  label: string;
  query: UseQueryResult<ListPage<T>>;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{query.error.message || 'Failed to load'}</StatusMessage>;
  const { items, total } = query.data;
  if (items.length === 0 && page === 0) return <StatusMessage>No items.</StatusMessage>;
  return (
    <>
      {children(items)}
      <Pager
        label={label}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        shown={items.length}
        total={total}
        busy={query.isPlaceholderData}
        onPage={onPage}
      />
    </>
  );
}

/** The cards of a page, two a row on a wide screen. */
export function CardList<T extends { id: number }>({
  label,
  items,
  children,
}: {
  label: string;
  items: T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="min-w-0">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** One card of a list: a title, lines of facts, and a row of buttons. */
export function ItemCard({ title, children, actions }: { title: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <article className="flex h-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-brand-900 [overflow-wrap:anywhere]">{title}</h3>
      <div className="space-y-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{children}</div>
      <div className="mt-auto flex flex-wrap items-center gap-2">{actions}</div>
    </article>
  );
}
