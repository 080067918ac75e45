/**
 * Vitest setup of the `client` project (vitest.config.ts): the MSW server of ./msw.ts
 * answers every fetch of the tests.
 *
 * - A request no handler answers fails the test: the request errors, and the test fails after
 *   it ran even if the client swallowed the error (the catch-all handler of ./msw.ts, with
 *   `onUnhandledRequest: 'error'` behind it).
 * - A stub whose body breaks the contract fails the test the same way.
 * - After each test: the resets the shared test helpers registered (./after-each.ts), then the
 *   handlers a test added and the request log are dropped.
 * - After each file: the reset that lets files share one module graph and one jsdom per worker
 *   (the `client` project's `isolate: false`, decision 0109): see `resetAfterFile`.
 * - `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): in the gate the
 *   unit passes run at the lowest priority beside the browser steps (decision 0050), where a
 *   render can take longer than a second; a wait only ends early, so no test is weakened.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { runAfterEachTest } from './after-each';
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

// Registered after the hook above, so it runs before it, as the helpers' own hooks did (./after-each.ts).
afterEach(runAfterEachTest);

/** The address jsdom starts a file at (vitest's default `environmentOptions.jsdom.url`). */
const START_URL = 'http://localhost:3000/';

/**
 * Leaves the worker as a fresh file finds it, for the next file of the `client` project, which
 * shares this worker's modules and jsdom (`isolate: false`, decision 0109): unmounts every React
 * root Testing Library rendered (their effects' listeners and timers go with them), restores the
 * spies, stubbed globals and environment variables and the real timers, and empties the document
 * (body, head, title, the root element's attributes), both storages, the cookies and the
 * history entry. Within a file nothing changes: tests still see what the tests
 * before them in the same file left, as they did with a fresh environment per file.
 */
function resetAfterFile(): void {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return;
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', START_URL);
}

afterAll(() => {
  resetAfterFile();
  if (unpatched) globalThis.fetch = unpatched;
  server.close();
});
