/**
 * Proves that eslint.config.js enforces the architecture's import zones
 * (docs/architecture.md, "The rules between rooms"): each forbidden import is reported by
 * `boundaries/dependencies`, and each legal one is not.
 *
 * The cases run against a small synthetic tree in a temp dir (so they never depend on which
 * files other people have written), linted with the repository's own config file; one more
 * case lints a fake client file in the real repository, to prove the real root path works.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = path.join(repoRoot, 'eslint.config.js');
const RULE = 'boundaries/dependencies';

/** Files of the synthetic tree; each exports `x`. */
const FIXTURE_FILES = [
  'src/shared/validation/email.ts',
  'src/shared/domain/roles.ts',
  'src/server/app.ts',
  'src/server/plugins/db.ts',
  'src/server/db/schema.ts',
  'src/server/features/journals/service.ts',
  'src/server/features/journals/index.ts',
  'src/server/features/journals/http.ts',
  'src/server/features/journals/ports.ts',
  'src/server/features/articles/service.ts',
  'src/server/features/articles/index.ts',
  'src/server/features/articles/http.ts',
  'src/client/lib/api.ts',
  'src/client/components/ui/button.ts',
  'src/client/features/journals/api.ts',
  'src/client/features/search/page.ts',
];

/** [file the import is written in, import source] that must be reported. */
const FORBIDDEN: Array<[string, string]> = [
  ['src/client/features/journals/bad.ts', '../../../server/app'],
  ['src/client/lib/bad.ts', '../../server/features/journals/service'],
  ['src/client/features/search/bad.ts', '../journals/api'],
  ['src/server/app2.ts', '../client/lib/api'],
  ['src/server/features/journals/bad.ts', '../articles/service'],
  ['src/server/features/journals/bad3.ts', '../../features/articles/service'],
  // A feature's http.ts (its Fastify plugins) is app.ts's, not other features': a feature that
  // loaded another's routes would pull in everything those routes use, and close import cycles.
  ['src/server/features/journals/bad4.ts', '../articles/http'],
  ['src/server/features/journals/bad2.ts', '../../../client/features/journals/api'],
  ['src/server/plugins/bad.ts', '../features/journals/service'],
  ['src/server/db/bad.ts', '../features/articles/service'],
  ['src/server/lib/bad.ts', '../features/articles'],
  ['src/server/app4.ts', './features/journals/service'],
  // A feature's ports.ts (the types of its parts of Deps) is for src/server/deps.ts, not for other features.
  ['src/server/features/articles/bad5.ts', '../journals/ports'],
  ['src/server/cli/bad.ts', '../features/articles/service'],
  ['src/shared/domain/bad.ts', '../../server/db/schema'],
  ['src/shared/domain/bad2.ts', '../../client/lib/api'],
  ['src/shared/domain/bad3.ts', 'node:fs'],
  ['src/shared/domain/bad4.ts', 'react'],
];

/** [file the import is written in, import source] that must not be reported. */
const ALLOWED: Array<[string, string]> = [
  ['src/shared/domain/ok.ts', './roles'],
  ['src/shared/domain/ok2.ts', '../validation/email'],
  ['src/shared/domain/ok3.ts', 'zod'],
  ['src/server/features/journals/ok.ts', './service'],
  ['src/server/features/journals/ok2.ts', '../../../shared/domain/roles'],
  ['src/server/features/journals/ok3.ts', '../../plugins/db'],
  ['src/server/features/journals/ok4.ts', '../../db/schema'],
  ['src/server/features/journals/ok5.ts', 'fastify'],
  ['src/server/features/journals/ok6.ts', '../articles'],
  ['src/server/features/journals/ok7.ts', '../articles/index'],
  ['src/server/features/articles/ok.ts', './index'],
  ['src/server/plugins/ok.ts', '../db/schema'],
  ['src/server/app3.ts', './features/journals'],
  ['src/server/app5.ts', './features/journals/http'],
  // src/server/deps.ts names the types of the features' parts of Deps (decision 0068).
  ['src/server/deps2.ts', './features/journals/ports'],
  ['src/server/cli/ok2.ts', '../features/articles/http'],
  ['src/server/cli/ok.ts', '../features/articles/index'],
  ['src/client/features/journals/ok.ts', './api'],
  ['src/client/features/journals/ok2.ts', '../../lib/api'],
  ['src/client/features/journals/ok3.ts', '../../components/ui/button'],
  ['src/client/features/journals/ok4.ts', '../../../shared/validation/email'],
];

let fixtureRoot = '';
let eslint: ESLint;

async function boundaryMessages(filePath: string, source: string) {
  const code = `import { x } from '${source}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtureRoot, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'the fixture must parse').toEqual([]);
  return result.messages.filter((message) => message.ruleId === RULE);
}

beforeAll(() => {
  fixtureRoot = mkdtempSync(path.join(os.tmpdir(), 'genesis-lint-zones-'));
  for (const file of FIXTURE_FILES) {
    mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
    writeFileSync(path.join(fixtureRoot, file), 'export const x = 1;\n');
  }
  eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: configFile,
    overrideConfig: {
      settings: {
        'boundaries/root-path': fixtureRoot,
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      },
    },
  });
});

afterAll(() => {
  if (fixtureRoot) rmSync(fixtureRoot, { recursive: true, force: true });
});

describe('import zones (eslint.config.js)', () => {
  it.each(FORBIDDEN)('reports %s importing %s', async (filePath, source) => {
    const messages = await boundaryMessages(filePath, source);
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
  });

  it.each(ALLOWED)('allows %s importing %s', async (filePath, source) => {
    expect(await boundaryMessages(filePath, source)).toEqual([]);
  });

  it('applies to the real repository: a client file importing a server file is reported', async () => {
    const serverFile = firstSourceFile(path.join(repoRoot, 'src/server'));
    expect(serverFile, 'src/server holds at least one .ts file').toBeDefined();
    const from = path.join(repoRoot, 'src/client/features/zz-lint-probe/bad.ts');
    const source = path.relative(path.dirname(from), serverFile!).replace(/\.tsx?$/, '');
    const repoEslint = new ESLint({ cwd: repoRoot });
    const code = `import * as server from '${source}';\nexport const y = server;\n`;
    const [result] = await repoEslint.lintText(code, { filePath: from });
    expect(result.messages.map((message) => message.ruleId)).toContain(RULE);
  });
});

function firstSourceFile(dir: string): string | undefined {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const file = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()[0];
  return file;
}
