/**
 * The admin's deposit write (decision 0027): `POST /api/admin/deposits/articles/{id}/redeposit`
 * queues a new Crossref deposit of the article; throws ApiError 409 when deposits are not
 * configured or the article has no DOI, 404 for an unknown article. Called through the endpoint
 * table, its answer parsed (shared/api/endpoints/deposits.ts, decision 0064).
 */
import type { DepositItem } from '../../../../shared/api/deposits';
import * as deposits from '../../../../shared/api/endpoints/deposits';
import { call } from '../../../lib/call';

/** Queues a redeposit of article `articleId`; resolves with the new deposit. */
export function redeposit(articleId: number): Promise<DepositItem> {
  return call(deposits.redeposit, { params: { id: articleId } });
}
