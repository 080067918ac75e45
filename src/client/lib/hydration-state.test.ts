import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fromHydrationState, toHydrationState } from './hydration-state';

describe('hydration state (decision 0018)', () => {
  it('carries answers and API errors through JSON, errors as ApiError again', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['api', 'journals'], queryFn: async () => [{ id: 1 }] });
    await server.prefetchQuery({
      queryKey: ['api', 'articles', 9],
      queryFn: async () => {
        throw new ApiError(404, { code: 'NOT_FOUND', message: 'Article 9 not found' });
      },
    });
    const state = dehydrate(server, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.error instanceof ApiError,
    });
    const wire = JSON.parse(JSON.stringify(toHydrationState(state))) as ReturnType<typeof toHydrationState>;

    const browser = new QueryClient();
    hydrate(browser, fromHydrationState(wire));
    expect(browser.getQueryData(['api', 'journals'])).toEqual([{ id: 1 }]);
    const error = browser.getQueryState(['api', 'articles', 9])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body.message).toBe('Article 9 not found');
  });
});
