/**
 * The query cache a server render hands to the browser (decision 0018), as JSON: TanStack Query's
 * dehydrated state, with each API error (an `ApiError` instance, which JSON would flatten)
 * written as `{ apiError: { status, body } }` and turned back into an `ApiError` on the
 * browser side, so a page that rendered its not-found state on the server renders the same
 * state when it hydrates. The server writes it into a `<script type="application/json">`
 * data block (never executed, so the strict CSP needs no exception).
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { ErrorBody } from '../../shared/api/common';
import { ApiError } from './api-client';

/** The id of the data block holding the state in the served page. */
export const HYDRATION_STATE_ID = 'genesis-state';

/** An API error as JSON. */
interface SerializedApiError {
  apiError: { status: number; body: ErrorBody };
}

/** The dehydrated cache with errors in their JSON form. */
export interface HydrationState {
  queries: unknown[];
  mutations: unknown[];
}

type DehydratedQuery = DehydratedState['queries'][number];

/** Server side: `state` with every `ApiError` replaced by its JSON form. */
export function toHydrationState(state: DehydratedState): HydrationState {
  return {
    mutations: [],
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const serialized: SerializedApiError = { apiError: { status: error.status, body: error.body } };
      return { ...query, state: { ...query.state, error: serialized } };
    }),
  };
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  if (typeof value !== 'object' || value === null || !('apiError' in value)) return false;
  const inner = (value as SerializedApiError).apiError;
  return typeof inner?.status === 'number' && typeof inner.body?.message === 'string';
}

/** Browser side: the state to pass to TanStack's `hydrate`, with API errors made `ApiError`s again. */
export function fromHydrationState(state: HydrationState): DehydratedState {
  return {
    mutations: [],
    queries: (state.queries as DehydratedQuery[]).map((query) => {
      const error: unknown = query.state.error;
      if (!isSerializedApiError(error)) return query;
      return { ...query, state: { ...query.state, error: new ApiError(error.apiError.status, error.apiError.body) } };
    }),
  };
}
