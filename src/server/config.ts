/**
 * Server configuration from the environment, parsed once at boot with zod.
 * A bad value stops the process with a readable message naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { coversEveryAddress, parseIpRange, type IpRange } from './lib/ip-ranges';
import { REPO_ROOT } from './paths';
import type { S3Settings } from './lib/s3-storage';
import { email as emailRule, password as passwordRule } from '../shared/validation/fields';

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

/** One bare mail address, no spaces, commas or angle brackets (localhost domains allowed). */
const ADDRESS = /^[^\s@<>",;]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
/** `address` or `Display Name <address>`, on one line. */
const MAIL_FROM =
  /^(?:[^\r\n<>"]+ )?<[^\s@<>",;]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?>$|^[^\s@<>",;]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The host name of an origin (no port), for the default mail addresses; 'localhost' if unparsable. */
function hostnameOf(origin: string): string {
  try {
    return new URL(origin).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * `admin@{host}` when that is an address the sign-in form accepts, else
 * `admin@genesis.localhost` (a reserved name: nothing is ever delivered there by accident).
 */
function defaultAdminEmail(host: string): string {
  const candidate = `admin@${host}`;
  return emailRule.safeParse(candidate).success ? candidate : 'admin@genesis.localhost';
}

/** Why TRUST_PROXY=true (or ranges covering every address) is refused, and what to set instead. */
export const TRUST_PROXY_TRUE_REFUSED =
  'must not trust every proxy (true, 0.0.0.0/0, ::/0, or ranges that together cover every IPv4 or every IPv6 address): any client could then choose its own address with X-Forwarded-For and escape the rate limits. ' +
  'Set a hop count such as 1 (the proxies in front of Genesis), or the proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * TRUST_PROXY: unset, '', 'false' or '0' → undefined (off: the client address is the socket's);
 * a whole number ≥ 1 → trust that many hops; otherwise a comma list of proxy addresses or CIDR
 * ranges (e.g. '10.0.0.0/8,127.0.0.1'). 'true', and any list whose ranges together cover every
 * IPv4 or every IPv6 address (counting IPv4-mapped IPv6 ranges as IPv4, lib/ip-ranges.ts), are
 * refused: they would believe any client's X-Forwarded-For (docs/decisions/0039-deployment-operations.md).
 * An entry that is not an address or CIDR range is refused too.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxy | undefined {
  if (value === undefined) return undefined;
  const v = value.toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'off' || v === 'no') return undefined;
  if (/^[0-9]+$/.test(v)) return Number.parseInt(v, 10);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (v === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
    return z.NEVER;
  }
  const ranges = list.map(parseIpRange);
  if (list.length === 0 || ranges.some((r) => r === undefined)) {
    ctx.addIssue({ code: 'custom', message: 'must be a hop count, or a comma list of proxy addresses/CIDRs' });
    return z.NEVER;
  }
  const covered = coversEveryAddress(ranges as IpRange[]);
  if (covered.ipv4 || covered.ipv6) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
    return z.NEVER;
  }
  return list;
}

/** A DOI prefix (ANSI/NISO Z39.84, DOI Handbook §2.2.2): directory indicator `10`, a dot, then digits and dots. */
const DOI_PREFIX = /^10\.[0-9]+(?:\.[0-9]+)*$/;

/** An S3 bucket name (AWS "Bucket naming rules"; R2, B2 and MinIO accept the same). */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** An optional one-line text: unset or blank → undefined. */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || !/[\r\n]/.test(v), { message: 'must be one line' });

/** A duration in ms: a whole number from `min` to one hour. */
const millis = (min: number) => z.coerce.number().int().min(min).max(3_600_000);

/** An optional value: unset or blank → undefined. */
const unsetIfBlank = (v: string | undefined) => (v ? v : undefined);

/** One environment variable: its name and its rule, whose output type is the setting's type. */
const env = <R extends z.ZodType>(name: string, rule: R) => ({ name, rule });

/**
 * Every setting, written once: the key it has in {@link Config}, the environment variable it is
 * read from and its rule (type, default, the message a bad value gets). Settings that are
 * grouped or whose default depends on another (`metrics`, `crossref`, `depositor`, `s3`,
 * `publicUrl`, the mail addresses) are put together by {@link loadConfig}; the others reach
 * `Config` as they are. Order = the order in which invalid variables are listed.
 */
const SETTINGS = {
  /**
   * Redis (REDIS_URL): when set, the rate limits are counted there (shared by every app server)
   * and catalogue changes reach every server's public cache through its pub/sub; undefined → in
   * process, and PostgreSQL LISTEN/NOTIFY (docs/decisions/0040-redis.md).
   */
  redisUrl: env(
    'REDIS_URL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || /^rediss?:\/\/[^\s]*$/.test(v), {
        message: 'must start with redis:// or rediss:// (e.g. redis://127.0.0.1:6379/0)',
      }),
  ),
  /**
   * Prometheus metrics (docs/decisions/0039-deployment-operations.md): served on their own
   * listener at METRICS_HOST:METRICS_PORT, or at `/metrics` on the main port to a bearer of
   * METRICS_TOKEN; neither set → not exposed at all. Grouped as `config.metrics`.
   */
  metricsPort: env(
    'METRICS_PORT',
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
  ),
  metricsHost: env('METRICS_HOST', z.string().trim().min(1).default('127.0.0.1')),
  metricsToken: env(
    'METRICS_TOKEN',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || v.length >= 16, {
        message: 'must be at least 16 characters (a random secret, e.g. `openssl rand -hex 32`)',
      }),
  ),
  /**
   * TEST_CLOCK=1: the end-to-end tests may move the reminders' clock forward
   * (POST /api/test/reminders, features/invitations/test-clock-routes.ts). Refused with
   * NODE_ENV=production; false everywhere else unless set.
   */
  testClock: env('TEST_CLOCK', bool.default(false)),
  /** NODE_ENV, read only to refuse TEST_CLOCK in production (not part of `Config`). */
  nodeEnv: env('NODE_ENV', z.string().trim().optional()),
  port: env('PORT', z.coerce.number().int().min(0).max(65535).default(3000)),
  host: env('HOST', z.string().trim().min(1).default('127.0.0.1')),
  /** Absolute path of the data directory (embedded database, stored files). */
  dataDir: env(
    'DATA_DIR',
    z
      .string()
      .trim()
      .min(1)
      .default('./data')
      .transform((v) => path.resolve(v)),
  ),
  /** PostgreSQL connection string; undefined → embedded PGlite under dataDir. */
  databaseUrl: env(
    'DATABASE_URL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: 'must start with postgres:// or postgresql://',
      }),
  ),
  /** PUBLIC_URL as set; `Config.publicUrl` is it without trailing slash, default `http://localhost:{PORT}`. */
  publicUrlSetting: env(
    'PUBLIC_URL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
        message: 'must be an absolute http(s) URL such as https://journals.example.org',
      }),
  ),
  /**
   * Longest a database query may run (PostgreSQL statement_timeout) or wait for the embedded
   * database (PGlite watchdog), in ms (default 15,000). Past it the request answers 503.
   */
  dbStatementTimeoutMs: env('DB_STATEMENT_TIMEOUT_MS', millis(100).default(15_000)),
  /**
   * Longest time to receive a whole request, headers and body, in ms (default 300,000: a 30 MB
   * upload at 1 Mbit/s fits). Past it Node answers 408 and closes.
   */
  requestTimeoutMs: env('REQUEST_TIMEOUT_MS', millis(100).default(300_000)),
  /**
   * Longest silence on a connection while a request is received or answered, in ms (default
   * 30,000): a body that stalls this long is cut and the connection closed; an upload cut so
   * keeps no file.
   */
  idleTimeoutMs: env('IDLE_TIMEOUT_MS', millis(100).default(30_000)),
  logLevel: env('LOG_LEVEL', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** Import the demo articles on first start with an empty catalogue. */
  demo: env('DEMO', bool.default(true)),
  /** Directory of the built client (index.html, assets/); default dist/client. */
  clientDir: env(
    'CLIENT_DIR',
    z
      .string()
      .trim()
      .optional()
      .transform((v) => path.resolve(v || path.join(REPO_ROOT, 'dist/client'))),
  ),
  /**
   * SMTP server mail is sent through (smtp:// or smtps://, credentials in the URL); undefined →
   * mail stays in the outbox and is written to the log. Secret: never log it unredacted.
   */
  smtpUrl: env(
    'SMTP_URL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || isSmtpUrl(v), {
        message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.org:465',
      }),
  ),
  /** MAIL_FROM as set; `Config.mailFrom` defaults to `Genesis <no-reply@{PUBLIC_URL host}>`. */
  mailFromSetting: env(
    'MAIL_FROM',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || MAIL_FROM.test(v), {
        message: 'must be an address, or a name and an address such as Genesis <no-reply@example.org>',
      }),
  ),
  /** EDITORIAL_EMAIL as set; `Config.editorialEmail` defaults to `editorial@{PUBLIC_URL host}`. */
  editorialEmailSetting: env(
    'EDITORIAL_EMAIL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || ADDRESS.test(v), { message: 'must be one email address' }),
  ),
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY); undefined → off, and rate limits
   * key on the socket address.
   */
  trustProxy: env(
    'TRUST_PROXY',
    z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => parseTrustProxy(v, ctx)),
  ),
  /**
   * ADMIN_EMAIL as set. `Config.adminEmail` defaults to `admin@{PUBLIC_URL host}`, or
   * `admin@genesis.localhost` when the host has no dotted name: where /portal/forgot-password
   * sends its reset link (seed 001 §2), and the account made on first start when
   * ADMIN_PASSWORD is set and no admin exists.
   */
  adminEmailSetting: env(
    'ADMIN_EMAIL',
    z
      .string()
      .trim()
      .toLowerCase()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || emailRule.safeParse(v).success, {
        message: 'must be an email address that can sign in (e.g. admin@journals.example.org)',
      }),
  ),
  /**
   * DOI_PREFIX (e.g. `10.55555`): articles published through the workflow get the DOI
   * `{prefix}/{journal abbreviation}.{year}.{sequence}` (lower case); undefined → no DOI is
   * assigned (docs/decisions/0027-dois-and-deposits.md).
   */
  doiPrefix: env(
    'DOI_PREFIX',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || DOI_PREFIX.test(v), {
        message: 'must be a DOI prefix: 10. followed by digits and dots, such as 10.55555',
      }),
  ),
  /**
   * Crossref deposit (docs/decisions/0027-dois-and-deposits.md): the account and endpoint
   * deposits are sent to, grouped as `config.crossref` when all three are set; none → nothing is
   * sent (the admin can still download the deposit XML). The password is a secret: never log it.
   */
  crossrefUser: env('CROSSREF_USER', optionalText),
  crossrefPassword: env('CROSSREF_PASSWORD', z.string().optional().transform(unsetIfBlank)),
  crossrefDepositUrl: env(
    'CROSSREF_DEPOSIT_URL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), {
        message: 'must be an absolute http(s) URL such as https://doi.crossref.org/servlet/deposit',
      }),
  ),
  /**
   * Who a deposit names, grouped as `config.depositor`: the depositor's name (default
   * `Genesis`) and address (default the editorial address, where Crossref mails its submission
   * log), and the registrant, the publisher (default the depositor name). The registrant is
   * also the publisher of the DOAJ export.
   */
  depositorName: env('CROSSREF_DEPOSITOR_NAME', optionalText),
  depositorEmail: env(
    'CROSSREF_DEPOSITOR_EMAIL',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || ADDRESS.test(v), { message: 'must be one email address' }),
  ),
  registrant: env('CROSSREF_REGISTRANT', optionalText),
  /**
   * S3 file storage (docs/decisions/0038-storage-interface.md), grouped as `config.s3` when
   * S3_BUCKET is set (S3_REGION then required; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY both or
   * neither, neither → the SDK's default credentials); unset → files on disk under
   * DATA_DIR/files. The secret access key is a secret: never log it.
   */
  s3Bucket: env(
    'S3_BUCKET',
    z
      .string()
      .trim()
      .optional()
      .transform(unsetIfBlank)
      .refine((v) => v === undefined || S3_BUCKET.test(v), {
        message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      }),
  ),
  s3Region: env('S3_REGION', optionalText),
  s3Endpoint: env(
    'S3_ENDPOINT',
    z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.replace(/\/+$/, '') : undefined))
      .refine((v) => v === undefined || /^https?:\/\/[^\s/]+$/.test(v), {
        message: 'must be the http(s) URL of an S3 service, such as https://s3.example.org:9000 (no path)',
      }),
  ),
  s3AccessKeyId: env('S3_ACCESS_KEY_ID', optionalText),
  s3SecretAccessKey: env('S3_SECRET_ACCESS_KEY', z.string().optional().transform(unsetIfBlank)),
  s3ForcePathStyle: env('S3_FORCE_PATH_STYLE', bool.default(false)),
  /**
   * COUNTER API keys (COUNTER_API_KEYS, docs/decisions/0085-counter-r5-usage.md): a comma list of
   * keys; when set, the COUNTER API's member list and reports answer only a request whose `api_key`
   * is one of them (Exception 2020 otherwise). Unset or blank → open without a key, as an
   * open-access publisher's usage is. Each key 16–200 characters of letters, digits, `-` and `_`.
   */
  counterApiKeys: env(
    'COUNTER_API_KEYS',
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every((k) => /^[A-Za-z0-9_-]{16,200}$/.test(k)), {
        message: 'must be a comma list of keys of 16–200 letters, digits, - or _ (e.g. openssl rand -hex 24)',
      }),
  ),
  /** ADMIN_PASSWORD (meets the shared password rule). Secret: never log it. */
  adminPassword: env(
    'ADMIN_PASSWORD',
    z
      .string()
      .optional()
      .transform(unsetIfBlank)
      .superRefine((v, ctx) => {
        if (v === undefined) return;
        const checked = passwordRule.safeParse(v);
        if (!checked.success)
          ctx.addIssue({
            code: 'custom',
            message: `does not meet the password rule: ${checked.error.issues[0].message}`,
          });
      }),
  ),
};

/** The settings as parsed, one key per entry of {@link SETTINGS}. */
type Settings = { [K in keyof typeof SETTINGS]: z.output<(typeof SETTINGS)[K]['rule']> };

/**
 * Parses every setting from `source`.
 * @throws ConfigError listing every invalid variable and why, in the order of SETTINGS
 */
function parseSettings(source: NodeJS.ProcessEnv): Settings {
  const parsed: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, { name, rule }] of Object.entries(SETTINGS)) {
    const result = rule.safeParse(source[name]);
    if (result.success) parsed[key] = result.data;
    else problems.push(...result.error.issues.map((i) => `  ${name}: ${i.message}`));
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return parsed as Settings;
}

/** Fastify's `trustProxy`: a hop count, or a list of proxy addresses/CIDRs (never "every proxy"). */
export type TrustProxy = number | string[];

/** Thrown by loadConfig when the environment is invalid; `message` is readable as is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The server's configuration: what {@link loadConfig} returns (each field documented in SETTINGS). */
export type Config = ReturnType<typeof loadConfig>;

/**
 * Parses configuration from an environment object (default: process.env): each setting of
 * SETTINGS, then the groups and the defaults that depend on other settings.
 * @throws ConfigError listing every invalid variable and why.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const {
    metricsPort,
    metricsHost,
    metricsToken,
    nodeEnv,
    publicUrlSetting,
    mailFromSetting,
    editorialEmailSetting,
    adminEmailSetting,
    crossrefUser,
    crossrefPassword,
    crossrefDepositUrl,
    depositorName,
    depositorEmail,
    registrant,
    s3Bucket,
    s3Region,
    s3Endpoint,
    s3AccessKeyId,
    s3SecretAccessKey,
    s3ForcePathStyle,
    ...plain
  } = parseSettings(source);
  const crossrefSet = [crossrefUser, crossrefPassword, crossrefDepositUrl].filter(Boolean).length;
  if (crossrefSet > 0 && crossrefSet < 3)
    throw new ConfigError(
      'Invalid configuration:\n  CROSSREF_USER, CROSSREF_PASSWORD, CROSSREF_DEPOSIT_URL: set all three to send Crossref deposits, or none',
    );
  const s3 = s3Settings({
    bucket: s3Bucket,
    region: s3Region,
    endpoint: s3Endpoint,
    accessKeyId: s3AccessKeyId,
    secretAccessKey: s3SecretAccessKey,
    forcePathStyle: s3ForcePathStyle,
  });
  if (plain.testClock && nodeEnv === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CLOCK: only for end-to-end tests; never set it with NODE_ENV=production',
    );
  /** Origin every absolute link is built from, without trailing slash. */
  const publicUrl = (publicUrlSetting ?? `http://localhost:${plain.port}`).replace(/\/+$/, '');
  const mailHost = hostnameOf(publicUrl);
  const editorialEmail = editorialEmailSetting ?? `editorial@${mailHost}`;
  return {
    ...plain,
    publicUrl,
    metrics: { port: metricsPort, host: metricsHost, token: metricsToken },
    mailFrom: mailFromSetting ?? `Genesis <no-reply@${mailHost}>`,
    editorialEmail,
    adminEmail: adminEmailSetting ?? defaultAdminEmail(mailHost),
    crossref:
      crossrefUser && crossrefPassword && crossrefDepositUrl
        ? { user: crossrefUser, password: crossrefPassword, depositUrl: crossrefDepositUrl }
        : undefined,
    depositor: {
      name: depositorName ?? 'Genesis',
      email: depositorEmail ?? editorialEmail,
      registrant: registrant ?? depositorName ?? 'Genesis',
    },
    s3,
  };
}

/**
 * The S3 storage settings, or undefined when no S3_* variable is set.
 * @throws ConfigError on a partial S3 configuration, naming what is missing
 */
function s3Settings(e: {
  bucket: string | undefined;
  region: string | undefined;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}): S3Settings | undefined {
  const problems: string[] = [];
  if (!e.bucket) {
    const set = [
      ['S3_REGION', e.region],
      ['S3_ENDPOINT', e.endpoint],
      ['S3_ACCESS_KEY_ID', e.accessKeyId],
      ['S3_SECRET_ACCESS_KEY', e.secretAccessKey],
    ]
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k as string);
    if (e.forcePathStyle) set.push('S3_FORCE_PATH_STYLE');
    if (set.length === 0) return undefined;
    problems.push(
      `S3_BUCKET: required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set (files go to S3 only with a bucket)`,
    );
  }
  if (e.bucket && !e.region)
    problems.push('S3_REGION: required with S3_BUCKET (e.g. us-east-1; auto for Cloudflare R2)');
  if (Boolean(e.accessKeyId) !== Boolean(e.secretAccessKey))
    problems.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credentials (environment, instance role)',
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    bucket: e.bucket!,
    region: e.region!,
    endpoint: e.endpoint,
    forcePathStyle: e.forcePathStyle,
    credentials:
      e.accessKeyId && e.secretAccessKey
        ? { accessKeyId: e.accessKeyId, secretAccessKey: e.secretAccessKey }
        : undefined,
  };
}
