import type { Journal } from '../../../../shared/api/catalogue';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { JournalCover } from './journal-cover';
import { isNewJournal, NEW_JOURNAL } from './new-journal-notice';

/**
 * Header of the journal page (seed 000 §2 Journal detail): category badge, the page's h1,
 * description, ISSN, publisher and current volume and issue ('New journal: no issues yet'
 * without articles; 'Volume 5' alone when its articles carry no issue numbers), with 'Submit
 * Article' and 'Join as Reviewer' when the journal accepts
 * submissions (decision 0030: not for other publishers' journals nor retired ones), and the cover
 * beside them on wide screens.
 */
export function JournalHeader({ journal }: { journal: Journal }) {
  const facts: [string, string][] = [];
  if (journal.issn) facts.push(['ISSN', journal.issn]);
  if (journal.publisher) facts.push(['Publisher', journal.publisher]);
  // A journal without articles has no current issue to name (decision 0033); one publishing in
  // volumes without issue numbers (eLife) names its volume alone (decision 0083).
  facts.push([
    'Current issue',
    isNewJournal(journal)
      ? `${NEW_JOURNAL}: no issues yet`
      : journal.currentIssueNumbered === false
        ? `Volume ${journal.currentVolume}`
        : `Volume ${journal.currentVolume}, Issue ${journal.currentIssue}`,
  ]);

  return (
    <section aria-labelledby="journal-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
      />
      <Container className="relative grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_auto] lg:items-center">
        <div className="min-w-0">
          <span className="inline-flex rounded-full bg-accent-400 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-950">
            {journal.category}
          </span>
          <h1
            id="journal-title"
            className="mt-4 max-w-3xl text-3xl font-bold leading-tight text-white wrap-anywhere sm:text-4xl"
          >
            {journal.title}
          </h1>
          <p className="mt-4 max-w-3xl text-base leading-relaxed text-brand-100 sm:text-lg">{journal.description}</p>
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs font-semibold uppercase tracking-wider text-accent-300">{term}</dt>
                <dd className="mt-0.5 text-white">{value}</dd>
              </div>
            ))}
          </dl>
          {journal.acceptsSubmissions ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.submitManuscript.getHref()} variant="gold">
                Submit Article
              </ButtonLink>
              <ButtonLink to={paths.guidelines.reviewer.getHref()} variant="light">
                Join as Reviewer
              </ButtonLink>
            </div>
          ) : null}
        </div>
        <div className="hidden aspect-[3/4] w-52 overflow-hidden rounded-md shadow-2xl ring-1 ring-white/20 lg:block">
          <JournalCover
            abbreviation={journal.abbreviation}
            category={journal.category}
            coverImage={journal.coverImage}
            size="large"
          />
        </div>
      </Container>
    </section>
  );
}
