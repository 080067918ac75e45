import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { Container } from '../../../components/ui/container';
import { flags } from '../../../lib/flags';
import { usePageMeta } from '../../../lib/page-meta';
import { JournalCard } from '../components/journal-card';
import { JournalCatalogue } from '../components/journal-catalogue';
import { JournalGrid } from '../components/journal-grid';
import { FROZEN_JOURNALS } from '../lib/frozen-journals';
import type { PagePrefetch } from '../../../app/page-data';
import { getAllJournalsQueryOptions } from '../api/get-journals';

const META = STATIC_PAGE_META['/journals'];

/** The 12 fixed cards shown while the public content is frozen; each leads to /journals/coming-soon. */
function FrozenJournals() {
  return (
    <JournalGrid regionId="journals:frozen">
      {FROZEN_JOURNALS.map((journal) => (
        <li key={journal.title}>
          <JournalCard
            journal={journal}
            headingLevel={2}
            href={paths.journalsComingSoon.getHref()}
            linkText="Learn More"
          />
        </li>
      ))}
    </JournalGrid>
  );
}

/**
 * Journals list, /journals (seed 000 §2 Journals list): intro, then the live catalogue
 * with search and category filter; or, with the public-content freeze on, the 12 fixed
 * cards, no filter and no request.
 * @param freeze the public-content freeze; default the build flag (a prop so tests can set it)
 */
export function JournalsPage({ freeze = flags.publicContentFreeze }: { freeze?: boolean }) {
  usePageMeta(META.title, META.description);
  return (
    <>
      <section aria-labelledby="journals-title" className="border-b border-slate-200 bg-brand-50">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-700">
            Open access · Peer reviewed
          </p>
          <h1 id="journals-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Our Journals
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">
            Explore our portfolio of peer-reviewed, open-access journals. Every article is free to read and reuse from
            the day it is published, and every manuscript is assessed by independent experts under a rigorous editorial
            process.
          </p>
        </Container>
      </section>
      <Container className="py-10 sm:py-12">{freeze ? <FrozenJournals /> : <JournalCatalogue />}</Container>
    </>
  );
}

/**
 * Server render (decision 0018): every journal (the catalogue filters them in the browser); none
 * under the public-content freeze, whose page uses no server data (seed 000 §2 Journals list).
 */
export const prefetchJournalsPage: PagePrefetch = async ({ queryClient }) => {
  if (flags.publicContentFreeze) return;
  await queryClient.prefetchQuery(getAllJournalsQueryOptions());
};
