import { Link } from 'react-router';
import { guidelineHref, guidelineListing, type GuidelineGroup } from '../lib/catalogue';

/**
 * One tab panel of the guidelines index: the group's heading and intro, and a card per
 * guideline page with its link (the card's title) and a summary.
 */
export function GuidelineGroupPanel({ group }: { group: GuidelineGroup }) {
  const headingId = `guidelines-group-${group.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {group.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-base leading-relaxed text-slate-700">{group.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {group.types.map((type) => {
          const listing = guidelineListing(type);
          return (
            <li
              key={type}
              className="group relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md focus-within:border-brand-600"
            >
              <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-accent-400" />
              <h3 className="text-lg font-semibold">
                <Link
                  to={guidelineHref(type)}
                  className="after:absolute after:inset-0 after:rounded-lg group-hover:underline focus-visible:outline-none"
                >
                  {listing.label}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{listing.summary}</p>
              <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                Read the guidelines →
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
