import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { ProsePageHeader } from '../../../components/ui/prose-page';
import { ProseTocLayout, type ProseTocItem } from '../../../components/ui/prose-toc';
import { usePageMeta } from '../../../lib/page-meta';
import { LicensingPolicy, PageLimits, PlagiarismPolicy } from '../components/policy-integrity';
import { PrivacyPolicy } from '../components/policy-privacy';
import { RefundPolicy, WithdrawalPolicy } from '../components/policy-submissions';
import { POLICY_SECTIONS } from '../content-links';
import { CONTENT_UPDATED } from '../policy-facts';
import { useHashTarget } from '../lib/use-hash-target';

const META = STATIC_PAGE_META['/policies'];

const CONTENTS: readonly ProseTocItem[] = [
  { id: POLICY_SECTIONS.privacy, label: 'Privacy Policy' },
  { id: POLICY_SECTIONS.withdrawal, label: 'Withdrawal Policy' },
  { id: POLICY_SECTIONS.refund, label: 'Refund and Cancellation Policy' },
  { id: POLICY_SECTIONS.plagiarism, label: 'Plagiarism Policy' },
  { id: POLICY_SECTIONS.pageLimits, label: 'Page Limits' },
  { id: POLICY_SECTIONS.licensing, label: 'Copyright and Licensing' },
];

/**
 * Policies (seed 000 §2 Policies): privacy, withdrawal, refund and cancellation,
 * plagiarism, page limits (a table) and licensing, with a table of contents whose
 * fragments (`/policies#withdrawal`) other pages link to.
 */
export function PoliciesPage() {
  usePageMeta(META.title, META.description);
  useHashTarget();
  return (
    <>
      <ProsePageHeader title="Policies" eyebrow="Publishing with Genesis" updated={CONTENT_UPDATED}>
        <p>
          How we handle your personal data, withdrawals, refunds, plagiarism, manuscript length and licensing. These
          policies apply to every Genesis journal.
        </p>
      </ProsePageHeader>
      <ProseTocLayout items={CONTENTS}>
        <PrivacyPolicy />
        <WithdrawalPolicy />
        <RefundPolicy />
        <PlagiarismPolicy />
        <PageLimits />
        <LicensingPolicy />
      </ProseTocLayout>
    </>
  );
}
