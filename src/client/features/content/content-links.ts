/**
 * Anchors shared by the content pages: the section ids of the Policies page (linked from
 * the FAQs, Terms and Open Access pages) and the Creative Commons license most Genesis
 * articles carry. Each article states its own license on its page; CC BY 4.0 is the default.
 */
import { paths } from '../../../shared/routes';

/** Section ids of the Policies page, in page order. */
export const POLICY_SECTIONS = {
  privacy: 'privacy',
  withdrawal: 'withdrawal',
  refund: 'refund-cancellation',
  plagiarism: 'plagiarism',
  pageLimits: 'page-limits',
  licensing: 'licensing',
} as const;

export type PolicySection = keyof typeof POLICY_SECTIONS;

/** `/policies#…`: a link to one section of the Policies page. */
export function policyHref(section: PolicySection): string {
  return `${paths.policies.getHref()}#${POLICY_SECTIONS[section]}`;
}

/** The human-readable summary (deed) of the Creative Commons Attribution 4.0 license. */
export const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';
export const CC_BY_NAME = 'Creative Commons Attribution 4.0 International License (CC BY 4.0)';
