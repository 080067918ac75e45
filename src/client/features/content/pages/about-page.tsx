import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { Prose, ProsePageHeader } from '../../../components/ui/prose-page';
import { usePageMeta } from '../../../lib/page-meta';
import { JournalSidePanel } from '../components/journal-side-panel';

const META = STATIC_PAGE_META['/about'];

/** The About page's hero illustration (drawn for Genesis, served from public/). */
const HERO_IMAGE = '/images/content/about-hero.svg';

/**
 * About Us (seed 000 §2 About): a hero illustration, four paragraphs on the publisher's
 * mission (open access, peer review, editorial standards) and fields, and the side panel
 * of the featured journal on physical medicine and rehabilitation.
 */
export function AboutPage() {
  usePageMeta(META.title, META.description);
  return (
    <>
      <ProsePageHeader
        title="About Genesis"
        eyebrow="About Us"
        aside={<img src={HERO_IMAGE} alt="" width={480} height={360} className="h-auto w-full" />}
      >
        <p>
          An open-access publisher of peer-reviewed journals, built on the conviction that research belongs to everyone.
        </p>
      </ProsePageHeader>

      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <section aria-labelledby="about-mission-heading">
          <h2 id="about-mission-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our Mission
          </h2>
          <Prose className="mt-5">
            <p>
              Genesis exists to make scholarly knowledge freely available. Every article in our journals is published
              open access: anyone with an internet connection can read, download and share it from the day it appears,
              without a subscription, a paywall or a login. We believe that research funded by society should return to
              society, and that open publication speeds up discovery for everyone.
            </p>
            <p>
              Openness never comes at the expense of quality. Each manuscript we receive is screened by our editors and
              then assessed through double-blind peer review by independent experts in its field. Reviewers judge the
              soundness of the methods, the strength of the evidence and the clarity of the reporting, and authors are
              given clear, constructive feedback to improve their work before publication.
            </p>
            <p>
              Our editorial standards are built on integrity and transparency. We check every submission for plagiarism
              before it goes to review, ask authors to declare conflicts of interest, and publish our policies on
              plagiarism, withdrawal, refunds and licensing openly, so that authors, reviewers and readers know exactly
              how decisions are made.
            </p>
            <p>
              Our journals span a broad range of disciplines, including the biomedical and health sciences,
              environmental science, engineering and technology, and the social sciences. By bringing these fields
              together under one roof, we serve a global community of researchers, clinicians, educators and students,
              and help good work reach the readers who can build on it.
            </p>
          </Prose>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.journals.getHref()}>Browse Our Journals</ButtonLink>
            <ButtonLink to={paths.openAccess.getHref()} variant="outline">
              Why Open Access Matters
            </ButtonLink>
          </div>
        </section>
        <div>
          <JournalSidePanel />
        </div>
      </Container>
    </>
  );
}
