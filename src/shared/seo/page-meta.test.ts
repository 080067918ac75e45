// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { isKnownRoute, PRIVATE_ROUTE_PATTERN, ROUTE_PATTERNS, STATIC_PAGE_META } from './page-meta';

/** Paths, and whether each is a route and a private one (seed 000 §2 route table, seed 001 §2). */
const CASES: [path: string, known: boolean, isPrivate?: boolean][] = [
  ['/', true, false],
  ['/about', true, false],
  ['/journals/', true, false],
  ['/journals/coming-soon', true, false],
  ['/journals/jmhs', true, false],
  ['/journals/3/articles/42', true, false],
  ['/articles/abc', true, false],
  ['/guidelines', true, false],
  ['/guidelines/manuscript', true, false],
  ['/search', true, false],
  ['/login', true, true],
  ['/signup', true, true],
  ['/forgot-password', true, true],
  ['/reset-password', true, true],
  ['/verify-email', true, true],
  ['/portal', true, true],
  ['/portal/', true, true],
  ['/portal/anything/below', true, true],
  ['/portal/reset-password', true, true],
  ['/dashboard', true, true],
  ['/dashboard/admin', true, true],
  ['/dashboard/admin/public-manuscripts/7', true, true],
  // A section of the admin dashboard (decision 0075).
  ['/dashboard/admin/users', true, true],
  ['/invites/accept', true, true],
  ['/invites/decline', true, true],
  ['/no/such/page', false],
  ['/guidelines/unknown', false],
  ['/journals/a/b', false],
  ['/articles', true, false],
  ['/articles/1/2', false],
  ['/dashboard/eic', false],
  ['/dashboard/admin/public-manuscripts/7/files', false],
  ['/invites', false],
  ['/invites/maybe', false],
  ['/login/again', false],
  ['/portals', false],
  ['/About', false],
];

describe('known and private routes, from the route map', () => {
  it.each(CASES)('%s: known %s, private %s', (path, known, isPrivate) => {
    expect(isKnownRoute(path)).toBe(known);
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (known) expect(PRIVATE_ROUTE_PATTERN.test(normalized)).toBe(isPrivate);
  });

  it('has one pattern per route of the map', () => {
    expect(ROUTE_PATTERNS).toHaveLength(ROUTES.length);
  });

  it('gives meta only to fixed known paths', () => {
    for (const path of Object.keys(STATIC_PAGE_META)) expect(isKnownRoute(path), path).toBe(true);
  });
});
