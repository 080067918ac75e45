/**
 * A paginated card list of an admin tab (seed 001 §2, §8): 'Loading…', the error message
 * (or 'Failed to load'), 'No items.' when empty, else the cards and the pager.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import type { ListPage } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE } from '../api/admin-queries';
import { Pager } from '../../../components/ui/pager';
import { Button, type ButtonVariant } from '../../../components/ui/button';

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
  /** The items of the page: a table ({@link PagedCards} lists cards). */
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

const CARD = 'flex h-full min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/**
 * A paginated list of cards ({@link PagedList} of an admin tab whose items are cards), two a
 * row on a wide screen: each card has a title, lines of facts (`children`), and a row of
 * buttons: first the one opening the item's details dialog, then `actions`. `label` names
 * both the list and its pager.
 * @param details the label of the details button (e.g. 'View Form') and the dialog it opens
 */
export function PagedCards<T extends { id: number }>({
  title,
  details,
  actions,
  children,
  ...list
}: {
  label: string;
  heading: string;
  query: UseQueryResult<ListPage<T>>;
  page: number;
  onPage: (page: number) => void;
  title: (item: T) => ReactNode;
  details: { label: (item: T) => ReactNode; dialog: (item: T, onClose: () => void) => ReactNode };
  actions: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  const [viewing, setViewing] = useState<T | null>(null);
  return (
    <>
      <PagedList {...list}>
        {(items) => (
          <ul aria-label={list.label} className="grid gap-4 lg:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <article className={CARD}>
                  <h3 className="text-base font-semibold text-brand-900 [overflow-wrap:anywhere]">{title(item)}</h3>
                  <div className="space-y-1 text-sm text-slate-700 [overflow-wrap:anywhere]">{children(item)}</div>
                  <div className="mt-auto flex flex-wrap items-center gap-2">
                    <Button variant="secondary" onClick={() => setViewing(item)}>
                      {details.label(item)}
                    </Button>
                    {actions(item)}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {viewing !== null ? details.dialog(viewing, () => setViewing(null)) : null}
    </>
  );
}

/**
 * A card's button that runs `action` (a `useAdminAction` mutation) on `item`; disabled while
 * it runs for that item.
 */
export function ActionButton<T extends { id: number }>({
  action,
  item,
  variant,
  children,
}: {
  action: { isPending: boolean; variables: T | undefined; mutate: (item: T) => void };
  item: T;
  variant: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      disabled={action.isPending && action.variables?.id === item.id}
      onClick={() => action.mutate(item)}
    >
      {children}
    </Button>
  );
}
