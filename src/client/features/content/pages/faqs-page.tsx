import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { Container } from '../../../components/ui/container';
import { ProsePageHeader } from '../../../components/ui/prose-page';
import { usePageMeta } from '../../../lib/page-meta';
import { FaqAside } from '../components/faq-aside';
import { FAQ_GROUPS } from '../components/faq-items';
import { FaqList } from '../components/faq-list';
import { CONTENT_UPDATED } from '../policy-facts';

const META = STATIC_PAGE_META['/faqs'];

/**
 * Frequently Asked Questions (seed 000 §2 FAQs): 17 numbered questions as disclosures,
 * with links to the manuscript guidelines, the peer review process and the submission form.
 */
export function FaqsPage() {
  usePageMeta(META.title, META.description);
  return (
    <>
      <ProsePageHeader title="Frequently Asked Questions" eyebrow="Help for authors" updated={CONTENT_UPDATED}>
        <p>
          Quick answers about submitting, peer review, publishing times, fees and payments, open access and joining our
          boards.
        </p>
      </ProsePageHeader>
      <Container className="grid gap-12 py-12 sm:py-14 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0 max-w-3xl">
          <FaqList groups={FAQ_GROUPS} />
        </div>
        <div>
          <FaqAside />
        </div>
      </Container>
    </>
  );
}
