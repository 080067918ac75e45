import { Link } from 'react-router';
import { GUIDELINE_GROUPS, guidelineHref, guidelineListing, type GuidelineType } from '../lib/catalogue';

/**
 * Navigation between the guideline pages, grouped as the index tabs are (seed 000 §2
 * "Guidelines index"). The current page is marked with `aria-current="page"`. Beside the
 * text on wide screens (sticky), after it on phones.
 */
export function GuidelinesNav({ current }: { current: GuidelineType }) {
  return (
    <nav aria-label="All guidelines" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-lg border border-slate-200 bg-brand-50/60 p-5">
        <p className="font-serif text-lg font-semibold text-brand-900">All guidelines</p>
        <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {GUIDELINE_GROUPS.map((group) => (
            <div key={group.id}>
              <p
                id={`guidelines-nav-${group.id}`}
                className="text-xs font-semibold uppercase tracking-wider text-accent-700"
              >
                {group.heading}
              </p>
              <ul aria-labelledby={`guidelines-nav-${group.id}`} className="mt-1.5 space-y-0.5">
                {group.types.map((type) => {
                  const isCurrent = type === current;
                  return (
                    <li key={type}>
                      <Link
                        to={guidelineHref(type)}
                        aria-current={isCurrent ? 'page' : undefined}
                        className={`-mx-2 block rounded px-2 py-1 text-sm leading-snug ${
                          isCurrent
                            ? 'bg-white font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200'
                            : 'text-slate-700 hover:bg-white hover:text-brand-900'
                        }`}
                      >
                        {guidelineListing(type).label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
