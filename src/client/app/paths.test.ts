import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('links a journal by its abbreviation in lower case (seed 000 §2)', () => {
    expect(paths.journal.getHref('JMHS')).toBe('/journals/jmhs');
  });

  it('builds the dynamic routes of the route table', () => {
    expect(paths.article.getHref(42)).toBe('/articles/42');
    expect(paths.journalArticle.getHref(3, 42)).toBe('/journals/3/articles/42');
    expect(paths.dashboard.adminPublicManuscript.getHref(9)).toBe('/dashboard/admin/public-manuscripts/9');
    expect(paths.invites.decline.getHref('a b&c')).toBe('/invites/decline?token=a+b%26c');
    expect(paths.portal.getHref('/dashboard/author?tab=2')).toBe('/portal?next=%2Fdashboard%2Fauthor%3Ftab%3D2');
    expect(paths.portal.getHref()).toBe('/portal');
    expect(paths.search.getHref()).toBe('/search');
  });

  it('gives every fixed route an href equal to its pattern', () => {
    expect(paths.guidelines.processingFee.getHref()).toBe('/guidelines/processing-fee');
    expect(paths.termsConditions.getHref()).toBe('/terms-conditions');
    expect(paths.auth.forgotPassword.getHref()).toBe('/forgot-password');
  });
});
