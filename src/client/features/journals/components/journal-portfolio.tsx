import type { ReactNode } from 'react';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Carousel, CarouselMessage } from '../../../components/ui/carousel';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { flags } from '../../../lib/flags';
import { useAllJournals } from '../api/get-journals';
import { JournalCard } from './journal-card';

/** Height the carousel reserves while loading: about one journal card. */
const RESERVE = 'min-h-[28.5rem]';

/** The journals carousel, with its loading, error and empty states. */
function JournalCarousel() {
  const { data, isPending, isError } = useAllJournals();
  let placeholder: ReactNode = null;
  if (isPending) placeholder = <CarouselMessage>Loading journals…</CarouselMessage>;
  else if (isError)
    placeholder = <CarouselMessage role="alert">Error loading journals. Please try again later.</CarouselMessage>;
  else if (data.items.length === 0)
    placeholder = <CarouselMessage>No journals available at the moment.</CarouselMessage>;
  return (
    <Carousel label="Journal portfolio" placeholder={placeholder} reserveClassName={RESERVE}>
      {data?.items.map((journal) => (
        <JournalCard key={journal.id} journal={journal} />
      ))}
    </Carousel>
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
    <section aria-labelledby="journal-portfolio-heading" className="bg-brand-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="journal-portfolio-heading" title="Journal Portfolio" eyebrow="Our journals">
            Peer-reviewed, open-access journals across the life, health and computational sciences.
          </SectionHeading>
          <ButtonLink
            to={paths.journals.getHref()}
            variant="outline"
            className="shrink-0 self-start bg-white sm:self-auto"
          >
            View All Journals
          </ButtonLink>
        </div>
        <div className="mt-10">{freeze ? <PortfolioInDevelopment /> : <JournalCarousel />}</div>
      </Container>
    </section>
  );
}
