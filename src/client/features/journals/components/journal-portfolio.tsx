import { paths } from '../../../../shared/routes';
import { QueryCarousel } from '../../../components/ui/carousel';
import { ShowcaseSection, type FrozenNotice } from '../../../components/ui/section-heading';
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
const PORTFOLIO_IN_DEVELOPMENT: FrozenNotice = {
  title: 'Portfolio in Development',
  text:
    'We are building a portfolio of peer-reviewed, open-access journals across the life, health and computational ' +
    'sciences. New titles will be announced here.',
};

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
      frozen={freeze ? PORTFOLIO_IN_DEVELOPMENT : undefined}
    >
      <JournalCarousel />
    </ShowcaseSection>
  );
}
