/**
 * The Crossref redeposit queue outside the server (the `import:ojs` command, decision 0096): the
 * same deposit row and `deposit.send` job as publishing (decisions 0027 and 0052), which the
 * server's job runner sends with the article's Genesis URL.
 */
import { enqueueDeposit } from './queue';
import type { RedepositQueue } from './ports';

/**
 * The queue of redeposits when Crossref deposits are configured (`configured`: CROSSREF_* set,
 * `config.crossref`), else null (nothing is queued).
 */
export function redepositQueue(configured: boolean): RedepositQueue | null {
  if (!configured) return null;
  return async (tx, article) => {
    await enqueueDeposit(tx, article.id, article.doi);
  };
}
