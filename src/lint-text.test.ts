/**
 * Proves that eslint.config.js keeps every string schema of the API on `text()`
 * (NUL and unpaired surrogates answer 400, not 500): a bare `z.string()` in src/shared or in a
 * server route file is reported, `text()` is not, and other server files are not concerned.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'no-restricted-syntax';

async function ruleMessages(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const BARE = `import { z } from 'zod';\nexport const a = z.object({ q: z.string().min(1) });\nexport const b = z.coerce.string();\nexport const c = z.email();\n`;
const VIA_TEXT = `import { z } from 'zod';\nimport { text } from '../validation/text';\nexport const a = z.object({ q: text().min(1) });\n`;

describe('string schemas go through text()', () => {
  it.each([
    'src/shared/api/lint-probe.ts',
    'src/shared/validation/lint-probe.ts',
    'src/server/features/journals/routes.ts',
    'src/server/features/invitations/lint-probe-routes.ts',
  ])('reports bare z.string(), z.coerce.string() and z.email() in %s', async (file) => {
    const messages = await ruleMessages(file, BARE);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/Use text\(\) from shared\/validation\/text\.ts/);
  });

  it('accepts text() and leaves other server files alone', async () => {
    expect(await ruleMessages('src/shared/api/lint-probe.ts', VIA_TEXT)).toEqual([]);
    expect(await ruleMessages('src/server/config-probe.ts', BARE)).toEqual([]);
  });
});
