/**
 * The public pages' reads, their answers checked (docs/decisions/0064-endpoint-table.md,
 * "Public pages"): GETs through api-client.ts's apiFetch whose body must pass the entry's
 * generated check (lib/answer-checks/) rather than being trusted. No zod: the checks are
 * JSON Schemas and a small checker (answer-check.ts), so the public chunks stay light.
 */
import type { ErrorBody } from '../../shared/api/common';
import type { AnswerCheck } from './answer-check';
import { ApiError, apiFetch, listPageOf, type ApiRequestInit, type ListPage } from './api-client';

/** The JSON body of an OK answer, if `check` accepts it. */
async function checkedBody<T>(response: Response, check: AnswerCheck<T>): Promise<T> {
  let value: unknown;
  try {
    value = await response.json();
  } catch {
    value = undefined;
  }
  if (check(value)) return value;
  const body: ErrorBody = {
    code: 'INVALID_RESPONSE',
    message: `The answer of ${check.key} (${response.status}) is not what the API promises`,
  };
  throw new ApiError(response.status, body);
}

/**
 * GETs `path` and returns its JSON body, checked by `check`.
 * @throws ApiError on a non-OK status, or `INVALID_RESPONSE` when the body fails the check;
 *   the fetch TypeError on a network failure
 */
export async function getChecked<T>(path: string, check: AnswerCheck<T>, init?: ApiRequestInit): Promise<T> {
  const response = await apiFetch(path, { ...init, method: 'GET' });
  return checkedBody(response, check);
}

/**
 * GETs a list page at `path` (decision 0004): the items, checked by `check`, with the total from
 * `X-Total-Count` and whether `X-Total-Count-Capped` says it is a floor.
 * @throws as {@link getChecked}
 */
export async function getCheckedList<T>(
  path: string,
  check: AnswerCheck<T[]>,
  init?: ApiRequestInit,
): Promise<ListPage<T>> {
  const response = await apiFetch(path, { ...init, method: 'GET' });
  return listPageOf(response, await checkedBody(response, check));
}
