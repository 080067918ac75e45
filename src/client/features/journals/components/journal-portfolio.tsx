import { paths } from '../../../../shared/routes';
import { QueryCarousel } from '../../../components/ui/carousel';
import { ShowcaseSection } from '../../../components/ui/section-heading';
import { flags } from '../../../lib/flags';
import { useAllJournals } from '../api/get-journals';
import { JournalCard } from './journal-card';

/** Height the carousel reserves while loading: about one journal card. */
const RESERVE = 'min-h-[28.5rem]';

/** The journals carousel, with its loading, error and empty states. */
function JournalCarousel() {
  return (
    <QueryCarousel
      label="Journal portfolio"
      query={useAllJournals()}
      messages={{
        loading: 'Loading journals…',
        error: 'Error loading journals. Please try again later.',
        empty: 'No journals available at the moment.',
      }}
      reserveClassName={RESERVE}
    >
      {(journal) => <JournalCard key={journal.id} journal={journal} />}
    </QueryCarousel>
  );
}

/** Shown instead of the journals while the public content is frozen: no data is requested. */
function PortfolioInDevelopment() {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-brand-200 bg-white px-6 py-14 text-center">
      <h3 className="text-2xl font-semibold">Portfolio in Development</h3>
      <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
        We are building a portfolio of peer-reviewed, open-access journals across the life, health and computational
        sciences. New titles will be announced here.
      </p>
    </div>
  );
}

/**
 * Home "Journal Portfolio" (seed 000 §2 Home): a carousel of the journals from
 * `GET /api/journals?limit=100`, with loading, error and empty states, and 'View All
 * Journals'. With the public-content freeze on (`freeze`, default the build flag) it shows
 * 'Portfolio in Development' instead and makes no request.
 */
export function JournalPortfolio({ freeze = flags.publicContentFreeze }: { freeze?: boolean }) {
  return (
    <ShowcaseSection
      id="journal-portfolio-heading"
      title="Journal Portfolio"
      eyebrow="Our journals"
      intro="Peer-reviewed, open-access journals across the life, health and computational sciences."
      tone="tint"
      viewAll={{ to: paths.journals.getHref(), label: 'View All Journals' }}
    >
      {freeze ? <PortfolioInDevelopment /> : <JournalCarousel />}
    </ShowcaseSection>
  );
}
