// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { findRoute, GUIDELINE_TYPES, matchRoute, paths, routeMatcher, ROUTES } from './routes';

/** Arguments to build each parameterised route with (every one of them must be listed here). */
const SAMPLE_ARGS: Record<string, unknown[][]> = {
  '/journals/:abbreviation': [['JMHS'], ['a b/c']],
  '/journals/:abbreviation/issues/:volume/:number': [
    ['JOSE', '9', '97'],
    ['a b', 'S 1', '1/2'],
  ],
  '/journals/:abbreviation/issues/:volume': [
    ['JOSE', '9'],
    ['eLife', '13'],
  ],
  '/journals/:journalId/articles/:id': [
    [3, 42],
    ['x', '7'],
  ],
  '/articles/:id': [[42], ['12']],
  '/guidelines/:type': GUIDELINE_TYPES.map((type) => [type]),
  '/dashboard/admin/public-manuscripts/:id': [[9]],
  '/dashboard/admin/:section': [['users']],
  '/dashboard/editor/submissions/:id': [[12]],
  '/portal/*': [[], ['/dashboard/author?tab=2']],
  '/search': [[], ['a "b" -c']],
  '/invites/accept': [['tok_-9']],
  '/invites/decline': [['tok_-9']],
  '/reset-password': [[], ['tok_-9']],
  '/portal/reset-password': [[], ['tok_-9']],
  '/verify-email': [[], ['tok_-9']],
  '/orcid/connect': [[], ['tok_-9']],
};

/** A base64url token (the alphabet of lib/accounts/secret-token.ts), with both of its non-alphanumerics. */
const TOKEN = 'Ab0-_zZ9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX';

describe('paths', () => {
  it('links a journal by its abbreviation in lower case (seed 000 §2)', () => {
    expect(paths.journal.getHref('JMHS')).toBe('/journals/jmhs');
  });

  it('builds the dynamic routes of the route table', () => {
    expect(paths.article.getHref(42)).toBe('/articles/42');
    expect(paths.journalArticle.getHref(3, 42)).toBe('/journals/3/articles/42');
    expect(paths.journalIssue.getHref('JOSE', '9', '97')).toBe('/journals/jose/issues/9/97');
    // A volume's unnumbered articles (number '') are the volume's page.
    expect(paths.journalIssue.getHref('eLife', '13', '')).toBe('/journals/elife/issues/13');
    expect(paths.journalVolume.getHref('eLife', '13')).toBe('/journals/elife/issues/13');
    expect(paths.dashboard.adminPublicManuscript.getHref(9)).toBe('/dashboard/admin/public-manuscripts/9');
    expect(paths.dashboard.editorSubmission.getHref(12)).toBe('/dashboard/editor/submissions/12');
    expect(paths.invites.decline.getHref('a b&c')).toBe('/invites/decline?token=a+b%26c');
    expect(paths.portal.getHref('/dashboard/author?tab=2')).toBe('/portal?next=%2Fdashboard%2Fauthor%3Ftab%3D2');
    expect(paths.portal.getHref()).toBe('/portal');
    expect(paths.search.getHref()).toBe('/search');
    expect(paths.guidelines.page.getHref('peer-review')).toBe('/guidelines/peer-review');
  });

  it('gives every fixed route an href equal to its pattern', () => {
    expect(paths.guidelines.processingFee.getHref()).toBe('/guidelines/processing-fee');
    expect(paths.termsConditions.getHref()).toBe('/terms-conditions');
    expect(paths.auth.forgotPassword.getHref()).toBe('/forgot-password');
    expect(paths.auth.resetPassword.getHref()).toBe('/reset-password');
    for (const route of ROUTES.filter((r) => !/[:*]/.test(r.path) && !(r.path in SAMPLE_ARGS))) {
      expect(route.getHref(), route.path).toBe(route.path);
    }
  });

  it('writes a base64url token into a link as the mails always did (encodeURIComponent)', () => {
    for (const route of [
      paths.invites.accept,
      paths.invites.decline,
      paths.auth.resetPassword,
      paths.portalResetPassword,
      paths.auth.verifyEmail,
    ]) {
      expect(route.getHref(TOKEN)).toBe(`${route.path}?token=${encodeURIComponent(TOKEN)}`);
    }
  });
});

describe('the route map', () => {
  it('lists each pattern once, and every route with parameters or a query has sample arguments here', () => {
    const patterns = ROUTES.map((r) => r.path);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const route of ROUTES) {
      if (/[:*]/.test(route.path) || route.getHref.length > 0)
        expect(SAMPLE_ARGS, route.path).toHaveProperty([route.path]);
    }
  });

  it("builds hrefs that match the route's own pattern, and that are known routes", () => {
    for (const route of ROUTES) {
      for (const args of SAMPLE_ARGS[route.path] ?? [[]]) {
        const href = route.getHref(...args);
        const pathname = href.split('?')[0];
        expect(routeMatcher(route).test(pathname), `${route.path} → ${href}`).toBe(true);
        expect(findRoute(pathname), href).toBeDefined();
      }
    }
  });

  it('says which routes are private (noindex) and which carry a secret token (seeds 000 §2, 001 §2)', () => {
    expect(
      ROUTES.filter((r) => r.private)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/login',
        '/signup',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/portal/*',
        '/portal/forgot-password',
        '/portal/reset-password',
        '/dashboard',
        '/dashboard/author',
        '/dashboard/editor',
        '/dashboard/reviewer',
        '/dashboard/admin',
        '/dashboard/admin/public-manuscripts/:id',
        '/dashboard/admin/:section',
        '/dashboard/editor/submissions/:id',
        '/dashboard/reports',
        '/invites/accept',
        '/invites/decline',
        // A co-author's ORCID link (decision 0093): a secret-token page.
        '/orcid/connect',
      ].sort(),
    );
    expect(
      ROUTES.filter((r) => r.secretToken)
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/reset-password',
        '/portal/reset-password',
        '/invites/accept',
        '/invites/decline',
        '/verify-email',
        '/orcid/connect',
      ].sort(),
    );
    // A secret-token page is never indexed, and has a fixed path (the server looks it up by path).
    for (const route of ROUTES.filter((r) => r.secretToken)) {
      expect(route.private, route.path).toBe(true);
      expect(route.path, route.path).not.toMatch(/[:*]/);
    }
  });

  it('matches patterns segment by segment: parameters, listed values and the portal splat', () => {
    expect(matchRoute(paths.journalArticle, '/journals/jmhs/articles/42')).toEqual({ journalId: 'jmhs', id: '42' });
    expect(matchRoute(paths.journal, '/journals/a%20b')).toEqual({ abbreviation: 'a%20b' });
    expect(matchRoute(paths.journal, '/journals/jmhs/extra')).toBeNull();
    expect(matchRoute(paths.journal, '/journals/')).toBeNull();
    expect(matchRoute(paths.guidelines.page, '/guidelines/manuscript')).toEqual({ type: 'manuscript' });
    expect(matchRoute(paths.guidelines.page, '/guidelines/unknown')).toBeNull();
    expect(matchRoute(paths.portal, '/portal')).toEqual({});
    expect(matchRoute(paths.portal, '/portal/anything/below')).toEqual({});
    expect(matchRoute(paths.portal, '/portals')).toBeNull();
    expect(matchRoute(paths.home, '/')).toEqual({});
    expect(matchRoute(paths.home, '')).toBeNull();
    expect(findRoute('/journals/coming-soon')).toBe(paths.journalsComingSoon);
    expect(findRoute('/no/such/page')).toBeUndefined();
    expect(findRoute('/ABOUT')).toBeUndefined();
  });
});
