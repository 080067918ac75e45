/**
 * The deposits plugin (issue 17): decorates `app.doiRegistration`, what publishing calls in
 * its transaction (a DOI when DOI_PREFIX is set; a queued Crossref deposit when CROSSREF_* are
 * set too), and `app.deposits`, the deposit loop's controls. Like the mailer, the loop starts
 * on `onListen` (apps used through `app.inject` never send behind a test's back; tests call
 * `app.deposits.runOnce()`) and stops on close, before the database closes. Without
 * CROSSREF_* nothing is queued and no loop runs.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../lib/mailer';
import { crossrefSender, type DepositSender } from './crossref-client';
import { createDepositDelivery, type DepositDelivery } from './delivery';
import { assignDoi, type DoiJournal } from './doi';
import { enqueueDeposit } from './queue';

/** What publishing (features/submissions) calls, within its transaction. */
export interface DoiRegistration {
  /**
   * The DOI of an article of `journal` published in `year`, or null without DOI_PREFIX
   * (see doi.ts `assignDoi`).
   */
  assignDoi(tx: DbOrTx, journal: DoiJournal, year: number): Promise<string | null>;
  /**
   * Queues the Crossref deposit of a just-published article when deposits are configured
   * and it has a DOI; otherwise does nothing.
   */
  articlePublished(tx: DbOrTx, article: { id: number; doi: string | null }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** DOIs and Crossref deposits for publishing (features/deposits). */
    doiRegistration: DoiRegistration;
    /** The Crossref deposit loop: `runOnce()` sends due deposits now (tests). */
    deposits: Pick<DepositDelivery, 'runOnce'>;
  }
}

export interface DepositsPluginOptions {
  /** Run the deposit loop while the server listens (default true). */
  delivery?: boolean;
  /** Sender override (default: Crossref's endpoint from config.crossref). */
  send?: DepositSender;
}

async function depositsPlugin(app: FastifyInstance, opts: DepositsPluginOptions) {
  const { doiPrefix, crossref } = app.config;
  const log = app.log.child({ component: 'deposits' });
  const send = opts.send ?? (crossref ? crossrefSender(crossref) : undefined);
  const delivery = send
    ? createDepositDelivery({
        db: app.db,
        storage: app.storage,
        send,
        publicUrl: app.config.publicUrl,
        depositor: app.config.depositor,
        log,
      })
    : undefined;

  app.decorate('doiRegistration', {
    assignDoi: (tx, journal, year) => assignDoi(tx, doiPrefix, journal, year),
    async articlePublished(tx, article) {
      if (delivery && article.doi) await enqueueDeposit(tx, article.id, article.doi);
    },
  } satisfies DoiRegistration);
  app.decorate('deposits', { runOnce: () => (delivery ? delivery.runOnce() : Promise.resolve(0)) });

  if (delivery && (opts.delivery ?? true)) {
    let started = false;
    app.addHook('onListen', async () => {
      if (started) return;
      started = true;
      delivery.start();
      log.info({ depositUrl: crossref?.depositUrl }, 'Crossref deposits started');
    });
  }
  app.addHook('onClose', async () => {
    await delivery?.stop();
  });
}

export default fp(depositsPlugin, { name: 'deposits' });
