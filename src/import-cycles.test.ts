/**
 * Proves that src/ has no import cycle (docs/decisions/0015-feature-ownership.md, "No import
 * cycles"): madge builds the import graph of every .ts and .tsx file under src (static, dynamic
 * and type-only imports alike, resolved as TypeScript resolves them with tsconfig.json), and the
 * first case fails listing every cycle it finds, one line each (`a.ts > b.ts > c.ts`: the last
 * file imports the first). `npm run cycles` prints the same list from the command line.
 *
 * The second case proves the check fires: it writes a small tree into a temp dir with the
 * shape of the circle the server's features once formed (a feature's index exporting its
 * routes, the routes using a second feature's use case, which uses the first feature's index),
 * a cycle closed by a type-only import, and files that import without a cycle; the same check
 * must report exactly the two cycles.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The import cycles among the .ts/.tsx files under `dir`, each as the list of its files
 * (paths relative to `dir`, with `/`), sorted so the answer does not depend on the walk's order.
 */
async function importCycles(dir: string): Promise<string[][]> {
  const graph = await madge(dir, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(repoRoot, 'tsconfig.json'),
  });
  return graph
    .circular()
    .map((cycle) => cycle.map((file) => file.split(path.sep).join('/')))
    .sort((a, b) => a.join(' > ').localeCompare(b.join(' > ')));
}

let fixtureRoot = '';
afterAll(() => {
  if (fixtureRoot) rmSync(fixtureRoot, { recursive: true, force: true });
});

describe('import cycles (madge)', () => {
  it('finds none in src', { timeout: 300_000 }, async () => {
    const cycles = await importCycles(path.join(repoRoot, 'src'));
    expect(
      cycles.map((cycle) => cycle.join(' > ')),
      'import cycles in src (run `npm run cycles`)',
    ).toEqual([]);
  });

  it('reports a cycle, including one closed by a type-only import (the check fires)', async () => {
    fixtureRoot = mkdtempSync(path.join(os.tmpdir(), 'genesis-import-cycles-'));
    const files: Record<string, string> = {
      // a's index exports its routes; the routes use b's use case; b's use case uses a's index.
      'features/a/index.ts': "export { default as aRoutes } from './routes';\nexport const aCase = 1;\n",
      'features/a/routes.ts':
        "import { bCase } from '../b';\nexport default function aRoutes() {\n  return bCase;\n}\n",
      'features/b/index.ts': "export { bCase } from './service';\n",
      'features/b/service.ts': "import { aCase } from '../a';\nexport const bCase = aCase + 1;\n",
      // A cycle closed by a type-only import is still a cycle between the two modules.
      'lib/c.ts': "import type { D } from './d';\nexport type C = { d?: D };\nexport const c = 1;\n",
      'lib/d.ts': "import { c } from './c';\nexport type D = { c: number };\nexport const d = c;\n",
      // No cycle: e imports f, f imports nothing.
      'lib/e.ts': "import { f } from './f';\nexport const e = f;\n",
      'lib/f.ts': 'export const f = 1;\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
      writeFileSync(path.join(fixtureRoot, file), text);
    }

    const cycles = await importCycles(fixtureRoot);

    expect(cycles).toEqual([
      ['features/a/index.ts', 'features/a/routes.ts', 'features/b/index.ts', 'features/b/service.ts'],
      ['lib/c.ts', 'lib/d.ts'],
    ]);
  });
});
