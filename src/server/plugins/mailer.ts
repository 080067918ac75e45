/**
 * Mailer plugin (decisions 0007 and 0043): decorates `app.mailer` and registers the `mail.deliver`
 * job (lib/mailer/delivery.ts) on the job runner, `app.jobs` (plugins/jobs.ts, decision 0043).
 *
 * - `app.mailer.enqueue(tx, message)` writes a mail in the caller's transaction; a mail built
 *   from an editable template is first rendered with the stored override (option `templates`).
 * - `app.mailer.runOnce()` runs one pass of mail jobs now (tests; the runner runs every second).
 * - Transport: SMTP when `config.smtpUrl` is set, else the log (status 'logged').
 * - The runner starts on `onListen`, not `onReady`: an app exercised with `app.inject` (the
 *   tests) never delivers behind a test's back; such tests call `runOnce()`. On close the
 *   runner is stopped (the pass in flight finishes) before the SMTP transport closes, and both
 *   before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLogTransport,
  createSmtpTransport,
  enqueueMail,
  MAIL_JOB,
  mailJob,
  type MailMessage,
  type MailTransport,
} from '../lib/mailer';
import type { DbOrTx } from '../db/client';

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
   * Adds work run at the start of every pass of the job runner, before mail is claimed: a feature's
   * deferred requests that may enqueue mail (decision 0013: password-reset requests). Run in the
   * order added; errors fail that pass only.
   */
  beforeDelivery(task: () => Promise<void>): void;
}

export interface MailerPluginOptions {
  /** Log that delivery runs when the server listens (default true; the runner is `app.jobs`'). */
  delivery?: boolean;
  /** Transport override; default SMTP (config.smtpUrl) or the log. */
  transport?: MailTransport;
  /**
   * Renders a mail built from a template (`message.template`) with the stored override that
   * applies, in `tx` (features/mail-templates, decision 0053); default: the mail as built.
   */
  templates?: (tx: DbOrTx, message: MailMessage) => Promise<MailMessage>;
}

async function mailerPlugin(app: FastifyInstance, opts: MailerPluginOptions) {
  const log = app.log.child({ component: 'mailer' });
  const { smtpUrl, mailFrom } = app.config;
  const transport =
    opts.transport ?? (smtpUrl ? createSmtpTransport({ url: smtpUrl, from: mailFrom }) : createLogTransport(log));
  const job = mailJob({ db: app.db, transport, log });
  app.jobs.register(MAIL_JOB, job.handler, job.options);

  const mailer: Mailer = {
    enqueue: async (tx, message) =>
      enqueueMail(tx, message.template && opts.templates ? await opts.templates(tx, message) : message),
    // Mail jobs done in the pass: each delivered its mail.
    runOnce: () => app.jobs.runOnce([MAIL_JOB]),
    beforeDelivery: (task) => app.jobs.beforePass(task),
  };
  app.decorate('mailer', mailer);

  if (opts.delivery ?? true) {
    app.addHook('onListen', async () => {
      log.info({ transport: transport.description }, 'mail delivery started');
    });
  }
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    transport.close();
  });
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['jobs'] });
