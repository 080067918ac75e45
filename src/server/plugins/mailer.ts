/**
 * Mailer plugin (issue 5, "Mail"): decorates `app.mailer` and runs the outbox delivery loop
 * while the server listens.
 *
 * - `app.mailer.enqueue(tx, message)` writes a mail in the caller's transaction.
 * - `app.mailer.runOnce()` runs one delivery pass now (tests; the loop does it every 2 s).
 * - Transport: SMTP when `config.smtpUrl` is set, else the log (status 'logged').
 * - The loop starts on `onListen`, not `onReady`: an app exercised with `app.inject` (the
 *   tests) never delivers behind a test's back; such tests call `runOnce()`. It stops in an
 *   `onClose` hook registered after the database's, so it runs first: the pass in flight
 *   finishes while the database is still open.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLogTransport,
  createSmtpTransport,
  enqueueMail,
  startMailDelivery,
  type DbOrTx,
  type MailMessage,
  type MailTransport,
} from '../lib/mailer';

/** What features call: `app.mailer`. */
export interface Mailer {
  /**
   * Puts a mail in the outbox within `tx`, the transaction writing the record that causes
   * it (no mail if it rolls back). @returns the outbox id. @throws MailMessageError
   */
  enqueue(tx: DbOrTx, message: MailMessage): Promise<{ id: number }>;
  /** Delivers due mail now; resolves with the number delivered ('sent' or 'logged'). */
  runOnce(): Promise<number>;
  /**
   * Adds work run at the start of every delivery pass, before mail is claimed: a feature's
   * deferred requests that may enqueue mail (issue 12: password-reset requests). Run in the
   * order added; errors fail that pass only.
   */
  beforeDelivery(task: () => Promise<void>): void;
}

export interface MailerPluginOptions {
  /** Run the delivery loop while the server listens (default true). */
  delivery?: boolean;
  /** Pause between delivery passes, in ms (default 2000). */
  intervalMs?: number;
  /** Transport override; default SMTP (config.smtpUrl) or the log. */
  transport?: MailTransport;
}

async function mailerPlugin(app: FastifyInstance, opts: MailerPluginOptions) {
  const log = app.log.child({ component: 'mailer' });
  const { smtpUrl, mailFrom } = app.config;
  const transport =
    opts.transport ?? (smtpUrl ? createSmtpTransport({ url: smtpUrl, from: mailFrom }) : createLogTransport(log));
  const tasks: (() => Promise<void>)[] = [];
  const prepare = async () => {
    for (const task of tasks) await task();
  };
  const delivery = startMailDelivery({
    db: app.db,
    transport,
    log,
    intervalMs: opts.intervalMs,
    autoStart: false,
    prepare,
  });

  const mailer: Mailer = {
    enqueue: (tx, message) => enqueueMail(tx, message),
    runOnce: () => delivery.runOnce(),
    beforeDelivery: (task) => {
      tasks.push(task);
    },
  };
  app.decorate('mailer', mailer);

  if (opts.delivery ?? true) {
    let started = false;
    app.addHook('onListen', async () => {
      if (started) return;
      started = true;
      delivery.start();
      log.info({ transport: transport.description }, 'mail delivery started');
    });
  }
  app.addHook('onClose', async () => {
    await delivery.stop();
    transport.close();
  });
}

export default fp(mailerPlugin, { name: 'mailer' });
