// @vitest-environment jsdom
/**
 * Decision 0046: the server render of the public forms loads their journal list
 * through the pages' prefetch, the one data path (decision 0018): /submit-manuscript and the
 * three join pages ask `GET /api/journals?limit=100&house=true`; other guideline pages do not.
 */
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { mockApi, on } from '../test/msw';
import { prefetchPage } from './page-data';
import { routes } from './router';

const LIST = 'GET /api/journals?limit=100&house=true' as const;

async function callsOf(pathname: string): Promise<string[]> {
  const api = mockApi(on(LIST, []));
  await prefetchPage(routes, new URL(`http://localhost${pathname}`), createQueryClient());
  return api.calls();
}

describe('prefetch of the public forms', () => {
  it.each(['/submit-manuscript', '/guidelines/join-editor', '/guidelines/join-associate', '/guidelines/join-reviewer'])(
    '%s loads the journals accepting submissions',
    async (pathname) => {
      expect(await callsOf(pathname)).toContain(LIST);
    },
  );

  it('another guideline page loads no journal list', async () => {
    expect(await callsOf('/guidelines/author')).not.toContain(LIST);
  });
});
