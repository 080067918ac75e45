import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { ProsePageHeader } from '../../../components/ui/prose-page';
import { ProseTocLayout } from '../../../components/ui/prose-toc';
import { usePageMeta } from '../../../lib/page-meta';
import { TERMS_SECTIONS, TermsAccountSections, TermsUseSections } from '../components/terms-sections';
import { useHashTarget } from '../lib/use-hash-target';
import { CONTENT_UPDATED } from '../policy-facts';

const META = STATIC_PAGE_META['/terms-conditions'];

/**
 * Terms and Conditions (seed 000 §2 Terms): the rules of using the site and its content,
 * with a table of contents.
 */
export function TermsPage() {
  usePageMeta(META.title, META.description);
  useHashTarget();
  return (
    <>
      <ProsePageHeader title="Terms and Conditions" eyebrow="Using this website" updated={CONTENT_UPDATED}>
        <p>The rules that apply when you read, download, submit to or sign in to the Genesis website.</p>
      </ProsePageHeader>
      <ProseTocLayout items={TERMS_SECTIONS}>
        <TermsAccountSections />
        <TermsUseSections />
      </ProseTocLayout>
    </>
  );
}
