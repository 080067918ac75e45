import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { StatusMessage } from '../../../components/ui/status-message';
import { useJournals } from '../api/get-journals';
import { JournalCard } from './journal-card';

/**
 * Home "Journal Portfolio" (seed 000 §2 Home): journal cards from `GET /api/journals`,
 * with loading, error and empty states and a link to all journals. The carousel comes in
 * a later issue.
 */
export function JournalPortfolio() {
  const { data, isPending, isError } = useJournals();
  return (
    <section aria-labelledby="journal-portfolio-heading" className="bg-brand-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="journal-portfolio-heading" title="Journal Portfolio" eyebrow="Our journals">
            Peer-reviewed, open-access journals across the life, health and computational sciences.
          </SectionHeading>
          <ButtonLink to={paths.journals.getHref()} variant="outline" className="shrink-0 self-start bg-white sm:self-auto">
            View All Journals
          </ButtonLink>
        </div>
        <div className="mt-10">
          {isPending ? (
            <StatusMessage>Loading journals…</StatusMessage>
          ) : isError ? (
            <StatusMessage role="alert">Error loading journals. Please try again later.</StatusMessage>
          ) : data.items.length === 0 ? (
            <StatusMessage>No journals available at the moment.</StatusMessage>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((journal) => (
                <li key={journal.id}>
                  <JournalCard journal={journal} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
