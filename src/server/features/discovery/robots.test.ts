/**
 * robots.txt read as RFC 9309 says crawlers read it: the longest matching rule decides, and
 * on a tie `Allow` wins (§2.2.2). Public pages and what pages link for machines are open;
 * the portal, sign-in and dashboards (seed 001 §2) and the rest of the API are closed.
 */
import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** RFC 9309 §2.2.2 for the `*` group: the most specific (longest) match wins, Allow on ties. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const m = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!m || !m[2] || !path.startsWith(m[2])) continue;
    const rule = { length: m[2].length, allow: m[1] === 'Allow' };
    if (!best || rule.length > best.length || (rule.length === best.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}

const robots = robotsTxt('https://journals.example.org');

describe('robots.txt (RFC 9309)', () => {
  it('addresses every crawler and names the sitemap index by its absolute URL from PUBLIC_URL', () => {
    expect(robots.split('\n')[0]).toBe('User-agent: *');
    expect(robots).toContain('\nSitemap: https://journals.example.org/sitemap.xml\n');
  });

  it('allows the public site', () => {
    for (const path of [
      '/',
      '/about',
      '/journals',
      '/journals/jmhs',
      '/articles',
      '/articles/42',
      '/guidelines/peer-review',
      '/faqs',
      '/sitemap.xml',
      '/sitemaps/articles-1.xml',
      '/feeds/rss.xml',
      '/journals/jmhs/atom.xml',
    ])
      expect(allowed(robots, path), path).toBe(true);
  });

  it('disallows the portal, sign-in, account and dashboard pages and invitation links', () => {
    for (const path of [
      '/portal',
      '/portal/forgot-password',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password?token=x',
      '/verify-email',
      '/dashboard',
      '/dashboard/admin',
      '/dashboard/admin/public-manuscripts/3',
      '/invites/accept?token=x',
    ])
      expect(allowed(robots, path), path).toBe(false);
  });

  it('disallows the API but the files, articles and their JATS and BibTeX exports; search stays closed', () => {
    for (const path of [
      '/api/files/abc',
      '/api/articles/7',
      '/api/articles/7/jats',
      '/api/articles/7/citation?format=bibtex',
    ])
      expect(allowed(robots, path), path).toBe(true);
    for (const path of ['/api/users', '/api/login', '/api/submissions', '/api/articles/search?q=x', '/api/admin/x'])
      expect(allowed(robots, path), path).toBe(false);
  });
});
