/**
 * Endpoint table: ROR organisations, no session (docs/decisions/0090-ror-and-languages.md;
 * docs/decisions/0064-endpoint-table.md).
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { rorOrganization, rorSearchQuery } from '../ror';
import { defineEndpoint } from './define';

/** `GET /api/ror/search?q=&limit=`: organisations of the ROR registry named by `q`, best first. */
export const searchRor = defineEndpoint({
  tags: ['ror'],
  method: 'GET',
  path: '/api/ror/search',
  summary: 'Research organisations (ROR) whose name, alias, label or acronym contains the text',
  description:
    '`q` needs 1–200 characters; case and accents are ignored. Best first: an exact name, then a name starting with ' +
    'the text, then active organisations before inactive and withdrawn ones, then shorter names. At most `limit` ' +
    '(1–50, default 10). Each: `id` (https://ror.org/…), `name` (ROR display name), `country` (ISO 3166-1 ' +
    'alpha-2 or null), `aliases` (other names, labels and acronyms). Answers may be cached for an hour.',
  query: rorSearchQuery,
  responses: { 200: z.array(rorOrganization), 400: errorBody },
});
