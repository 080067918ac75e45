import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { ProsePageHeader } from '../../../components/ui/prose-page';
import { ProseTocLayout } from '../../../components/ui/prose-toc';
import { usePageMeta } from '../../../lib/page-meta';
import {
  CoreAdvantages,
  Licensing,
  OPEN_ACCESS_CONTENTS,
  WhatIsOpenAccess,
  WhoBenefits,
  WhyItMatters,
} from '../components/open-access-sections';
import { useHashTarget } from '../lib/use-hash-target';

const META = STATIC_PAGE_META['/open-access'];
const ILLUSTRATION = '/images/content/open-access.svg';

/**
 * Open Access (seed 000 §2 Open Access): what open access is, its core advantages, why it
 * matters, the benefits for researchers, institutions, students and society, and how our
 * articles are licensed (each carries its own license; CC BY 4.0 by default).
 */
export function OpenAccessPage() {
  usePageMeta(META.title, META.description);
  useHashTarget();
  return (
    <>
      <ProsePageHeader
        title="Open Access"
        eyebrow="Free to read · Free to reuse"
        aside={<img src={ILLUSTRATION} alt="" width={480} height={360} className="h-auto w-full" />}
      >
        <p>
          Every article published in a Genesis journal is free for anyone, anywhere, to read, download, share and build
          on, from the day it is published.
        </p>
      </ProsePageHeader>

      <ProseTocLayout items={OPEN_ACCESS_CONTENTS}>
        <WhatIsOpenAccess />
        <CoreAdvantages />
        <WhyItMatters />
        <WhoBenefits />
        <Licensing />
      </ProseTocLayout>

      <section aria-labelledby="oa-publish-heading" className="bg-brand-50 py-14">
        <Container className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="oa-publish-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Publish Open Access with Genesis
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Submit your manuscript without creating an account. The article processing charge is invoiced only after
              acceptance.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.submitManuscript.getHref()}>Submit a Manuscript</ButtonLink>
            <ButtonLink to={paths.guidelines.processingFee.getHref()} variant="outline">
              Article Processing Charges
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
