/** Address confirmation (decision 0013): use a mailed link's token. */
import type { MessageResponse } from '../../../../shared/api/auth';
import type { VerifyEmailRequest } from '../../../../shared/validation/auth';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/verify-email` `{ token }`.
 * @throws ApiError (400 'This confirmation link is invalid or has expired.', 429) or a TypeError
 */
export async function verifyEmail(token: string): Promise<MessageResponse> {
  const body: VerifyEmailRequest = { token };
  const response = await apiFetch('/api/verify-email', { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as MessageResponse;
}
