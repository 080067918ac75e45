import { useId } from 'react';

/**
 * Search box and category select of the journals list (seed 000 §2 Journals list). A
 * `search` landmark; the form never submits (the list filters as the reader types).
 * @param categories the category options after 'All Categories' (value '')
 */
export function JournalFilters({
  search,
  category,
  categories,
  onSearchChange,
  onCategoryChange,
}: {
  search: string;
  category: string;
  categories: readonly string[];
  onSearchChange: (value: string) => void;
  onCategoryChange: (value: string) => void;
}) {
  const searchId = useId();
  const categoryId = useId();
  const field =
    'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm';
  return (
    <form
      role="search"
      aria-label="Journals"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem] sm:p-5"
    >
      <div>
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-900">
          Search
        </label>
        <div className="relative mt-1.5">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4 4" />
          </svg>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search journals..."
            autoComplete="off"
            className={`${field} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={categoryId} className="block text-sm font-semibold text-brand-900">
          Category
        </label>
        <select
          id={categoryId}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          className={`${field} mt-1.5`}
        >
          <option value="">All Categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
