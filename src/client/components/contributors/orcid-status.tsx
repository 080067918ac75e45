/**
 * An author's ORCID iD and whether it is authenticated (decisions 0088 and 0093), for the
 * portal's forms and the editor's views: authenticated (obtained through ORCID sign-in) is
 * ORCID's green iD icon with the iD; typed by hand is the iD marked "not authenticated";
 * none is "No ORCID iD". ORCID's display guidelines keep the icon for authenticated iDs.
 */

/** ORCID's green iD icon (decorative: the text beside it says what it means). */
export function OrcidIdIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 256 256" className={`shrink-0 ${className}`}>
      <circle cx="128" cy="128" r="128" fill="#a6ce39" />
      <path
        fill="#fff"
        d="M86.3 186.2H70.9V79.1h15.4v107.1zM108.9 79.1h41.6c39.6 0 57 28.3 57 53.6 0 27.5-21.5 53.6-56.8 53.6h-41.8V79.1zm15.4 93.3h24.5c34.9 0 42.9-26.5 42.9-39.7C191.7 111.2 178 93 148 93h-23.7v79.4zM88.7 56.8c0 5.5-4.5 10.1-10.1 10.1s-10.1-4.6-10.1-10.1c0-5.6 4.5-10.1 10.1-10.1s10.1 4.6 10.1 10.1z"
      />
    </svg>
  );
}

/** What an author's iD is: `authenticated`, `typed` (by hand, not authenticated) or `missing`. */
export type OrcidState = 'authenticated' | 'typed' | 'missing';

/** The state of an author's iD. */
export function orcidStateOf(author: { orcid: string | null; orcidAuthenticated?: boolean }): OrcidState {
  if (!author.orcid) return 'missing';
  return author.orcidAuthenticated === true ? 'authenticated' : 'typed';
}

/** One author's iD with its state, in words (and the icon when authenticated). */
export function OrcidStatus({ orcid, authenticated }: { orcid: string | null; authenticated?: boolean }) {
  const state = orcidStateOf({ orcid, orcidAuthenticated: authenticated });
  if (state === 'missing') {
    return (
      <span className="text-sm text-slate-700" data-orcid-state="missing">
        No ORCID iD
      </span>
    );
  }
  const href = `https://orcid.org/${orcid}`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-sm" data-orcid-state={state}>
      {state === 'authenticated' ? <OrcidIdIcon /> : null}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-2 wrap-anywhere"
      >
        {href}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <span className={state === 'authenticated' ? 'font-medium text-green-800' : 'text-slate-700'}>
        {state === 'authenticated' ? 'authenticated' : 'typed, not authenticated'}
      </span>
    </span>
  );
}
