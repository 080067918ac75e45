/** Address confirmation (decision 0013): use a mailed link's token (endpoint table, decision 0064). */
import type { MessageResponse } from '../../../../shared/api/auth';
import * as accounts from '../../../../shared/api/endpoints/accounts';
import { call } from '../../../lib/call';

/**
 * `POST /api/verify-email` `{ token }`.
 * @throws ApiError (400 'This confirmation link is invalid or has expired.', 429) or a TypeError
 */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return call(accounts.verifyEmail, { body: { token } });
}
