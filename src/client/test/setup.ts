/**
 * Vitest setup of the `client` project (vitest.config.ts): the MSW server of ./msw.ts
 * answers every fetch of the tests.
 *
 * - A request no handler answers fails the test: the request errors, and the test fails after
 *   it ran even if the client swallowed the error (the catch-all handler of ./msw.ts, with
 *   `onUnhandledRequest: 'error'` behind it).
 * - A stub whose body breaks the contract fails the test the same way.
 * - After each test: the handlers a test added and the request log are dropped.
 * - `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): in the gate the
 *   unit passes run at the lowest priority beside the browser steps (decision 0050), where a
 *   render can take longer than a second; a wait only ends early, so no test is weakened.
 */
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearLog, loggingFetch, server, takeProblems } from './msw';

configure({ asyncUtilTimeout: 5000 });

let unpatched: typeof fetch | undefined;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  unpatched = globalThis.fetch;
  globalThis.fetch = loggingFetch(unpatched);
});

afterEach(() => {
  server.resetHandlers();
  clearLog();
  const problems = takeProblems();
  if (problems.length > 0) throw new Error(`API stubs (src/client/test/msw.ts):\n- ${problems.join('\n- ')}`);
});

afterAll(() => {
  if (unpatched) globalThis.fetch = unpatched;
  server.close();
});
