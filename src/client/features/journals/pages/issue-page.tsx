/**
 * Issue page, /journals/{abbreviation}/issues/{volume}/{number} (decision 0029),
 * and volume page, /journals/{abbreviation}/issues/{volume} (the Archive tab's 'Browse Volume
 * N', and a volume's articles without issue number): the table of contents by article type,
 * with page ranges and PDF links, and the volume's other issues. Server-rendered
 * (docs/decisions/0018-server-rendering.md): {@link prefetchIssuePage} loads its one query.
 */
import { Link, useParams } from 'react-router';
import type { IssueContents } from '../../../../shared/api/issues';
import { paths } from '../../../../shared/routes';
import type { PagePrefetch } from '../../../app/page-data';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { getIssueContentsQueryOptions, useIssueContents } from '../api/get-issue-contents';
import { articleCountText, issueName } from '../components/archive-panel';
import { issueCaption } from '../components/current-issue-panel';
import { IssueContentsList } from '../components/issue-contents-list';

/** The page's heading: "Volume 9, Issue 97", "Volume 9" (whole volume or its unnumbered articles). */
export function contentsHeading(contents: Pick<IssueContents, 'volume' | 'number'>): string {
  return issueCaption({ volume: contents.volume, number: contents.number ?? '' });
}

function IssueNotFound({ abbreviation, message }: { abbreviation: string; message: string }) {
  return (
    <Container className="py-24 text-center sm:py-32">
      <div aria-hidden="true" className="mx-auto h-1 w-16 rounded-full bg-accent-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Issue Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700 wrap-anywhere">{message}</p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={`${paths.journal.getHref(abbreviation)}?tab=archive`}>Back to the Archive</ButtonLink>
      </div>
    </Container>
  );
}

function IssueNavigation({ contents }: { contents: IssueContents }) {
  const { journal } = contents;
  const wholeVolume = contents.number === null;
  const links = [
    {
      key: '*',
      label: `All of volume ${contents.volume}`,
      href: paths.journalVolume.getHref(journal.abbreviation, contents.volume),
      current: wholeVolume,
    },
    ...contents.issues
      .filter((issue) => issue.number !== '')
      .map((issue) => ({
        key: issue.number,
        label: `${issueName(issue)} (${articleCountText(issue.articleCount)})`,
        href: paths.journalIssue.getHref(journal.abbreviation, issue.volume, issue.number),
        current: !wholeVolume && contents.number === issue.number,
      })),
  ];
  if (links.length < 3) return null;
  return (
    <nav aria-label={`Issues of volume ${contents.volume}`} className="mt-8">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={`inline-block rounded-full border px-3 py-1 ${
                link.current
                  ? 'border-brand-900 bg-brand-900 text-white'
                  : 'border-slate-300 text-brand-900 hover:border-brand-900'
              }`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function IssueHeader({ contents }: { contents: IssueContents }) {
  const { journal, issue } = contents;
  const date = formatLongDate(issue?.publishedDate);
  const year = issue?.year ?? contents.issues.map((i) => i.year).find((y) => y !== null) ?? null;
  return (
    <div className="bg-brand-900 text-white">
      <Container className="py-10 sm:py-12">
        <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
          <ol className="flex flex-wrap gap-x-2">
            <li>
              <Link to={paths.journal.getHref(journal.abbreviation)} className="underline-offset-2 hover:underline">
                {journal.title}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <Link
                to={`${paths.journal.getHref(journal.abbreviation)}?tab=archive`}
                className="underline-offset-2 hover:underline"
              >
                Archive
              </Link>
            </li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-4xl">{contentsHeading(contents)}</h1>
        {issue?.title ? <p className="mt-2 font-serif text-xl italic">{issue.title}</p> : null}
        <p className="mt-3 text-brand-100">
          {[date ? `Published ${date}` : year !== null ? String(year) : null, articleCountText(contents.articleCount)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {issue?.description ? (
          <p className="mt-4 max-w-3xl leading-relaxed text-brand-50">{issue.description}</p>
        ) : null}
      </Container>
    </div>
  );
}

/** The issue (or volume) page; 'Issue Not Found' with the server's message for an unknown one. */
export function IssuePage() {
  const { abbreviation = '', volume = '', number } = useParams();
  const { data, isPending, isError, error } = useIssueContents(abbreviation, volume, number);
  const heading = contentsHeading({ volume, number: number ?? null });
  usePageMeta(data ? `${heading} · ${data.journal.title}` : isError ? 'Issue Not Found' : heading);

  if (isPending) {
    return (
      <Container className="py-24">
        <StatusMessage>Loading table of contents...</StatusMessage>
      </Container>
    );
  }
  if (isError) {
    const message =
      error instanceof ApiError && error.status === 404
        ? error.message
        : 'This issue could not be loaded. Please try again later.';
    return <IssueNotFound abbreviation={abbreviation} message={message} />;
  }
  return (
    <>
      <IssueHeader contents={data} />
      <Container className="py-10 sm:py-12">
        <IssueNavigation contents={data} />
        <h2 className="sr-only">Table of contents</h2>
        <div className="mt-8">
          {data.sections.length === 0 ? (
            <StatusMessage>No articles have been published in this issue yet.</StatusMessage>
          ) : (
            <IssueContentsList contents={data} />
          )}
        </div>
      </Container>
    </>
  );
}

/** Server render (decision 0018): the table of contents of the URL's issue or volume. */
export const prefetchIssuePage: PagePrefetch = async ({ queryClient, params }) => {
  await queryClient.prefetchQuery(
    getIssueContentsQueryOptions(params.abbreviation ?? '', params.volume ?? '', params.number),
  );
};
