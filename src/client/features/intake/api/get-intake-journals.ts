/**
 * The journals the public forms offer (decision 0046): the submission form's journal
 * dropdown and the join applications' one list the journals that accept submissions and are
 * not retired, `GET /api/journals?limit=100&house=true` (seed 000 §7), not a fixed list. The
 * query key is the URL's segments, the same entry as the portal's draft form reads; the server
 * renders the forms with it (each page's prefetch) and the client hydrates from it. Types only
 * from the contract: no zod here (decision 0024's budget for public pages).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Journal } from '../../../../shared/api/catalogue';
import type { PAGE_MAX_LIMIT } from '../../../../shared/api/common';
import * as endpoints from '../../../../shared/api/endpoints/catalogue';
import type { ListPage } from '../../../lib/api-client';
import type { PagePrefetch } from '../../../app/page-data';
import { callList } from '../../../lib/call';

/** Every journal at once: the API's largest page (a publisher has a few dozen). */
const ALL_JOURNALS_LIMIT: typeof PAGE_MAX_LIMIT = 100;

/** Hint under the dropdown when the list could not be loaded (ours). */
export const JOURNALS_UNAVAILABLE = 'The list of journals could not be loaded. Please reload the page.';

/** Query key of `GET /api/journals?limit=100&house=true`. */
export const intakeJournalsQueryKey = ['api', 'journals', { limit: ALL_JOURNALS_LIMIT, house: 'true' }] as const;

/** One choice of a form's journal dropdown: the title shown, and the slug the applications send. */
export interface IntakeJournalOption {
  id: number;
  title: string;
  slug: string;
}

/**
 * The page of journals accepting submissions (the server leaves out retired and closed ones).
 * @throws ApiError on a non-OK answer
 */
export function getIntakeJournals(signal?: AbortSignal): Promise<ListPage<Journal>> {
  return callList(endpoints.listJournals, { query: intakeJournalsQueryKey[2], init: { signal } });
}

/**
 * The dropdown's choices from the page: journals accepting submissions, in the order they were
 * created (the seeded house journals first, in seed 000 §3's order, then those the admin added).
 */
export function intakeJournalOptions(page: ListPage<Journal>): IntakeJournalOption[] {
  return page.items
    .filter((j) => j.acceptsSubmissions)
    .map((j) => ({ id: j.id, title: j.title, slug: j.slug }))
    .sort((a, b) => a.id - b.id);
}

/** Query options of the forms' journal list (the cache holds the API's page). */
export function getIntakeJournalsQueryOptions() {
  return queryOptions({
    queryKey: intakeJournalsQueryKey,
    queryFn: ({ signal }) => getIntakeJournals(signal),
  });
}

/** Hook: the journals a public form offers (see {@link intakeJournalOptions}). */
export function useIntakeJournals() {
  return useQuery({ ...getIntakeJournalsQueryOptions(), select: intakeJournalOptions });
}

/** The server render's prefetch of a page holding a form with a journal dropdown. */
export const prefetchIntakeJournals: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(getIntakeJournalsQueryOptions());
};
