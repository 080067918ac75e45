import { describe, expect, it } from 'vitest';
import { layoutKindOf } from './layout-kind';

describe('layoutKindOf (seed 000 §2 Layout)', () => {
  it.each(['/portal', '/portal/', '/portal/submissions/4'])('%s gets the portal shell', (path) => {
    expect(layoutKindOf(path)).toBe('portal');
  });

  it.each(['/dashboard', '/dashboard/admin/public-manuscripts/3', '/admin', '/eic/x', '/ae', '/reviewer/1', '/author'])(
    '%s gets the minimal top bar',
    (path) => {
      expect(layoutKindOf(path)).toBe('minimal');
    },
  );

  it.each([
    '/',
    '',
    '/journals',
    '/guidelines/reviewer',
    '/guidelines/author',
    '/portals',
    '/authors',
    '/no/such/page',
  ])('%s gets the public header and footer', (path) => {
    expect(layoutKindOf(path)).toBe('public');
  });
});
