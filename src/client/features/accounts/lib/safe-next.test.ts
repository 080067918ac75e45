import { describe, expect, it } from 'vitest';
import { afterSignIn, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/dashboard/author?tab=2')).toBe('/dashboard/author?tab=2');
    expect(afterSignIn('/articles/3')).toBe('/articles/3');
  });

  it.each([null, '', 'dashboard', '//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example'])(
    'refuses %j and falls back to /dashboard',
    (next) => {
      expect(safeNextPath(next)).toBeNull();
      expect(afterSignIn(next)).toBe('/dashboard');
    },
  );
});
