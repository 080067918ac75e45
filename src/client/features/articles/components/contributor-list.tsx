import { useId, useState } from 'react';
import type { Contributor } from '../../../../shared/api/catalogue';
import { numberAffiliations } from '../lib/affiliations';
import { OrcidLink } from './orcid-link';

/** Authors shown before the 'Show all N authors' toggle. */
export const COLLAPSED_AUTHOR_COUNT = 10;

/**
 * The author line of the article page: names with numbered affiliation superscripts,
 * corresponding-author asterisks, equal-contribution daggers and ORCID iDs (the green iD icon
 * for authenticated ones only), then the
 * numbered, deduplicated affiliation list (each with a link to its ROR record when known) and
 * the corresponding author's address (decision 0089). Lists longer than
 * {@link COLLAPSED_AUTHOR_COUNT} show the first ones and a 'Show all N authors' toggle; the
 * affiliations of the hidden authors (always the highest numbers) are hidden with them.
 */
export function ContributorList({ contributors }: { contributors: readonly Contributor[] }) {
  // An id usable in a URL fragment and a CSS selector (useId may contain ':' or '«').
  const listId = `authors${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [expanded, setExpanded] = useState(false);
  if (contributors.length === 0) return null;

  const { affiliations, numbers } = numberAffiliations(contributors);
  const collapsible = contributors.length > COLLAPSED_AUTHOR_COUNT;
  const shown = collapsible && !expanded ? contributors.slice(0, COLLAPSED_AUTHOR_COUNT) : contributors;
  const lastAffiliation = Math.max(0, ...numbers.slice(0, shown.length).flat());
  const shownAffiliations = collapsible && !expanded ? affiliations.slice(0, lastAffiliation) : affiliations;
  const anyCorresponding = shown.some((c) => c.corresponding);
  const anyEqual = shown.some((c) => c.equalContribution);
  const addresses = shown.filter((c) => c.corresponding && c.email);
  const affiliationId = (n: number) => `${listId}-aff-${n}`;

  return (
    <div className="mt-5">
      <h2 className="sr-only">Authors</h2>
      <ul id={`${listId}-authors`} className="text-base leading-8 text-slate-900 sm:text-lg">
        {shown.map((contributor, i) => (
          <li key={`${contributor.name}-${i}`} className="inline">
            {/* One unbreakable unit per author, so a comma never starts a line; lines break between authors. */}
            <span className="whitespace-nowrap">
              <span className="font-medium">{contributor.name}</span>
              {numbers[i].length > 0 ? (
                <sup className="ml-0.5 text-xs font-semibold text-brand-700">
                  {numbers[i].map((n, j) => (
                    <span key={n}>
                      {j > 0 ? ',' : ''}
                      <a href={`#${affiliationId(n)}`} className="hover:underline">
                        <span className="sr-only">affiliation </span>
                        {n}
                      </a>
                    </span>
                  ))}
                </sup>
              ) : null}
              {contributor.equalContribution ? (
                <>
                  <span aria-hidden="true" className="ml-0.5 font-semibold text-accent-700">
                    †
                  </span>
                  <span className="sr-only"> (contributed equally)</span>
                </>
              ) : null}
              {contributor.corresponding ? (
                <>
                  <span aria-hidden="true" className="ml-0.5 font-semibold text-accent-700">
                    *
                  </span>
                  <span className="sr-only"> (corresponding author)</span>
                </>
              ) : null}
              {contributor.orcid ? (
                <OrcidLink
                  orcid={contributor.orcid}
                  name={contributor.name}
                  authenticated={contributor.orcidAuthenticated === true}
                />
              ) : null}
              {i < shown.length - 1 ? ',' : null}
            </span>{' '}
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={
            shownAffiliations.length > 0 ? `${listId}-authors ${listId}-affiliations` : `${listId}-authors`
          }
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
        >
          {expanded ? 'Show fewer authors' : `Show all ${contributors.length} authors`}
        </button>
      ) : null}
      {shownAffiliations.length > 0 || anyCorresponding || anyEqual ? (
        <div className="mt-4 border-t border-brand-100 pt-4 text-sm leading-relaxed text-slate-700">
          <h3 className="sr-only">Affiliations</h3>
          {shownAffiliations.length > 0 ? (
            <ol id={`${listId}-affiliations`} className="space-y-1">
              {shownAffiliations.map((affiliation, i) => (
                <li
                  key={`${affiliation.text}-${affiliation.rorId ?? ''}`}
                  id={affiliationId(i + 1)}
                  className="flex gap-2 target:bg-amber-50"
                >
                  <sup className="mt-2 w-4 shrink-0 text-right text-xs font-semibold text-brand-700">{i + 1}</sup>
                  <span className="min-w-0 break-words">
                    {affiliation.text}
                    {affiliation.rorId ? (
                      <>
                        {' '}
                        <a
                          href={affiliation.rorId}
                          className="text-xs font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:text-brand-900"
                        >
                          ROR<span className="sr-only"> record of {affiliation.text}</span>
                        </a>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          {anyCorresponding ? (
            <p className="mt-2">
              <span aria-hidden="true" className="font-semibold text-accent-700">
                *{' '}
              </span>
              Corresponding author
              {addresses.length > 0 ? ': ' : null}
              {addresses.map((c, i) => (
                <span key={`${c.name}-${i}`} className="break-all">
                  {i > 0 ? '; ' : null}
                  <a href={`mailto:${c.email}`} className="text-brand-700 underline underline-offset-2">
                    {c.email}
                  </a>
                  {addresses.length > 1 ? ` (${c.name})` : null}
                </span>
              ))}
            </p>
          ) : null}
          {anyEqual ? (
            <p className="mt-1">
              <span aria-hidden="true" className="font-semibold text-accent-700">
                †{' '}
              </span>
              These authors contributed equally
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
