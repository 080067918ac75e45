/**
 * Server configuration from the environment, parsed once at boot with zod (issue 2).
 * A bad value stops the process with a readable message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx) => {
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be 1/true or 0/false' });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: 'must start with postgres:// or postgresql://',
    }),
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
      message: 'must be an absolute http(s) URL such as https://journals.example.org',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: bool.default(true),
  CLIENT_DIR: z.string().trim().optional(),
});

/** The repository root (config.ts lives in src/server). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (embedded database, stored files). */
  dataDir: string;
  /** PostgreSQL connection string; undefined → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Origin every absolute link is built from, without trailing slash. */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Import the demo articles on first start with an empty catalogue. */
  demo: boolean;
  /** Directory of the built client (index.html, assets/); default dist/client. */
  clientDir: string;
}

/** Thrown by loadConfig when the environment is invalid; `message` is readable as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses configuration from an environment object (default: process.env).
 * @throws ConfigError listing every invalid variable and why.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    demo: e.DEMO,
    clientDir: path.resolve(e.CLIENT_DIR || path.join(REPO_ROOT, 'dist/client')),
  };
}
