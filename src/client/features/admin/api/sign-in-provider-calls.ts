/**
 * The admin's institutional sign-in providers (OpenID Connect; decision 0087):
 * `GET /api/admin/sign-in-providers` (every provider, never a secret), `POST` (201 the new one),
 * `PATCH …/{id}` (an absent `clientSecret` keeps the stored one) and `DELETE …/{id}` (204).
 * Called through the endpoint table (shared/api/endpoints/sso.ts, decision 0064), answers parsed;
 * a refusal throws ApiError with the server's field errors (400) or reason (404).
 */
import { useQuery } from '@tanstack/react-query';
import * as sso from '../../../../shared/api/endpoints/sso';
import type { ProviderSummary } from '../../../../shared/api/sso';
import type { z } from 'zod';
import { call } from '../../../lib/call';

/** Query key of `GET /api/admin/sign-in-providers` (under the admin root: refetched after each action). */
export const signInProvidersKey = ['api', 'admin', 'sign-in-providers'] as const;

/** Every institutional provider, by name. */
export function useSignInProviders() {
  return useQuery({
    queryKey: signInProvidersKey,
    queryFn: ({ signal }) => call(sso.listSignInProviders, { init: { signal } }),
  });
}

export type ProviderBody = z.input<typeof sso.createSignInProvider.body>;
export type ProviderPatchBody = z.input<typeof sso.updateSignInProvider.body>;

/** Adds a provider; resolves with it (without its secret). */
export function createSignInProvider(body: ProviderBody): Promise<ProviderSummary> {
  return call(sso.createSignInProvider, { body });
}

/** Changes provider `id`; a patch without `clientSecret` keeps the stored secret. */
export function updateSignInProvider(id: number, body: ProviderPatchBody): Promise<ProviderSummary> {
  return call(sso.updateSignInProvider, { params: { id }, body });
}

/** Removes provider `id` (its accounts keep their other ways to sign in). */
export async function deleteSignInProvider(id: number): Promise<void> {
  await call(sso.deleteSignInProvider, { params: { id } });
}
