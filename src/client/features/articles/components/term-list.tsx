import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';

/**
 * A titled list of keywords or subjects as chips; each chip searches the articles for
 * that term. Nothing is rendered for an empty list.
 */
export function TermList({ id, title, terms }: { id: string; title: string; terms: readonly string[] }) {
  if (terms.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {terms.map((term, i) => (
          <li key={`${term}-${i}`}>
            <Link
              to={paths.search.getHref(term)}
              className="inline-flex rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:border-brand-700 hover:bg-white"
            >
              <span className="sr-only">Search articles for </span>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
