/**
 * The admin's deposit write (decision 0027): `POST /api/admin/deposits/articles/{id}/redeposit`
 * queues a new Crossref deposit of the article; throws ApiError 409 when deposits are not
 * configured or the article has no DOI, 404 for an unknown article.
 */
import { depositPaths, type DepositItem } from '../../../../shared/api/deposits';
import { apiFetch } from '../../../lib/api-client';

/** Queues a redeposit of article `articleId`; resolves with the new deposit. */
export async function redeposit(articleId: number): Promise<DepositItem> {
  const response = await apiFetch(depositPaths.redeposit(articleId), { method: 'POST' });
  return (await response.json()) as DepositItem;
}
