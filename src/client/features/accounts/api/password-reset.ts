/**
 * The password-reset calls (seed 001 §7): request a link, validate a link's token, set the
 * new password. None of them refreshes a token on 401/403 (api-client). Called through the
 * endpoint table, answers parsed (shared/api/endpoints/accounts.ts, decision 0064).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/api/auth';
import * as accounts from '../../../../shared/api/endpoints/accounts';
import type { PasswordResetConfirm, PasswordResetRequest } from '../../../../shared/validation/auth';
import { call } from '../../../lib/call';

/**
 * `POST /api/password-reset/request`. With `{ email }` the link goes to that account (the
 * answer is the same whether it exists); with `{}` it goes to the fixed admin address.
 * @throws ApiError (429 rate limited, 400 validation) or a network TypeError
 */
export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return call(accounts.requestPasswordReset, { body });
}

/** Query key: `GET /api/password-reset/validate/{token}`. */
export function resetTokenQueryKey(token: string) {
  return ['api', 'password-reset', 'validate', token] as const;
}

/** Query options of a token's validity (`{ valid }`); the segment is URL-encoded. */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: resetTokenQueryKey(token),
    // No abort signal: with `gcTime: 0`, a remount while the check is in flight (the session
    // settling on a page opened after signing out) would cancel it and leave the query pending
    // with nothing fetching ('Validating reset link…' for good). The check is one small GET.
    queryFn: () => call(accounts.validateResetToken, { params: { token } }),
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
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageResponse> {
  return call(accounts.confirmPasswordReset, { body });
}
