/**
 * The parts of the composition (src/server/deps.ts, decision 0068) whose types this feature
 * declares: what publishing calls for DOIs and Crossref deposits (decisions 0027 and 0052),
 * built by this feature's plugin. Like every `ports.ts`, this file imports no use case, so that
 * `Deps` can name these types without an import cycle.
 */
import type { DbOrTx } from '../../db/client';
import type { DoiJournal } from './doi';

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
  /**
   * Queues a Crossref redeposit of an article whose DOI now resolves to a Genesis page (an
   * article brought in from OJS, decision 0096): the existing deposit and its `deposit.send` job,
   * within `tx`. Null when deposits are not configured (nothing is queued then).
   */
  redeposit: RedepositQueue | null;
}

/** Queues the deposit of `article`'s DOI (see {@link DoiRegistration.redeposit}). */
export type RedepositQueue = (tx: DbOrTx, article: { id: number; doi: string }) => Promise<void>;
