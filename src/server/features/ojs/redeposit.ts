/**
 * After an OJS import, the Crossref redeposit of the imported DOIs with their Genesis URLs
 * (docs/decisions/0096-ojs-users-and-redeposit.md): the articles the import created that carry a
 * DOI get a deposit queued (features/deposits' deposit row and `deposit.send` job, whose XML
 * names the article's Genesis page), in the import's own transaction, so the deposits exist if
 * and only if the articles do. Nothing is queued when deposits are not configured.
 */
import type { DbOrTx } from '../../db/client';
import type { RedepositQueue } from '../deposits';
import type { OjsImportReport } from './import-native';

/**
 * The import's `beforeCommit` hook that queues a redeposit for each created article with a DOI
 * through `queue` (null: deposits not configured, nothing queued). It sets
 * `report.redepositsQueued` to the number queued.
 */
export function redepositImportedDois(
  queue: RedepositQueue | null,
): (tx: DbOrTx, report: OjsImportReport) => Promise<void> {
  return async (tx, report) => {
    let queued = 0;
    if (queue)
      for (const article of report.createdArticles) {
        if (!article.doi) continue;
        await queue(tx, { id: article.id, doi: article.doi });
        queued += 1;
      }
    report.redepositsQueued = queued;
  };
}
