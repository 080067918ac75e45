import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { HeroBanner } from '../../../components/ui/hero-banner';
import { usePageMeta } from '../../../lib/page-meta';

const META = STATIC_PAGE_META['/journals/coming-soon'];

const PROMISES = [
  {
    title: 'Rigorous peer review',
    text: 'Every manuscript is assessed by independent experts and handled by an experienced academic editor.',
  },
  {
    title: 'Open access from day one',
    text: 'Articles are free to read, share and reuse as soon as they are published, with no subscriptions.',
  },
  {
    title: 'A founding place in the record',
    text: 'Early authors help shape a new journal and see their work among the first it publishes.',
  },
] as const;

/**
 * Journals coming soon, /journals/coming-soon (seed 000 §2): marketing text about the
 * journals in development and a link to /submit-manuscript.
 */
export function ComingSoonPage() {
  usePageMeta(META.title, META.description);
  return (
    <>
      <HeroBanner
        id="coming-soon-title"
        eyebrow="New journals in development"
        title="New Journals Coming Soon"
        lead={
          <>
            We are building new open-access journals across the life, health and computational sciences, with editorial
            boards of active researchers and the same careful peer review as every Genesis title. Manuscripts are
            welcome now: submit yours and our editors will consider it for the journal that fits it best.
          </>
        }
        actions={
          <>
            <ButtonLink to={paths.submitManuscript.getHref()} variant="gold" className="px-6 py-3 text-base">
              Submit Your Manuscript
            </ButtonLink>
            <ButtonLink to={paths.journals.getHref()} variant="light" className="px-6 py-3 text-base">
              Browse Journals
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby="coming-soon-promises" className="bg-white py-16">
        <Container>
          <h2 id="coming-soon-promises" className="text-3xl font-bold tracking-tight">
            What to expect
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="rounded-lg border-t-4 border-accent-400 bg-brand-50 p-6">
                <h3 className="text-lg font-semibold">{promise.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{promise.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
