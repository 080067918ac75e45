/**
 * Titles and meta descriptions of the public pages (decision 0006). The server writes them
 * into the HTML it sends, so crawlers that run no JavaScript see them; the client sets the
 * same ones on navigation (usePageMeta).
 */
import { findRoute, ROUTES, routeMatcher } from '../routes';

export const SITE_NAME = 'Genesis';
export const DEFAULT_TITLE = 'Genesis | Open Access Academic Publishing Excellence';
export const DEFAULT_DESCRIPTION =
  'Genesis is an open-access academic publisher of peer-reviewed journals: free to read, rigorously reviewed and published quickly for a global research community.';

export interface PageMeta {
  title: string;
  description: string;
}

/** "Journals" → "Journals | Genesis". */
export function withSiteName(title: string): string {
  return title === DEFAULT_TITLE ? title : `${title} | ${SITE_NAME}`;
}

/** Meta of the fixed public routes, by exact pathname. Later issues add their pages here. */
export const STATIC_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/': { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  '/journals': {
    title: 'Journals',
    description: 'Browse the peer-reviewed, open-access journals published by Genesis, by subject and category.',
  },
  '/journals/coming-soon': {
    title: 'Journals Coming Soon',
    description:
      'New Genesis journals are in development. Submit your manuscript today and be among the first authors.',
  },
  '/articles': {
    title: 'Articles',
    description:
      'Read the latest peer-reviewed, open-access articles published in Genesis journals: free to read and reuse.',
  },
  '/search': {
    title: 'Search Articles',
    description:
      'Search open-access articles by keyword, title, author or journal, with quoted phrases and exclusions.',
  },
  '/about': {
    title: 'About Us',
    description:
      'Genesis publishes open-access, peer-reviewed journals with rigorous editorial standards across the biomedical, environmental, engineering and social sciences.',
  },
  '/open-access': {
    title: 'Open Access',
    description:
      'What open access is, why it matters, and how free, immediate access to research benefits researchers, institutions, students and society.',
  },
  '/guidelines': {
    title: 'Guidelines',
    description:
      'Guidelines for editors, associate editors, reviewers and authors, and the manuscript, peer-review, plagiarism and processing-fee policies of Genesis journals.',
  },
  '/guidelines/editor': {
    title: 'Guidelines for Editors',
    description: 'Roles, responsibilities and requirements of Genesis journal editors.',
  },
  '/guidelines/associate-editor': {
    title: 'Guidelines for Associate Editors',
    description:
      'What associate editors of Genesis journals do: handling 2-4 manuscripts a month, selecting reviewers and recommending decisions.',
  },
  '/guidelines/reviewer': {
    title: 'Guidelines for Reviewers',
    description:
      'How to review for Genesis journals: double-blind review, confidentiality, conflicts of interest and timelines.',
  },
  '/guidelines/author': {
    title: 'Guidelines for Authors',
    description:
      'How to prepare and submit a manuscript to a Genesis journal: format, language, references, figures and declarations.',
  },
  '/guidelines/peer-review': {
    title: 'Peer Review Process',
    description:
      'The double-blind peer-review process of Genesis journals, from initial screening to final decision, with its timeline.',
  },
  '/guidelines/plagiarism': {
    title: 'Plagiarism Policy',
    description:
      'Zero tolerance for plagiarism: the 25% similarity limit, screening before review and the consequences of misconduct.',
  },
  '/guidelines/processing-fee': {
    title: 'Article Processing Charges',
    description:
      'Article processing charges of Genesis journals by manuscript type and country income band, invoiced only after acceptance.',
  },
  '/guidelines/join-editor': {
    title: 'Join as Editor',
    description: 'Apply to join the editorial board of a Genesis journal as an editor.',
  },
  '/guidelines/join-associate': {
    title: 'Join as Associate Editor',
    description: 'Apply to join a Genesis journal as an associate editor.',
  },
  '/guidelines/join-reviewer': {
    title: 'Join as Reviewer',
    description: 'Apply to review manuscripts for Genesis journals.',
  },
  '/guidelines/manuscript': {
    title: 'Manuscript Guidelines',
    description: 'Formatting rules, structure and templates for manuscripts submitted to Genesis journals.',
  },
  '/submit-manuscript': {
    title: 'Submit Your Manuscript',
    description:
      'Submit a manuscript to a Genesis journal without an account: your files, the journal and article type, and we reply by e-mail.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Contact the Genesis editorial office: support by e-mail within 24 hours, phone Monday-Friday 9 AM-6 PM EST, and our postal address.',
  },
  '/faqs': {
    title: 'Frequently Asked Questions',
    description:
      'Answers about publishing times, fees, peer review, board membership, payments and reprints at Genesis journals.',
  },
  '/terms-conditions': {
    title: 'Terms and Conditions',
    description: 'The terms and conditions of using the Genesis website and its content.',
  },
  '/login': {
    title: 'Sign In',
    description: 'Sign in to the Genesis portal to follow your submissions, reviews and editorial work.',
  },
  '/signup': {
    title: 'Create an Author Account',
    description: 'Create a Genesis author account to submit and follow manuscripts.',
  },
  '/forgot-password': {
    title: 'Forgot Password',
    description: 'Ask for a link to reset the password of your Genesis account.',
  },
  '/reset-password': { title: 'Reset Password', description: 'Choose a new password for your Genesis account.' },
  '/verify-email': {
    title: 'Confirm Your E-mail Address',
    description: 'Confirm the e-mail address of your Genesis account.',
  },
  '/orcid/connect': {
    title: 'Connect your ORCID iD',
    description: 'Connect your ORCID iD to a manuscript you co-authored.',
  },
  '/portal': { title: 'Portal Sign In', description: 'Sign in to the Genesis author and editor portal.' },
  '/portal/forgot-password': {
    title: 'Admin Password Reset',
    description: 'Send a password reset link to the Genesis admin address.',
  },
  '/portal/reset-password': { title: 'Reset Password', description: 'Choose a new password for your Genesis account.' },
  '/dashboard': { title: 'Dashboard', description: 'Your Genesis dashboard.' },
  '/dashboard/author': { title: 'Author Dashboard', description: 'Your submissions to Genesis journals.' },
  '/dashboard/editor': { title: 'Editor Dashboard', description: 'The editorial queue of Genesis journals.' },
  '/dashboard/reviewer': { title: 'Reviewer Dashboard', description: 'Your review invitations.' },
  '/invites/accept': {
    title: 'Accept Review Invitation',
    description: 'Accept an invitation to review a manuscript for a Genesis journal.',
  },
  '/invites/decline': {
    title: 'Decline Review Invitation',
    description: 'Decline an invitation to review a manuscript for a Genesis journal.',
  },
  '/policies': {
    title: 'Policies',
    description:
      'Privacy, withdrawal, refund and cancellation, plagiarism and page-limit policies of Genesis journals.',
  },
};

/** The guideline pages of seed 000 §2, by `/guidelines/{type}` (kept in the route map). */
export { GUIDELINE_TYPES, type GuidelineType } from '../routes';

/** Meta for a pathname: its static entry, or the site defaults. */
export function staticPageMeta(pathname: string): PageMeta {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return STATIC_PAGE_META[normalized] ?? { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
}

/** A description from free text: whitespace collapsed, cut at a word boundary to ≤ 160 characters. */
export function describe(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * Path patterns of the site's routes, one per route of the route map (shared/routes.ts). A
 * path matching none is a 404, which the server says with the status code too, not only
 * with the page text.
 */
export const ROUTE_PATTERNS: readonly RegExp[] = ROUTES.map((route) => routeMatcher(route));

/**
 * The paths of the map's private routes, never indexed (seed 001 §2: /portal is noindex,
 * nofollow; ours: the sign-in, account, dashboard and invitation pages too, which hold
 * nothing public).
 */
export const PRIVATE_ROUTE_PATTERN: RegExp = new RegExp(
  ROUTES.filter((route) => route.private)
    .map((route) => `(?:${routeMatcher(route).source})`)
    .join('|'),
);

/** True when `pathname` is one of the site's routes. */
export function isKnownRoute(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return findRoute(normalized) !== undefined;
}
