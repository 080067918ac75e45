import { orcidHref } from '../lib/article-text';

/**
 * A contributor's ORCID iD, as ORCID's display guidelines ask (decision 0088): an
 * authenticated iD (obtained through ORCID sign-in) is the green iD icon linking to the record
 * (`https://orcid.org/{id}`); an iD typed by hand or imported without the mark is shown plainly,
 * the iD as text linking to the record, without the icon. The accessible name says whose
 * record it is and whether the iD is authenticated.
 */
export function OrcidLink({ orcid, name, authenticated }: { orcid: string; name: string; authenticated: boolean }) {
  const href = orcidHref(orcid);
  if (!authenticated) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`ORCID iD of ${name} (not authenticated): ${href} (opens in a new tab)`}
        title={`ORCID iD (not authenticated): ${href}`}
        className="ml-1 text-xs whitespace-nowrap text-gray-700 underline decoration-dotted underline-offset-2 hover:text-brand-700"
        data-orcid="unauthenticated"
      >
        {href.slice('https://orcid.org/'.length)}
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`ORCID iD of ${name} (authenticated): ${href} (opens in a new tab)`}
      title={`ORCID iD (authenticated): ${href}`}
      className="ml-1 inline-flex h-4 w-4 translate-y-0.5 items-center justify-center rounded-full hover:ring-2 hover:ring-[#a6ce39]/40"
      data-orcid="authenticated"
    >
      <svg aria-hidden="true" viewBox="0 0 256 256" className="h-4 w-4">
        <circle cx="128" cy="128" r="128" fill="#a6ce39" />
        <path
          fill="#fff"
          d="M86.3 186.2H70.9V79.1h15.4v107.1zM108.9 79.1h41.6c39.6 0 57 28.3 57 53.6 0 27.5-21.5 53.6-56.8 53.6h-41.8V79.1zm15.4 93.3h24.5c34.9 0 42.9-26.5 42.9-39.7C191.7 111.2 178 93 148 93h-23.7v79.4zM88.7 56.8c0 5.5-4.5 10.1-10.1 10.1s-10.1-4.6-10.1-10.1c0-5.6 4.5-10.1 10.1-10.1s10.1 4.6 10.1 10.1z"
        />
      </svg>
    </a>
  );
}
