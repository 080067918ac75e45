/**
 * The editor's queue filters (decision 0037): journal, status, "Assigned to me", "Overdue", and a
 * search on title, author or id. They live in the URL's query (`useSearchParams`), so a filtered
 * queue can be bookmarked and survives a reload; the search is applied on submit. The page of the
 * queue is there too (`page`, decision 0076); changing a filter goes back to page 1.
 * The controls read the query through `useUrlQuery`, so a ticked box stays ticked while the queue
 * re-renders.
 */
import { useId, useState, type FormEvent } from 'react';
import { useUrlQuery } from '../../../lib/use-url-query';
import { SUBMISSION_STATUSES, STATUS_LABELS } from '../../../../shared/domain/submission-workflow';
import { JOURNAL_ROLE_LABELS } from '../../../../shared/domain/journal-roles';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { useEditorJournals, type QueueFilters } from '../api/editor-scope-queries';

const KEYS = ['journalId', 'status', 'assigned', 'overdue', 'q'] as const;

/** The URL query naming the queue's page, from 1 (`?page=2`); absent: the first. */
export const QUEUE_PAGE_PARAM = 'page';

/** The queue's page the URL names, from 0 (Pager's count); 0 when absent or not a page number. */
export function queuePageOf(params: URLSearchParams): number {
  const value = params.get(QUEUE_PAGE_PARAM);
  return value !== null && /^[1-9]\d{0,3}$/.test(value) ? Number(value) - 1 : 0;
}

/** The filters the URL's query holds. */
export function filtersOf(params: URLSearchParams): QueueFilters {
  const out: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out as QueueFilters;
}

export function QueueFiltersForm() {
  const id = useId();
  const [params, update] = useUrlQuery();
  const filters = filtersOf(params);
  const journals = useEditorJournals();
  const [q, setQ] = useState(filters.q ?? '');

  // A changed filter starts the queue again at its first page (decision 0076).
  const set = (key: (typeof KEYS)[number], value: string | undefined) =>
    update((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete(QUEUE_PAGE_PARAM);
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', q.trim() || undefined);
  };

  return (
    <form
      role="search"
      aria-label="Filter the queue"
      onSubmit={search}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        id={`${id}-journal`}
        label="Journal"
        placeholder="All my journals"
        value={filters.journalId ?? ''}
        onChange={(e) => set('journalId', e.target.value || undefined)}
        options={(journals.data ?? []).map((j) => ({
          value: String(j.id),
          label: j.role ? `${j.title} (${JOURNAL_ROLE_LABELS[j.role]})` : j.title,
        }))}
      />
      <SelectField
        id={`${id}-status`}
        label="Status"
        placeholder="Any status"
        value={filters.status ?? ''}
        onChange={(e) => set('status', e.target.value || undefined)}
        options={SUBMISSION_STATUSES.filter((s) => s !== 'draft').map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <div className="flex items-end gap-2 sm:col-span-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-q`}
            label="Search"
            hint="Title, author or id (#12)"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={200}
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2 lg:col-span-4">
        <legend className="sr-only">Show only</legend>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.assigned === 'me'}
            onChange={(e) => set('assigned', e.target.checked ? 'me' : undefined)}
          />
          Assigned to me
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.overdue === 'true'}
            onChange={(e) => set('overdue', e.target.checked ? 'true' : undefined)}
          />
          Overdue
        </label>
      </fieldset>
    </form>
  );
}
