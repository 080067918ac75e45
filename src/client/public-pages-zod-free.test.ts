/**
 * The public pages load no zod at start (decisions 0017 and 0064: their chunks stay free of
 * zod, which costs ~40 KB gzipped; decision 0105: the JavaScript budget of 130 KB gzipped per
 * public page, bench/web.ts). The page modules the router loads for the public site are walked
 * through their static value imports (`import type` and `export type` are erased; a dynamic
 * `import()` is a chunk of its own, loaded on use), and no module reached may import zod.
 * A failure names the path from the page to the module that imports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The public pages of the router (app/router.tsx) that readers land on. */
const PUBLIC_PAGES = [
  'client/app/routes/home.tsx',
  'client/features/journals/pages/journals-page.tsx',
  'client/features/journals/pages/journal-page.tsx',
  'client/features/journals/pages/issue-page.tsx',
  'client/features/articles/pages/articles-page.tsx',
  'client/features/articles/pages/article-page.tsx',
  'client/features/articles/search/pages/search-page.tsx',
];

/** The module specifiers `source` imports for their values (type-only imports left out). */
export function valueImports(source: string): string[] {
  const out: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    const [, keyword, typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    // `export { a }` without `from` is not an import; `export const …` never matches (no quote).
    if (keyword === 'export' && !/\}\s*$|\*/.test(clause)) continue;
    out.push(specifier);
  }
  return out;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}

/** The first chain of modules from `page` to one importing `pkg`, or null. */
function pathTo(page: string, pkg: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const imports = valueImports(readFileSync(file, 'utf8'));
    if (imports.some((s) => s === pkg || s.startsWith(`${pkg}/`))) return [...chain, file];
    for (const s of imports) {
      const next = resolve(file, s);
      const found = next ? walk(next, [...chain, file]) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(path.join(SRC, page), []);
}

describe('the public pages', () => {
  it.each(PUBLIC_PAGES)('%s imports no zod at start', (page) => {
    const chain = pathTo(page, 'zod');
    expect(chain?.map((f) => path.relative(SRC, f)).join(' > ') ?? null).toBeNull();
  });

  it('the walk sees value imports and skips type-only ones', () => {
    expect(
      valueImports(
        [
          "import type { A } from './a';",
          "import { b, type C } from './b';",
          "export { d } from './d';",
          "export type { E } from './e';",
          "import './side-effect';",
          "import { z } from 'zod';",
          'export { local };',
        ].join('\n'),
      ),
    ).toEqual(['./b', './d', './side-effect', 'zod']);
  });
});
