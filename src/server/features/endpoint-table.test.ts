/**
 * The endpoint table and the server agree (docs/decisions/0064-endpoint-table.md):
 * every entry of shared/api/endpoints is registered exactly once, through `endpointRoute` with
 * that entry (so its schemas validate and document the route), and every `/api` route the
 * server registers is in the table — or in NOT_YET_IN_TABLE, the routes whose feature has not
 * moved to the table yet. That list only shrinks: a route in it that is also in the table, or
 * that the server no longer registers, fails the test too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { endpointKey } from '../../shared/api/endpoints/define';
import { registeredEndpoints } from '../lib/endpoint-route';
import { createTestApp, type TestApp } from '../test/app';

/**
 * Registered `/api` routes not in the table yet, as `'METHOD /path'` with Fastify's `:params`
 * (as its route tree prints them: `:id|:abbreviation` where two routes name one segment apart).
 * Parameters are compared unnamed.
 */
const NOT_YET_IN_TABLE: readonly string[] = [];

/** The API's own documentation (the OpenAPI document and its viewer, app.ts): not endpoints of the API. */
const DOCUMENTATION: readonly string[] = [
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/openapi.json',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Every registered route as `'METHOD /path'`, read from Fastify's route tree (printRoutes
 * without the common-prefix compression: each line is one path segment under its parent's,
 * with the methods of the routes ending there).
 */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (m) {
      stack.length = m[1].length / 4;
      stack.push(m[2]);
      for (const method of (m[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${stack.join('')}`);
      continue;
    }
    // Another route of the same node: its segment again, indented, with other methods.
    const more = /^(?:[│ ] {3})*(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (more && more[1] === stack[stack.length - 1]) {
      for (const method of more[2].split(', ')) routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

/** A route with its parameters unnamed: `'GET /api/a/:id'` → `'GET /api/a/:'`. */
const unnamed = (route: string) => route.replace(/:[^/]+/g, ':');

const apiRoutes = () =>
  registeredRoutes()
    .filter((route) => /^[A-Z]+ \/api\//.test(route) && !route.startsWith('HEAD '))
    .map(unnamed);

describe('the endpoint table and the registered routes (decision 0064)', () => {
  const tableKeys = ENDPOINTS.map((endpoint) => unnamed(endpointKey(endpoint)));

  it('lists each endpoint once', () => {
    expect(new Set(tableKeys).size).toBe(tableKeys.length);
  });

  it('registers every entry of the table exactly once, through endpointRoute with that entry', () => {
    const registered = registeredEndpoints(t.app);
    for (const endpoint of ENDPOINTS) {
      expect(registered.filter((e) => e === endpoint).length, endpointKey(endpoint)).toBe(1);
    }
    const routes = apiRoutes();
    for (const key of tableKeys)
      expect(
        routes.filter((route) => route === key),
        key,
      ).toEqual([key]);
  });

  it('has every registered /api route in the table, or still in the shrinking NOT_YET_IN_TABLE list', () => {
    const routes = apiRoutes();
    const table = new Set<string>(tableKeys);
    const pending = new Set([...NOT_YET_IN_TABLE, ...DOCUMENTATION].map(unnamed));
    expect(routes.filter((route) => !table.has(route) && !pending.has(route))).toEqual([]);
    // The list only shrinks: nothing in it that the table has or the server lost.
    expect(NOT_YET_IN_TABLE.map(unnamed).filter((route) => table.has(route) || !routes.includes(route))).toEqual([]);
  });
});
