/**
 * The route map (docs/architecture.md "Rooms": shared/routes.ts): every route of the site
 * (seed 000 §2 route table, seed 001 §2 route list), as `path` (the router pattern), `getHref`
 * (the URL to link to) and the facts the server needs about it: `private` (never indexed:
 * `noindex, nofollow`) and `secretToken` (its URL carries a secret token, so the page is sent
 * with `Referrer-Policy: no-referrer`). The client router, links, the server's head rendering
 * and status, and the links in mails all read this map, never literal strings. Routes not
 * built yet are listed too; the router sends them to the not-found page until their issue lands.
 *
 * Standard APIs only (URLSearchParams, encodeURIComponent): no Node, no DOM.
 */

/** What the server needs to know of a route. */
export interface RouteFacts {
  /** Never indexed (`noindex, nofollow`): sign-in, account, portal, dashboard and invitation pages. */
  readonly private: boolean;
  /** Its URL carries a secret `token` in the query string: served with `Referrer-Policy: no-referrer`. */
  readonly secretToken: boolean;
  /** The values a `:param` may take, when only some are routes (the guideline types). */
  readonly params?: Readonly<Record<string, readonly string[]>>;
}

/** One route: its router pattern (`:param` segments, a trailing `/*`), its URL builder and its facts. */
export interface Route<A extends unknown[] = never[]> extends RouteFacts {
  readonly path: string;
  readonly getHref: (...args: A) => string;
}

const withQuery = (pathname: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
};

const segment = (value: string | number): string => encodeURIComponent(String(value));

const PUBLIC = { private: false, secretToken: false } as const;
const PRIVATE = { private: true, secretToken: false } as const;
/** A page opened from a mailed link with a secret token; such pages hold nothing public either. */
const SECRET = { private: true, secretToken: true } as const;

/** Fixed route: its pattern is also its href. */
const fixed = <P extends string, F extends RouteFacts = typeof PUBLIC>(path: P, facts?: F) =>
  ({ ...(facts ?? PUBLIC), path, getHref: (): P => path }) as const;

/** The guideline pages of seed 000 §2, by `/guidelines/{type}`. */
export const GUIDELINE_TYPES = [
  'editor',
  'associate-editor',
  'reviewer',
  'author',
  'peer-review',
  'plagiarism',
  'processing-fee',
  'join-editor',
  'join-associate',
  'join-reviewer',
  'manuscript',
] as const;
export type GuidelineType = (typeof GUIDELINE_TYPES)[number];

export const paths = {
  home: fixed('/'),
  about: fixed('/about'),
  openAccess: fixed('/open-access'),
  journals: fixed('/journals'),
  journalsComingSoon: fixed('/journals/coming-soon'),
  journal: {
    ...PUBLIC,
    path: '/journals/:abbreviation',
    /** The journal page URL uses the abbreviation in lower case. */
    getHref: (abbreviation: string) => `/journals/${segment(abbreviation.toLowerCase())}`,
  },
  /**
   * An issue's table of contents (decision 0029): `/journals/{abbreviation}/issues/{volume}/{number}`;
   * with number '' (a volume's unnumbered articles) the volume's page.
   */
  journalIssue: {
    ...PUBLIC,
    path: '/journals/:abbreviation/issues/:volume/:number',
    getHref: (abbreviation: string, volume: string, number = '') =>
      `/journals/${segment(abbreviation.toLowerCase())}/issues/${segment(volume)}${number ? `/${segment(number)}` : ''}`,
  },
  /** A volume's table of contents, all its issues (decision 0029): the Archive tab's "Browse Volume". */
  journalVolume: {
    ...PUBLIC,
    path: '/journals/:abbreviation/issues/:volume',
    getHref: (abbreviation: string, volume: string) =>
      `/journals/${segment(abbreviation.toLowerCase())}/issues/${segment(volume)}`,
  },
  journalArticle: {
    ...PUBLIC,
    path: '/journals/:journalId/articles/:id',
    getHref: (journalId: number | string, id: number | string) =>
      `/journals/${segment(journalId)}/articles/${segment(id)}`,
  },
  articles: fixed('/articles'),
  article: {
    ...PUBLIC,
    path: '/articles/:id',
    getHref: (id: number | string) => `/articles/${segment(id)}`,
  },
  search: {
    ...PUBLIC,
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
    /** The router's one route for every guideline page; only the known types are routes. */
    page: {
      ...PUBLIC,
      path: '/guidelines/:type',
      params: { type: GUIDELINE_TYPES },
      getHref: (type: GuidelineType) => `/guidelines/${type}`,
    },
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
      ...SECRET,
      path: '/invites/accept',
      getHref: (token: string) => withQuery('/invites/accept', { token }),
    },
    decline: {
      ...SECRET,
      path: '/invites/decline',
      getHref: (token: string) => withQuery('/invites/decline', { token }),
    },
  },
  auth: {
    login: fixed('/login', PRIVATE),
    signup: fixed('/signup', PRIVATE),
    forgotPassword: fixed('/forgot-password', PRIVATE),
    /** Where a reset (or a made account's set-password) link leads: `/reset-password?token=…`. */
    resetPassword: {
      ...SECRET,
      path: '/reset-password',
      getHref: (token?: string) => withQuery('/reset-password', { token }),
    },
    /** Where an address-confirmation link leads (decision 0013): `/verify-email?token=…`. */
    verifyEmail: {
      ...SECRET,
      path: '/verify-email',
      getHref: (token?: string) => withQuery('/verify-email', { token }),
    },
  },
  /**
   * Where a co-author's ORCID invitation leads (decision 0093): `/orcid/connect?token=…`; no
   * account needed. `?done=1` after ORCID's answer.
   */
  orcidConnect: {
    ...SECRET,
    path: '/orcid/connect',
    getHref: (token?: string) => withQuery('/orcid/connect', { token }),
  },
  portal: {
    ...PRIVATE,
    path: '/portal/*',
    /** The portal sign-in page (the router's pattern; /portal/* falls through to not-found). */
    signIn: '/portal',
    /** The portal entry; `next` is where to go after signing in (seed 000 §4). */
    getHref: (next?: string) => withQuery('/portal', { next }),
  },
  /** The admin's reset request: one button, link sent to the fixed admin address (seed 001 §2). */
  portalForgotPassword: fixed('/portal/forgot-password', PRIVATE),
  /** Where the admin's reset link leads (seed 001 §2 "/portal/reset-password?token=..."). */
  portalResetPassword: {
    ...SECRET,
    path: '/portal/reset-password',
    getHref: (token?: string) => withQuery('/portal/reset-password', { token }),
  },
  dashboard: {
    root: fixed('/dashboard', PRIVATE),
    author: fixed('/dashboard/author', PRIVATE),
    editor: fixed('/dashboard/editor', PRIVATE),
    /** One submission in the editor's dashboard (decision 0037): a deep link that survives a reload. */
    editorSubmission: {
      ...PRIVATE,
      path: '/dashboard/editor/submissions/:id',
      getHref: (id: number | string) => `/dashboard/editor/submissions/${segment(id)}`,
    },
    reviewer: fixed('/dashboard/reviewer', PRIVATE),
    admin: fixed('/dashboard/admin', PRIVATE),
    /**
     * One section of the admin dashboard (decision 0075): `/dashboard/admin/users`, … The first
     * section (Public Manuscripts) is /dashboard/admin itself.
     */
    adminSection: {
      ...PRIVATE,
      path: '/dashboard/admin/:section',
      getHref: (section: string) => `/dashboard/admin/${segment(section)}`,
    },
    /**
     * The editorial reports (decision 0086): editors-in-chief of their journals, admins of all;
     * the period, journal and editor in the query (`from`, `to`, `journalId`, `editorId`).
     */
    reports: fixed('/dashboard/reports', PRIVATE),
    adminPublicManuscript: {
      ...PRIVATE,
      path: '/dashboard/admin/public-manuscripts/:id',
      getHref: (id: number | string) => `/dashboard/admin/public-manuscripts/${segment(id)}`,
    },
  },
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any arguments: a list of routes of every signature
type AnyRoute = Route<any[]>;

function isRoute(value: unknown): value is AnyRoute {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnyRoute).path === 'string' &&
    typeof (value as AnyRoute).getHref === 'function'
  );
}

function collect(node: object): AnyRoute[] {
  return Object.values(node).flatMap((value: unknown) =>
    isRoute(value) ? [value] : typeof value === 'object' && value !== null ? collect(value) : [],
  );
}

/** Every route of the map, in the map's order. */
export const ROUTES: readonly AnyRoute[] = collect(paths);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  /** Anchored: the whole pathname (no trailing slash, no query) must match. */
  readonly re: RegExp;
  /** Names of the `:params`, in the order of the pattern's capture groups. */
  readonly names: readonly string[];
}

/**
 * A route's pattern as a regular expression: a `:param` is one non-empty segment (or one of
 * its listed values), a trailing `/*` is nothing or any rest, the rest is literal.
 */
function compile(route: Pick<AnyRoute, 'path' | 'params'>): Matcher {
  const splat = route.path.endsWith('/*');
  const base = splat ? route.path.slice(0, -2) : route.path;
  const names: string[] = [];
  const body =
    base === '/'
      ? '/'
      : base
          .split('/')
          .map((part) => {
            if (!part.startsWith(':')) return escapeRegExp(part);
            const name = part.slice(1);
            names.push(name);
            const values = route.params?.[name];
            return values ? `(${values.map(escapeRegExp).join('|')})` : '([^/]+)';
          })
          .join('/');
  return { re: new RegExp(`^${body}${splat ? '(?:/.*)?' : ''}$`), names };
}

const MATCHERS = new Map<AnyRoute, Matcher>(ROUTES.map((route) => [route, compile(route)]));

/** The regular expression of a route's pattern (built once per route of the map). */
export function routeMatcher(route: Pick<AnyRoute, 'path' | 'params'>): RegExp {
  return (MATCHERS.get(route as AnyRoute) ?? compile(route)).re;
}

/**
 * The `:params` of `pathname` (as written in it: not decoded) when it matches `route`'s
 * pattern, else null. `pathname` has no query and no trailing slash.
 */
export function matchRoute(route: Pick<AnyRoute, 'path' | 'params'>, pathname: string): Record<string, string> | null {
  const { re, names } = MATCHERS.get(route as AnyRoute) ?? compile(route);
  const found = re.exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, found[i + 1]]));
}

/** The first route of the map whose pattern `pathname` (no query, no trailing slash) matches. */
export function findRoute(pathname: string): AnyRoute | undefined {
  return ROUTES.find((route) => routeMatcher(route).test(pathname));
}
