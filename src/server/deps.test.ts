/**
 * Proves the one way code reaches its dependencies (docs/decisions/0068-deps-one-composition.md,
 * docs/architecture.md "How code reaches its dependencies"): a source scan with the TypeScript
 * parser over src/server.
 *
 * - Decorators (`app.db`, `app.mailer`, … every member a `declare module 'fastify'` block adds to
 *   FastifyInstance) are read only by wiring files: route files (`routes.ts`, `*-routes.ts`,
 *   `http.ts`), plugins (`plugin.ts`, `*-plugin.ts`) and the few named in WIRING below. A use-case
 *   file (any other file under features/ or cli/) that reads one is reported.
 * - Services reach use cases as a `Pick<Deps, …>` of the one `Deps` (src/server/deps.ts). An
 *   interface named `…Deps`, a type `…Deps` that is not a `Pick<Deps, …>` (alone, or joined with
 *   `&` to members that are not services), and any interface or object type declaring two or more
 *   of Deps' services as its own members are reported as hand-built deps types.
 * - `DbOrTx`, the handle of a database or a transaction, is defined in `db/client.ts` only, and
 *   imported or re-exported from there only.
 *
 * The last cases run the same scan on planted files, so the check is seen to fire.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Files outside the naming rule that wire the app and so may read decorators, each with why.
 * Paths are relative to src/server, with `/`.
 */
const WIRING: Record<string, string> = {
  'features/health/ready.ts': 'the /ready route (it pings the database, Redis and storage)',
  'features/invitations/reminder-schedule.ts': 'registers the reminder job on app.jobs, like a plugin',
  'features/journals/journal-scope.ts': 'the onRoute hook and onRequest guard of journal-scoped routes',
  'features/public-cache/index.ts': "app.ts's accessors of the public-cache plugin's decorators",
};

interface SourceFile {
  /** Relative to src/server, with `/`. */
  path: string;
  text: string;
}

/** Every non-test .ts file under `dir`, relative to src/server. */
function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(path.join(serverDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => {
      const rel = path.join(dir, name).split(path.sep).join('/');
      return { path: rel, text: readFileSync(path.join(serverDir, rel), 'utf8') };
    });
}

const parsed = new Map<SourceFile, ts.SourceFile>();
/** The parse tree of `file`, made once. */
function parse(file: SourceFile): ts.SourceFile {
  let tree = parsed.get(file);
  if (!tree) {
    tree = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    parsed.set(file, tree);
  }
  return tree;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const memberName = (m: ts.TypeElement): string | undefined =>
  m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : undefined;

/** The members of every `interface FastifyInstance` inside a `declare module 'fastify'` block. */
function decoratorNames(files: SourceFile[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    walk(parse(file), (node) => {
      if (
        ts.isModuleDeclaration(node) &&
        ts.isStringLiteral(node.name) &&
        node.name.text === 'fastify' &&
        node.body &&
        ts.isModuleBlock(node.body)
      ) {
        for (const statement of node.body.statements) {
          if (ts.isInterfaceDeclaration(statement) && statement.name.text === 'FastifyInstance') {
            for (const member of statement.members) {
              const name = memberName(member);
              if (name) names.add(name);
            }
          }
        }
      }
    });
  }
  return names;
}

/** The member names of `interface Deps` in `file` (src/server/deps.ts). */
function depsKeys(file: SourceFile): Set<string> {
  const keys = new Set<string>();
  walk(parse(file), (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Deps') {
      for (const member of node.members) {
        const name = memberName(member);
        if (name) keys.add(name);
      }
    }
  });
  return keys;
}

/** Whether a file under src/server may read decorators (route files, plugins, WIRING). */
function isWiring(rel: string): boolean {
  if (!rel.startsWith('features/') && !rel.startsWith('cli/')) return true;
  const base = rel.slice(rel.lastIndexOf('/') + 1);
  return /(^|-)(routes|plugin)\.ts$/.test(base) || base === 'http.ts' || rel in WIRING;
}

/** `Pick<Deps, …>`. */
const isPickOfDeps = (type: ts.TypeNode): boolean =>
  ts.isTypeReferenceNode(type) &&
  type.typeName.getText() === 'Pick' &&
  type.typeArguments?.[0] !== undefined &&
  type.typeArguments[0].getText() === 'Deps';

/**
 * What breaks the rule in `files`: one line each, `path:line: what`. `decorators` are the names
 * to refuse in use-case files; `services` are Deps' keys.
 */
function violations(files: SourceFile[], decorators: Set<string>, services: Set<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (file.path === 'deps.ts') continue;
    const source = parse(file);
    const report = (node: ts.Node, what: string) =>
      found.push(`${file.path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
    const serviceMembers = (members: ts.NodeArray<ts.TypeElement>) =>
      members.map(memberName).filter((name): name is string => name !== undefined && services.has(name));
    const wiring = isWiring(file.path);
    const inScope = file.path.startsWith('features/') || file.path.startsWith('cli/');

    walk(source, (node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        !/(^|\/)db\/client$/.test(node.moduleSpecifier.text) &&
        /\bDbOrTx\b/.test((ts.isImportDeclaration(node) ? node.importClause : node.exportClause)?.getText() ?? '')
      ) {
        report(node, `DbOrTx taken from '${node.moduleSpecifier.text}' (import it from db/client.ts)`);
      }
      if (ts.isTypeAliasDeclaration(node) && node.name.text === 'DbOrTx' && file.path !== 'db/client.ts') {
        report(node, 'DbOrTx defined outside db/client.ts');
      }
      if (inScope && !wiring && ts.isPropertyAccessExpression(node) && decorators.has(node.name.text)) {
        const target = node.expression;
        const holder = ts.isIdentifier(target)
          ? target.text
          : ts.isPropertyAccessExpression(target)
            ? target.name.text
            : undefined;
        if (holder === 'app' || holder === 'server' || holder === 'fastify') {
          report(node, `decorator ${node.getText()} read in a use-case file (take a Pick<Deps, …> instead)`);
        }
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text.endsWith('Deps')) {
        report(node, `interface ${node.name.text}: a hand-built deps type (use Pick<Deps, …>)`);
      }
      if (ts.isTypeAliasDeclaration(node) && node.name.text.endsWith('Deps')) {
        const parts = ts.isIntersectionTypeNode(node.type) ? [...node.type.types] : [node.type];
        if (!parts.some(isPickOfDeps)) {
          report(node, `type ${node.name.text}: a hand-built deps type (use Pick<Deps, …>)`);
        }
      }
      if (inScope && (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node))) {
        const own = serviceMembers(node.members);
        if (own.length >= 2) {
          report(node, `declares the services ${own.join(', ')} by hand (use Pick<Deps, '${own.join("' | '")}'>)`);
        }
      }
    });
  }
  return found;
}

const SERVER_FILES = sourcesUnder('.');
const DEPS_FILE = SERVER_FILES.find((f) => f.path === 'deps.ts')!;

describe('how code reaches its dependencies (decision 0068)', () => {
  it('reads the decorators and the Deps keys the scan relies on', () => {
    const decorators = decoratorNames(SERVER_FILES);
    for (const name of ['db', 'mailer', 'storage', 'files', 'config', 'deps', 'doiRegistration', 'jobs']) {
      expect(decorators, name).toContain(name);
    }
    expect([...depsKeys(DEPS_FILE)]).toEqual(expect.arrayContaining(['db', 'mailer', 'storage', 'publicUrl']));
  });

  it('finds no decorator read in a use-case file and no hand-built deps type in src/server', () => {
    expect(violations(SERVER_FILES, decoratorNames(SERVER_FILES), depsKeys(DEPS_FILE))).toEqual([]);
  });

  it('reports planted violations, and passes the same code where the rule allows it (the check fires)', () => {
    const planted: SourceFile[] = [
      {
        path: 'features/planted/service.ts',
        text: [
          'export interface MailDeps { db: Db; mailer: Mailer }',
          'export type LinkDeps = { publicUrl: string; adminEmail: string };',
          "export type GoodDeps = Pick<Deps, 'db' | 'mailer'> & { onError?: () => void };",
          'export async function run(app: AppInstance) {',
          '  await app.mailer.runOnce();',
          '  return load({ db: app.db }, context.app.storage);',
          '}',
          'export function load(deps: { db: Db; storage: Storage }) {',
          '  return deps.db;',
          '}',
        ].join('\n'),
      },
      {
        path: 'features/planted/routes.ts',
        text: 'export default async function routes(app: AppInstance) {\n  return run(app.deps, app.db);\n}\n',
      },
      { path: 'cli/planted.ts', text: 'export const ctx = (app: AppInstance) => app.files;\n' },
      {
        path: 'lib/planted.ts',
        text: "import type { DbOrTx } from './mailer';\nexport type { DbOrTx } from '../db/client';\nimport type { Db } from '../db/client';\nexport type DbOrTx = Db;\n",
      },
    ];
    const decorators = decoratorNames(SERVER_FILES);
    const services = depsKeys(DEPS_FILE);
    expect(violations(planted, decorators, services)).toEqual([
      'features/planted/service.ts:1: interface MailDeps: a hand-built deps type (use Pick<Deps, …>)',
      "features/planted/service.ts:1: declares the services db, mailer by hand (use Pick<Deps, 'db' | 'mailer'>)",
      'features/planted/service.ts:2: type LinkDeps: a hand-built deps type (use Pick<Deps, …>)',
      "features/planted/service.ts:2: declares the services publicUrl, adminEmail by hand (use Pick<Deps, 'publicUrl' | 'adminEmail'>)",
      'features/planted/service.ts:5: decorator app.mailer read in a use-case file (take a Pick<Deps, …> instead)',
      'features/planted/service.ts:6: decorator app.db read in a use-case file (take a Pick<Deps, …> instead)',
      'features/planted/service.ts:6: decorator context.app.storage read in a use-case file (take a Pick<Deps, …> instead)',
      "features/planted/service.ts:8: declares the services db, storage by hand (use Pick<Deps, 'db' | 'storage'>)",
      'cli/planted.ts:1: decorator app.files read in a use-case file (take a Pick<Deps, …> instead)',
      "lib/planted.ts:1: DbOrTx taken from './mailer' (import it from db/client.ts)",
      'lib/planted.ts:4: DbOrTx defined outside db/client.ts',
    ]);
  });
});
