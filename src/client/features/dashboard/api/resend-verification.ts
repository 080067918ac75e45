/**
 * `POST /api/verify-email/resend` (decision 0013): mails the signed-in user a new confirmation link.
 * Called through the endpoint table, its answer parsed (decision 0064).
 */
import type { MessageResponse } from '../../../../shared/api/auth';
import { resendVerification as resendEndpoint } from '../../../../shared/api/endpoints/accounts';
import { call } from '../../../lib/call';

/**
 * Asks for a new confirmation link.
 * @returns `{ message }` saying where it went (or that the address is already confirmed)
 * @throws ApiError (429 after 3 links in an hour, 401) or a network TypeError
 */
export function resendVerification(): Promise<MessageResponse> {
  return call(resendEndpoint);
}
