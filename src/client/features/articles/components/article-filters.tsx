/**
 * The article list's filter form (decision 0029): journal, article type, year and order, as a
 * plain `GET /articles` form, so it works without JavaScript and every choice is in the URL;
 * with JavaScript it navigates in the app and leaves out the empty choices ("All …").
 * A chosen value the choices do not list (an old link) is kept as an option.
 */
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ArticleListFilters } from '../../../../shared/api/catalogue';
import { paths } from '../../../../shared/routes';
import type { ArticleListParams } from '../api/get-articles';

const SORT_LABELS = { newest: 'Newest first', oldest: 'Oldest first', title: 'Title (A–Z)' } as const;

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200';

function withChosen(options: { value: string; label: string }[], chosen: string | undefined) {
  return chosen && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label: chosen }] : options;
}

/** The form; `choices` undefined while they load (the selects then offer only what is chosen). */
export function ArticleFilters({ params, choices }: { params: ArticleListParams; choices?: ArticleListFilters }) {
  const journals = withChosen(
    (choices?.journals ?? []).map((j) => ({ value: j.abbreviation, label: j.title })),
    params.journal,
  );
  const types = withChosen(
    (choices?.articleTypes ?? []).map((t) => ({ value: t, label: t })),
    params.type,
  );
  const years = withChosen(
    (choices?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
    params.year,
  );
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'newest'))
        search.set(name, value);
    }
    const text = search.toString();
    void navigate(`${paths.articles.getHref()}${text ? `?${text}` : ''}`);
  };
  const filtered = Boolean(params.journal || params.type || params.year || (params.sort && params.sort !== 'newest'));
  return (
    <form
      method="get"
      action={paths.articles.getHref()}
      onSubmit={submit}
      aria-label="Filter articles"
      className="mb-8 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1.2fr_auto] lg:items-end"
    >
      <label className="block text-sm font-medium text-slate-800">
        Journal
        <select name="journal" defaultValue={params.journal ?? ''} className={selectClass}>
          <option value="">All journals</option>
          {journals.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Article type
        <select name="type" defaultValue={params.type ?? ''} className={selectClass}>
          <option value="">All types</option>
          {types.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Year
        <select name="year" defaultValue={params.year ?? ''} className={selectClass}>
          <option value="">All years</option>
          {years.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Sort by
        <select name="sort" defaultValue={params.sort ?? 'newest'} className={selectClass}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center gap-3">
        <button
          type="submit"
          className="rounded-md bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply
        </button>
        {filtered ? (
          <Link to={paths.articles.getHref()} className="text-sm font-semibold text-brand-700 underline">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
