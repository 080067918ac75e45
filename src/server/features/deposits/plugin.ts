/**
 * The deposits plugin (decisions 0027 and 0052): decorates `app.doiRegistration`,
 * what publishing calls in its transaction (a DOI when DOI_PREFIX is set; a queued Crossref
 * deposit and its `deposit.send` job when CROSSREF_* are set too), registers the
 * `deposit.send` job (delivery.ts) on the job runner, `app.jobs` (plugins/jobs.ts, decision
 * 0043), and decorates `app.deposits`: `runOnce()` runs one pass of deposit jobs now (tests;
 * the runner runs while the server listens, never behind an `app.inject` test's back). Without
 * CROSSREF_* nothing is queued and no deposit job is run.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { crossrefSender, type DepositSender } from './crossref-client';
import { depositJob } from './delivery';
import { assignDoi } from './doi';
import type { DoiRegistration } from './ports';
import { DEPOSIT_JOB, enqueueDeposit } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** DOIs and Crossref deposits for publishing (features/deposits). */
    doiRegistration: DoiRegistration;
    /** Crossref deposit jobs: `runOnce()` runs due `deposit.send` jobs now; resolves with the number done (tests). */
    deposits: { runOnce(): Promise<number> };
  }
}

export type { DoiRegistration } from './ports';

export interface DepositsPluginOptions {
  /** Sender override (default: Crossref's endpoint from config.crossref). */
  send?: DepositSender;
}

async function depositsPlugin(app: FastifyInstance, opts: DepositsPluginOptions) {
  const { doiPrefix, crossref } = app.config;
  const log = app.log.child({ component: 'deposits' });
  const send = opts.send ?? (crossref ? crossrefSender(crossref) : undefined);
  if (send) {
    const job = depositJob({
      db: app.db,
      storage: app.storage,
      send,
      publicUrl: app.config.publicUrl,
      depositor: app.config.depositor,
      log,
    });
    app.jobs.register(DEPOSIT_JOB, job.handler, job.options);
    app.addHook('onListen', async () => {
      log.info({ depositUrl: crossref?.depositUrl }, 'Crossref deposits are queued as deposit.send jobs');
    });
  }

  app.decorate('doiRegistration', {
    assignDoi: (tx, journal, year) => assignDoi(tx, doiPrefix, journal, year),
    async articlePublished(tx, article) {
      if (send && article.doi) await enqueueDeposit(tx, article.id, article.doi);
    },
    redeposit: send ? (tx, article) => enqueueDeposit(tx, article.id, article.doi).then(() => undefined) : null,
  } satisfies DoiRegistration);
  // Deposit jobs done in the pass: each sent its deposit.
  app.decorate('deposits', { runOnce: () => (send ? app.jobs.runOnce([DEPOSIT_JOB]) : Promise.resolve(0)) });
}

export default fp(depositsPlugin, { name: 'deposits', dependencies: ['jobs'] });
