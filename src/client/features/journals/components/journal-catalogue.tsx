import { useMemo } from 'react';
import { useUrlQuery } from '../../../lib/use-url-query';
import { StatusMessage } from '../../../components/ui/status-message';
import { useAllJournals } from '../api/get-journals';
import { categoryOptions, filterJournals, isFiltering } from '../lib/filter-journals';
import { JournalCard } from './journal-card';
import { JournalFilters } from './journal-filters';
import { JournalGrid, JournalGridSkeleton } from './journal-grid';

/** URL query parameters holding the filter, so a filtered list can be linked and restored. */
const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';

/**
 * The live journals list (seed 000 §2 Journals list, §4, §5): every journal from
 * `GET /api/journals?limit=100`, the search box and category filter (kept in the URL as
 * `?q=` and `?category=`), and the states 'Loading journals...', the error, and the empty
 * list with 'Clear filters'.
 */
export function JournalCatalogue() {
  const [params, updateParams] = useUrlQuery();
  const search = params.get(SEARCH_PARAM) ?? '';
  const category = params.get(CATEGORY_PARAM) ?? '';
  const { data, isPending, isError } = useAllJournals();

  const categories = useMemo(() => {
    const options = categoryOptions(data?.items ?? []);
    // A category from the URL that no journal has still shows as the selected option.
    const known = options.some((name) => name.toLowerCase() === category.trim().toLowerCase());
    return category.trim() && !known ? [...options, category.trim()] : options;
  }, [data, category]);
  const selectedCategory = categories.find((name) => name.toLowerCase() === category.trim().toLowerCase()) ?? '';
  const filter = { search, category };
  const filtering = isFiltering(filter);
  const journals = useMemo(() => filterJournals(data?.items ?? [], { search, category }), [data, search, category]);

  const update = (name: string, value: string) =>
    updateParams((next) => {
      if (value === '') next.delete(name);
      else next.set(name, value);
    });
  const clear = () =>
    updateParams((next) => {
      next.delete(SEARCH_PARAM);
      next.delete(CATEGORY_PARAM);
    });

  let body;
  if (isPending) {
    body = (
      <div className="space-y-6">
        <StatusMessage>Loading journals...</StatusMessage>
        <JournalGridSkeleton />
      </div>
    );
  } else if (isError) {
    body = <StatusMessage role="alert">Error loading journals. Please try again later.</StatusMessage>;
  } else if (journals.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <p role="status" className="text-slate-700">
          {filtering ? 'No journals match your search criteria.' : 'No journals found.'}
        </p>
        {filtering ? (
          <button
            type="button"
            onClick={clear}
            className="mt-5 rounded-md bg-brand-900 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
          >
            Clear filters
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <JournalGrid regionId={`journals:${search}|${category}`}>
        {journals.map((journal) => (
          <li key={journal.id}>
            <JournalCard journal={journal} headingLevel={2} />
          </li>
        ))}
      </JournalGrid>
    );
  }

  return (
    <div>
      <JournalFilters
        search={search}
        category={selectedCategory}
        categories={categories}
        onSearchChange={(value) => update(SEARCH_PARAM, value)}
        onCategoryChange={(value) => update(CATEGORY_PARAM, value)}
      />
      <p aria-live="polite" className="mt-6 min-h-5 text-sm text-slate-600">
        {data && journals.length > 0
          ? filtering
            ? `Showing ${journals.length} of ${data.items.length} journals`
            : `${data.items.length} journals`
          : ''}
      </p>
      <div className="mt-4 min-h-96">{body}</div>
    </div>
  );
}
