/**
 * ROR organisations for the affiliation input (docs/decisions/0090-ror-and-languages.md;
 * endpoint table shared/api/endpoints/ror.ts). The answer is parsed by the contract's schema.
 */
import type { RorOrganization } from '../../../../shared/api/ror';
import * as endpoints from '../../../../shared/api/endpoints/ror';
import { call } from '../../../lib/call';

/** `GET /api/ror/search?q=&limit=`: organisations named by `q`, best first. */
export function searchRorOrganizations(q: string, limit = 8, signal?: AbortSignal): Promise<RorOrganization[]> {
  return call(endpoints.searchRor, { query: { q, limit }, init: signal ? { signal } : {} });
}
