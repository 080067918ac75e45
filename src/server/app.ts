/**
 * buildApp(options) → the Fastify instance with every plugin and route registered, ready to
 * listen or to be exercised with `app.inject` in tests. The database is opened by the caller
 * (main.ts, or a test that clones a migrated template) and closed with the app.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance } from './app-types';
import type { Config } from './config';
import type { Database } from './db/client';
import { depsOf } from './deps';
import { AccessTokens, appSecret, DEVICE_KEY_NAME, REFRESH_KEY_NAME } from './features/accounts';
import { accountRoutes } from './features/accounts/http';
import { adminRoutes } from './features/admin/http';
import { clearSearchCache } from './features/articles';
import { articleRoutes } from './features/articles/http';
import { ojsRoutes } from './features/ojs/http';
import { assetRoutes } from './features/assets/http';
import { depositRoutes, depositsPlugin } from './features/deposits/http';
import { orcidCreditOptions, orcidCreditPlugin, orcidCreditRoutes } from './features/orcid/http';
import { discoveryRoutes } from './features/discovery/http';
import { discussionRoutes } from './features/discussions/http';
import { fileRoutes } from './features/files/http';
import { fullTextRoutes } from './features/full-text/http';
import { healthRoutes, readyRoutes } from './features/health/http';
import { intakeRoutes } from './features/intake/http';
import { closeOpenInvitations, invitationsOf, scheduleReminders } from './features/invitations';
import { invitationRoutes, testClockRoutes } from './features/invitations/http';
import { assertJournalScoped } from './features/journals';
import { journalRoutes } from './features/journals/http';
import { applyStoredTemplate } from './features/mail-templates';
import { mailTemplateRoutes } from './features/mail-templates/http';
import { reportRoutes } from './features/reports/http';
import { ssoRoutes } from './features/sso/http';
import { rorRoutes } from './features/ror/http';
import { oaiRoutes } from './features/oai/http';
import { ojsExportRoutes, ojsUploadRoutes } from './features/ojs/http';
import { productionRoutes } from './features/production/http';
import { onCatalogueChange, publicCacheCounts } from './features/public-cache';
import { publicCachePlugin } from './features/public-cache/http';
import { attachmentReaderOf, reviewOfInvitation, reviewsOf } from './features/reviews';
import { reviewRoutes } from './features/reviews/http';
import { loadPageRenderer, renderPage, type PageRenderer } from './features/seo';
import { submissionRoutes } from './features/submissions/http';
import { usagePlugin, usageTestClockRoutes } from './features/usage/http';
import { userRoutes } from './features/users/http';
import { MULTIPART_LIMITS } from './lib/multipart-upload';
import { FileStore } from './lib/file-store';
import { errSerializer } from './lib/log-error';
import { redisChanges } from './lib/redis-changes';
import { redactUrl } from './lib/redact';
import { createStorage } from './lib/create-storage';
import type { Storage } from './lib/storage';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import mailerPlugin from './plugins/mailer';
import metricsPlugin from './plugins/metrics';
import redisPlugin from './plugins/redis';
import requestIdPlugin, { requestIdGenerator, requestIdLogMixin, requestLoggerFactory } from './plugins/request-id';
import securityPlugin from './plugins/security';
import shutdownPlugin from './plugins/shutdown';
import spaPlugin, { MAX_PARAM_LENGTH } from './plugins/spa';
import storageSweepPlugin from './plugins/storage-sweep';
import timeoutsPlugin from './plugins/timeouts';
import urlGuardPlugin, { routerErrorAnswer } from './plugins/url-guard';

/** Largest JSON or form body accepted, in bytes (file uploads have their own limits). */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Fastify logger option; default: pino at config.logLevel (with the redactions below). */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (default stdout); tests read what would be logged. */
  logStream?: { write(line: string): void };
  /**
   * File storage; default `createStorage(config)`: S3 when configured, else the disk under
   * `config.dataDir/files` (tests inject failing ones).
   */
  storage?: Storage;
  /** Built client directory; default config.clientDir. */
  clientDir?: string;
  /**
   * The server render of public pages; null renders heads only. Default: the SSR build
   * beside the client build (`{clientDir}-ssr/entry-server.js`), when there is one.
   */
  pageRenderer?: PageRenderer | null;
  /**
   * Byte budget of the public-read cache (default 64 MiB; 0 turns it off). Catalogue changes
   * are heard either way (docs/decisions/0020-public-read-cache.md).
   */
  publicCacheBytes?: number;
  /**
   * Run the mail delivery loop while the server listens (default true). It starts on
   * `listen`, so apps used through `app.inject` never run it; they deliver with
   * `app.mailer.runOnce()`. false: mail is only enqueued (another process delivers it).
   * It is the job runner's switch (decision 0043): Crossref deposit jobs follow it too
   * (`app.deposits.runOnce()` in tests).
   */
  mailDelivery?: boolean;
}

/** Builds the application. Closing it closes the database too. */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Lines written through the app's logger during a request carry its id too (plugins/request-id.ts).
      mixin: requestIdLogMixin,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // SQL parameters (a new account's password hash…) never reach the log.
        err: errSerializer,
        req: (req: { method: string; url: string; id: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
      },
    },
    // The request logger as Fastify makes it, known to the log mixin (plugins/request-id.ts).
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Request-Id: believed only from a trusted proxy, else made here (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // Decision 0014: a whole request (headers and body) must arrive within requestTimeoutMs (Node
    // answers 408), and a connection silent for idleTimeoutMs is cut (plugins/timeouts.ts).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    // Links are built from PUBLIC_URL, never from request headers. Proxy trust only decides
    // `request.ip` (the rate limits' key), and only when TRUST_PROXY is configured.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : (config.trustProxy ?? false),
    // plugins/shutdown.ts answers requests arriving while closing, in the house error shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A path the router cannot percent-decode names nothing: 404, as plugins/url-guard.ts
    // answers a segment with NUL or invalid UTF-8 (Fastify's default is a 400).
    frameworkErrors: routerErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storage = options.storage ?? createStorage(config);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('files', new FileStore(database.db, storage));
  app.addHook('onClose', async () => {
    await database.close();
  });

  // First: the id header is set before any hook may answer (a cache hit, a 503 while closing).
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Before anything reads the URL (the public cache, the routes): NUL or invalid UTF-8 in a
  // path segment answers 404, in a query parameter 400 (decision 0014).
  await app.register(urlGuardPlugin);
  // The Redis client (REDIS_URL) before what counts or listens there; closed after them.
  await app.register(redisPlugin);
  await app.register(timeoutsPlugin);
  await app.register(shutdownPlugin);
  // The job runner (decision 0043), after the database's onClose hook: onClose hooks
  // run last-added first, so it stops (finishing its pass in flight) before the database closes.
  await app.register(jobsPlugin, { run: options.mailDelivery ?? true });
  // After the database's onClose hook: onClose hooks run last-added first, so the delivery
  // loop stops (finishing its pass in flight) before the database closes.
  // A mail built from an editable template is rendered with the stored text in force (decision 0053).
  await app.register(mailerPlugin, { delivery: options.mailDelivery ?? true, templates: applyStoredTemplate });
  // DOIs and Crossref deposits at publication (decision 0027); deposits are sent as jobs (decision 0052).
  await app.register(depositsPlugin);
  // Credit pushed to ORCID records at publication and on a completed review (decision 0088).
  await app.register(orcidCreditPlugin, orcidCreditOptions(app));
  // Crash leftovers in file storage, on start and daily: a periodic job on the runner.
  await app.register(storageSweepPlugin);
  await app.register(securityPlugin, { https: config.publicUrl.startsWith('https:') });
  // After the security headers (a hit is answered in onRequest, with them) and before
  // compression: the cache stores and sends its own gzip/Brotli bodies.
  await app.register(publicCachePlugin, {
    database,
    maxBytes: options.publicCacheBytes,
    // With Redis and PostgreSQL, catalogue changes travel on Redis pub/sub (decision 0040).
    changes:
      app.redis && config.redisUrl && database.kind === 'postgres'
        ? redisChanges(config.redisUrl, app.redis, app.log)
        : undefined,
  });
  // Request durations, pool, backlogs, cache hit ratio, upload bytes (METRICS_PORT / METRICS_TOKEN).
  await app.register(metricsPlugin, { cacheCounts: () => publicCacheCounts(app) });
  // The search answers' own cache follows the same catalogue version: a change made by another
  // server on the same PostgreSQL empties it here too (decision 0020).
  onCatalogueChange(app, clearSearchCache);
  // Signed-in POSTs with an Idempotency-Key run once (decision 0012): before compression, so
  // that its onSend hook keeps the answer as serialized, not as compressed.
  await app.register(idempotencyPlugin);
  // gzip/deflate only: on-the-fly brotli costs more CPU than it saves on these small bodies.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  // Counted in Redis when REDIS_URL is set, so every server shares each limit (decision 0040); a Redis
  // outage fails open (skipOnError): nobody is refused, and plugins/redis.ts logs a warning.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: 'genesis:rate-limit:', skipOnError: true } : {}),
  });
  // Reads the refresh cookie (features/accounts); no signing: the cookie holds a random token.
  await app.register(cookie);
  await app.register(authPlugin, { accessTokens: new AccessTokens(database.db, config.publicUrl) });
  // Streams only (`request.parts()`); the limits bound every multipart body (intake routes).
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Genesis API',
        description:
          'API of Genesis, the website and editorial system of an open-access academic publisher. Errors answer `{ code, message, errors? }`.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token from /api/login, /api/signup or /api/refresh.',
          },
        },
      },
    },
    // Multipart routes document their body as `multipartBody` (see features/intake/routes.ts).
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const { multipartBody, ...rest } = schema as { multipartBody?: unknown; [key: string]: unknown };
      return { schema: (multipartBody ? { ...rest, body: multipartBody } : rest) as typeof schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Before the routes it counts (article pages, the article API, PDF files): its hook must see them.
  await app.register(usagePlugin);
  // The one Deps the use cases are given (decision 0068), after the plugins whose decorators it
  // reads (mailer, deposits, auth) and before any route. Submissions build on nothing of peer
  // review and invitations on nothing of reviews: what they use of them is joined here, so the
  // feature indexes form no cycle (invitations and reviews import submissions).
  app.decorate(
    'deps',
    depsOf(app, {
      refreshKey: appSecret(database.db, REFRESH_KEY_NAME),
      deviceKey: appSecret(database.db, DEVICE_KEY_NAME),
      peerReview: { invitationsOf, reviewsOf, attachmentReaderOf, closeOpenInvitations },
      reviewOf: reviewOfInvitation,
    }),
  );
  // Every route naming a journal under /api/admin must carry the journal scope check (decision 0059).
  app.addHook('onRoute', assertJournalScoped);
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(journalRoutes);
  await app.register(articleRoutes);
  await app.register(fullTextRoutes);
  await app.register(assetRoutes);
  await app.register(oaiRoutes);
  await app.register(fileRoutes);
  // robots.txt, sitemaps, feeds, the JATS export (decision 0026): before the page route catches every GET.
  await app.register(discoveryRoutes);
  await app.register(intakeRoutes);
  await app.register(accountRoutes);
  await app.register(userRoutes);
  await app.register(submissionRoutes);
  // Production (proofs, metadata, JATS, publishing, issues) builds on submissions' index (decision 0065).
  await app.register(productionRoutes);
  await app.register(invitationRoutes);
  // Deadline reminders (decision 0045): a periodic job of the runner (decision 0043).
  scheduleReminders(app);
  if (config.testClock) {
    await app.register(testClockRoutes);
    await app.register(usageTestClockRoutes);
  }
  await app.register(reviewRoutes);
  await app.register(discussionRoutes);
  await app.register(adminRoutes);
  await app.register(mailTemplateRoutes);
  await app.register(ojsExportRoutes);
  await app.register(ojsUploadRoutes);
  await app.register(reportRoutes);
  await app.register(orcidCreditRoutes);
  await app.register(ssoRoutes);
  await app.register(rorRoutes);
  await app.register(depositRoutes);
  // Old OJS links of imported journals answer 301 (decision 0091); before the page route.
  await app.register(ojsRoutes);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const clientDir = options.clientDir ?? config.clientDir;
  // The server render of public pages (decision 0018): given by tests, else the SSR build beside the client's.
  const pageRenderer = options.pageRenderer === undefined ? await loadPageRenderer(clientDir) : options.pageRenderer;
  await app.register(spaPlugin, {
    clientDir,
    renderPage: (page, template) => renderPage({ ...app.deps, app, renderer: pageRenderer }, page, template),
  });
  return app;
}
