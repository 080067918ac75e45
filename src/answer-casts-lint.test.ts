/**
 * The client parses API answers instead of casting them (docs/decisions/0064-endpoint-table.md):
 * eslint.config.js reports `as T`, `as T[]` and a cast of `.json()` in client code outside the
 * tests, and lets a parsed call through. Linted as if the probe were a file of the repository.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const probe = path.join(repoRoot, 'src/client/features/zz-lint-probe/api/calls.ts');

async function restricted(code: string, filePath = probe): Promise<number> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('no cast API answers in the client (eslint.config.js, decision 0064)', () => {
  it.each([
    [
      'a generic `as T`',
      'export async function get<T>(r: Response): Promise<T> {\n  const v: unknown = await r.json();\n  return v as T;\n}\n',
    ],
    ['`as T[]`', 'export function items<T>(v: unknown): T[] {\n  return v as T[];\n}\n'],
    [
      '`(await r.json()) as X`',
      'export async function get(r: Response) {\n  return (await r.json()) as { id: number };\n}\n',
    ],
    ['`r.json() as Promise<X>`', 'export function get(r: Response) {\n  return r.json() as Promise<number[]>;\n}\n'],
  ])('reports %s', async (_, code) => {
    expect(await restricted(code)).toBeGreaterThanOrEqual(1);
  });

  it('lets a call parsed by its endpoint entry through', async () => {
    const code =
      "import { call } from '../../../lib/call';\nimport { listMailTemplates } from '../../../../shared/api/endpoints/mail-templates';\n" +
      'export const list = () => call(listMailTemplates);\n';
    expect(await restricted(code)).toBe(0);
  });

  it('leaves the client tests alone', async () => {
    const code = 'export async function get(r: Response) {\n  return (await r.json()) as { id: number };\n}\n';
    expect(await restricted(code, probe.replace(/\.ts$/, '.test.ts'))).toBe(0);
  });
});
