import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';
import { GuidelineGroupPanel } from '../components/guideline-group-panel';
import { LinkTabs } from '../../../components/ui/link-tabs';
import { KeyFacts } from '../components/prose';
import { GUIDELINE_GROUPS } from '../lib/catalogue';
import { ASSOCIATE_EDITOR_LOAD, PEER_REVIEW_STAGES, SIMILARITY_LIMIT } from '../lib/facts';

const META = STATIC_PAGE_META['/guidelines'];

const [screening, review, decision] = PEER_REVIEW_STAGES;

const AT_A_GLANCE = [
  { value: screening.duration, label: 'Initial screening' },
  { value: review.duration, label: 'Peer review' },
  { value: decision.duration, label: 'Editorial decision' },
  { value: 'Double-blind', label: 'Peer review model' },
  { value: SIMILARITY_LIMIT, label: 'Maximum similarity score, excluding cited references' },
  { value: ASSOCIATE_EDITOR_LOAD, label: 'Manuscripts an associate editor handles a month' },
] as const;

/**
 * The guidelines index, /guidelines (seed 000 §2 "Guidelines index"): five tabs (For
 * Editors, For Assoc. Editors, For Reviewers, For Authors, Manuscript Guidelines) that
 * together link every guideline page, and the key figures of our process.
 */
export function GuidelinesIndexPage() {
  usePageMeta(META.title, META.description);
  return (
    <>
      <section aria-labelledby="guidelines-title" className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
        />
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-96 w-96 rounded-full border border-white/10" />
        <Container className="relative py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">Policies and procedures</p>
          <h1 id="guidelines-title" className="mt-4 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-5xl">
            Guidelines
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
            Everything editors, associate editors, reviewers and authors need to know about publishing with Genesis: our
            roles and standards, how manuscripts are prepared and reviewed, and what publication costs.
          </p>
        </Container>
      </section>

      <section aria-label="Guidelines by audience" className="bg-white py-12 sm:py-16">
        <Container>
          <LinkTabs
            variant="pills"
            label="Guidelines by audience"
            items={GUIDELINE_GROUPS.map((group) => ({
              id: group.id,
              label: group.tab,
              content: <GuidelineGroupPanel group={group} />,
            }))}
          />
        </Container>
      </section>

      <section aria-labelledby="guidelines-glance" className="border-t border-slate-200 bg-brand-50 py-12 sm:py-16">
        <Container>
          <h2 id="guidelines-glance" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our process at a glance
          </h2>
          <p className="mt-2 max-w-2xl text-base leading-relaxed text-slate-700">
            The figures behind a fair and timely review, from our peer review and plagiarism policies.
          </p>
          <div className="mt-6">
            <KeyFacts items={AT_A_GLANCE} />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.submitManuscript.getHref()}>Submit Manuscript</ButtonLink>
            <ButtonLink to={paths.contact.getHref()} variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
