/**
 * `POST /api/verify-email/resend` (decision 0013): mails the signed-in user a new confirmation link.
 */
import type { MessageResponse } from '../../../../shared/api/auth';
import { apiFetch } from '../../../lib/api-client';

/**
 * Asks for a new confirmation link.
 * @returns `{ message }` saying where it went (or that the address is already confirmed)
 * @throws ApiError (429 after 3 links in an hour, 401) or a network TypeError
 */
export async function resendVerification(): Promise<MessageResponse> {
  const response = await apiFetch('/api/verify-email/resend', { method: 'POST' });
  return (await response.json()) as MessageResponse;
}
