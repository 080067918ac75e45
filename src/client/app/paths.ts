/**
 * Every route of the site (seed 000 §2 route table), as `path` (the router pattern) and
 * `getHref` (the URL to link to). Links and the router use this map only, never literal
 * strings. Routes not built yet are listed too; the router sends them to the not-found
 * page until their issue lands.
 */

const withQuery = (pathname: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
};

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Fixed route: its pattern is also its href. */
const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path }) as const;

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  openAccess: fixed('/open-access'),
  journals: fixed('/journals'),
  journalsComingSoon: fixed('/journals/coming-soon'),
  journal: {
    path: '/journals/:abbreviation',
    /** The journal page URL uses the abbreviation in lower case. */
    getHref: (abbreviation: string) => `/journals/${segment(abbreviation.toLowerCase())}`,
  },
  journalArticle: {
    path: '/journals/:journalId/articles/:id',
    getHref: (journalId: number | string, id: number | string) =>
      `/journals/${segment(journalId)}/articles/${segment(id)}`,
  },
  articles: fixed('/articles'),
  article: {
    path: '/articles/:id',
    getHref: (id: number | string) => `/articles/${segment(id)}`,
  },
  search: {
    path: '/search',
    getHref: (q?: string) => withQuery('/search', { q }),
  },
  submitManuscript: fixed('/submit-manuscript'),
  contact: fixed('/contact'),
  faqs: fixed('/faqs'),
  termsConditions: fixed('/terms-conditions'),
  policies: fixed('/policies'),
  guidelines: {
    root: fixed('/guidelines'),
    editor: fixed('/guidelines/editor'),
    joinEditor: fixed('/guidelines/join-editor'),
    associateEditor: fixed('/guidelines/associate-editor'),
    joinAssociate: fixed('/guidelines/join-associate'),
    reviewer: fixed('/guidelines/reviewer'),
    joinReviewer: fixed('/guidelines/join-reviewer'),
    author: fixed('/guidelines/author'),
    peerReview: fixed('/guidelines/peer-review'),
    plagiarism: fixed('/guidelines/plagiarism'),
    processingFee: fixed('/guidelines/processing-fee'),
    manuscript: fixed('/guidelines/manuscript'),
  },
  invites: {
    accept: {
      path: '/invites/accept',
      getHref: (token: string) => withQuery('/invites/accept', { token }),
    },
    decline: {
      path: '/invites/decline',
      getHref: (token: string) => withQuery('/invites/decline', { token }),
    },
  },
  auth: {
    login: fixed('/login'),
    signup: fixed('/signup'),
    forgotPassword: fixed('/forgot-password'),
    resetPassword: fixed('/reset-password'),
    /** Where an address-confirmation link leads (issue 12): `/verify-email?token=…`. */
    verifyEmail: {
      path: '/verify-email',
      getHref: (token?: string) => withQuery('/verify-email', { token }),
    },
  },
  portal: {
    path: '/portal/*',
    /** The portal sign-in page (the router's pattern; /portal/* falls through to not-found). */
    signIn: '/portal',
    /** The portal entry; `next` is where to go after signing in (seed 000 §4). */
    getHref: (next?: string) => withQuery('/portal', { next }),
  },
  /** The admin's reset request: one button, link sent to the fixed admin address (seed 001 §2). */
  portalForgotPassword: fixed('/portal/forgot-password'),
  /** Where the admin's reset link leads (seed 001 §2 "/portal/reset-password?token=..."). */
  portalResetPassword: {
    path: '/portal/reset-password',
    getHref: (token?: string) => withQuery('/portal/reset-password', { token }),
  },
  dashboard: {
    root: fixed('/dashboard'),
    author: fixed('/dashboard/author'),
    editor: fixed('/dashboard/editor'),
    reviewer: fixed('/dashboard/reviewer'),
    admin: fixed('/dashboard/admin'),
    adminPublicManuscript: {
      path: '/dashboard/admin/public-manuscripts/:id',
      getHref: (id: number | string) => `/dashboard/admin/public-manuscripts/${segment(id)}`,
    },
  },
} as const;
