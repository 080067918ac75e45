/**
 * ESLint flat config (ESLint 9).
 *
 * - typescript-eslint `recommended` (syntax only, not type-checked: lint stays fast; `tsc`
 *   runs separately in `npm test`).
 * - react-hooks `recommended` for the client.
 * - `no-console` in src/** (the server logs through its logger; tests fail on
 *   console.error anyway), except the command-line tools in src/server/cli/** and scripts/.
 * - The architecture's import zones (docs/architecture.md, "The rules between rooms"),
 *   enforced on resolved paths by eslint-plugin-boundaries:
 *     shared/        imports only shared/ (and the `zod` package; no Node, no DOM modules)
 *     client/ ↔ server/   never import each other
 *     server features/<a>/  imports features/<b>/ only through its index.ts (its public face)
 *     client features/<a>/  never imports features/<b>/
 *     the rest of src/server (app, main, cli)   imports a feature only through its index.ts
 *                    (its use cases) or its http.ts (its Fastify plugins, which app.ts registers)
 *     server/plugins/, server/db/, server/lib/   never import features
 *   src/lint-zones.test.ts proves these zones report errors.
 * - `no-restricted-syntax`: no bare `z.string()` in src/shared and the server's route files;
 *   string schemas come from `text()` (shared/validation/text.ts), which refuses NUL and
 *   unpaired surrogates (decision 0014); no cast API answers (`as T`, `json() as …`) in the client
 *   (decision 0064).
 */
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Element types of the architecture, most specific first (the first match wins). */
const elements = [
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  {
    type: 'server-feature',
    pattern: 'src/server/features/*',
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'server-infra', pattern: 'src/server/(plugins|db|lib)', capture: ['part'], partialMatch: false },
  { type: 'server', pattern: 'src/server', partialMatch: false },
  {
    type: 'client-feature',
    pattern: 'src/client/features/*',
    capture: ['feature'],
    partialMatch: false,
  },
  { type: 'client', pattern: 'src/client', partialMatch: false },
];

const SERVER_TYPES = ['server', 'server-feature', 'server-infra'];
const CLIENT_TYPES = ['client', 'client-feature'];

/** Boundaries policies: everything is allowed except what these disallow. */
const policies = [
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: '!shared' } } },
    message: 'src/shared may import only src/shared (and zod): it is used by client and server alike',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { module: { origin: ['external', 'core'], source: '!zod' } } },
    message: 'src/shared may import no package but zod, and no Node module',
  },
  {
    from: { element: { types: { anyOf: CLIENT_TYPES } } },
    disallow: { to: { element: { types: { anyOf: SERVER_TYPES } } } },
    message: 'src/client must not import src/server (share code through src/shared)',
  },
  {
    from: { element: { types: { anyOf: SERVER_TYPES } } },
    disallow: { to: { element: { types: { anyOf: CLIENT_TYPES } } } },
    message: 'src/server must not import src/client (share code through src/shared)',
  },
  {
    from: { element: { type: 'server-feature' } },
    disallow: {
      to: {
        element: {
          type: 'server-feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
          fileInternalPath: '!index.ts',
        },
      },
    },
    message:
      'a server feature imports another feature ({{ to.element.captured.feature }}) only through ' +
      'its index.ts (its public face): import from features/{{ to.element.captured.feature }}, ' +
      'or move what both need to src/shared, src/server/lib, src/server/plugins or src/server/db',
  },
  {
    from: { element: { type: 'server' } },
    disallow: { to: { element: { type: 'server-feature', fileInternalPath: '!{index,http,ports}.ts' } } },
    message:
      'src/server reaches a feature ({{ to.element.captured.feature }}) only through its index.ts ' +
      '(use cases), http.ts (Fastify plugins) or ports.ts (the types of its parts of Deps, decision 0068): ' +
      'import from features/{{ to.element.captured.feature }}, features/{{ to.element.captured.feature }}/http ' +
      'or features/{{ to.element.captured.feature }}/ports',
  },
  {
    from: { element: { type: 'client-feature' } },
    disallow: {
      to: {
        element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
      },
    },
    message:
      'a client feature must not import another feature ({{ to.element.captured.feature }}): ' +
      'move what both need to src/client/lib, src/client/components or src/shared',
  },
  {
    from: { element: { type: 'server-infra' } },
    disallow: { to: { element: { type: 'server-feature' } } },
    message:
      'src/server/{{ from.element.captured.part }} must not import features (features build on it, not the reverse)',
  },
];

export default defineConfig([
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'src/server/db/migrations/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Node everywhere but the client.
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    ignores: ['src/client/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
  },
  // Console output: only command-line tools and scripts may print.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/cli/**'],
    rules: { 'no-console': 'error' },
  },
  // Every string schema of the API goes through shared/validation/text.ts `text()`, which
  // refuses NUL and unpaired surrogates (PostgreSQL refuses them: a 500 otherwise; decision 0014).
  // src/lint-zones.test.ts proves the rule reports. The auth schemas are another owner's for
  // now (their strings reach the database through `text()`-based builders already).
  {
    files: ['src/shared/**/*.{ts,tsx}', 'src/server/features/**/routes.ts', 'src/server/features/**/*-routes.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(string|email|url|uuid|guid|cuid|cuid2|ulid|nanoid|base64|base64url|e164|jwt|emoji)$/]",
          message:
            'Use text() from shared/validation/text.ts (it refuses NUL and unpaired surrogates), not a bare z.string()',
        },
        {
          selector:
            "CallExpression[callee.object.object.name='z'][callee.object.property.name='coerce'][callee.property.name='string']",
          message:
            'Use text() from shared/validation/text.ts (it refuses NUL and unpaired surrogates), not z.coerce.string()',
        },
      ],
    },
  },
  // The client parses API answers with the endpoint table's schemas (lib/call.ts) instead of
  // casting them: no `as T`, `as T[]` or cast of `.json()` outside tests (decision 0064).
  // src/answer-casts-lint.test.ts proves the rule reports.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/client/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='T']",
          message: 'Parse the answer with its endpoint entry (lib/call.ts, decision 0064), do not cast it `as T`',
        },
        {
          selector: "TSAsExpression > TSArrayType.typeAnnotation > TSTypeReference[typeName.name='T']",
          message: 'Parse the answer with its endpoint entry (lib/call.ts, decision 0064), do not cast it `as T[]`',
        },
        {
          selector:
            "TSAsExpression > AwaitExpression.expression > CallExpression.argument > MemberExpression.callee[property.name='json']",
          message: 'Parse the answer with its endpoint entry (lib/call.ts, decision 0064), do not cast `json()`',
        },
        {
          selector: "TSAsExpression > CallExpression.expression > MemberExpression.callee[property.name='json']",
          message: 'Parse the answer with its endpoint entry (lib/call.ts, decision 0064), do not cast `json()`',
        },
      ],
    },
  },
  // The embedded database's modules are loaded only when it is opened (db/client.ts,
  // db/migrate.ts: dynamic import): importing them at the top cost every server on PostgreSQL
  // ~41 MB of RSS (docs/decisions/0058-server-memory.md). Types are free.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/cli/**', 'src/server/test/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load PGlite with a dynamic import where the embedded database is opened (decision 0058)',
          })),
        },
      ],
    },
  },
  // Import zones.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      // Node's resolution with TypeScript's extensions covers this codebase (relative imports
      // without extensions, no path aliases). eslint-import-resolver-typescript was dropped: its
      // native dependency (unrs-resolver) left package-lock.json unusable for `npm ci` here.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
    },
  },
  // Formatting is Prettier's (.prettierrc.json, checked by `npm test`): the rules that would
  // disagree with it are off, and no line passes 120 characters but strings, URLs and regexes.
  prettier,
  {
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
]);
