/**
 * Types shared by the app and its route modules: the Fastify instance with the zod type
 * provider, and the decorators the plugins add.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FileStore } from './lib/file-store';
import type { Storage } from './lib/storage';
import type { Mailer } from './plugins/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    files: FileStore;
    /** Mail outbox: `enqueue(tx, message)` in the causing transaction; `runOnce()` delivers now. */
    mailer: Mailer;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression<RawServerDefault>,
  RawReplyDefaultExpression<RawServerDefault>,
  FastifyBaseLogger,
  ZodTypeProvider
>;
