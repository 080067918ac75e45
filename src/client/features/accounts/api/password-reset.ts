/**
 * The password-reset calls (seed 001 §7): request a link, validate a link's token, set the
 * new password. None of them refreshes a token on 401/403 (api-client).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse, ResetTokenValidity } from '../../../../shared/api/auth';
import type { PasswordResetConfirm, PasswordResetRequest } from '../../../../shared/validation/auth';
import { apiFetch, getJson } from '../../../lib/api-client';
import { urlFromQueryKey } from '../../../lib/query-key';

/**
 * `POST /api/password-reset/request`. With `{ email }` the link goes to that account (the
 * answer is the same whether it exists); with `{}` it goes to the fixed admin address.
 * @throws ApiError (429 rate limited, 400 validation) or a network TypeError
 */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  const response = await apiFetch('/api/password-reset/request', { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as MessageResponse;
}

/** Query key: `GET /api/password-reset/validate/{token}`. */
export function resetTokenQueryKey(token: string) {
  return ['api', 'password-reset', 'validate', token] as const;
}

/** Query options of a token's validity (`{ valid }`); the segment is URL-encoded. */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: resetTokenQueryKey(token),
    queryFn: ({ signal }) => getJson<ResetTokenValidity>(urlFromQueryKey(resetTokenQueryKey(token)), { signal }),
    // A link is checked once per visit: a used link must not look valid from the cache.
    gcTime: 0,
  });
}

/** Hook: whether a reset link's token is valid; disabled without a token. */
export function useResetTokenValidity(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/**
 * `POST /api/password-reset/confirm` `{ token, password }`.
 * @throws ApiError (400 'This password reset link is invalid or has expired.' or validation)
 */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageResponse> {
  const response = await apiFetch('/api/password-reset/confirm', { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as MessageResponse;
}
