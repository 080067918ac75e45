/**
 * Endpoint table: the admin's list of ORCID credit (decision 0088; decision 0064). Admin only
 * (`manage_deposits`, beside the Crossref deposits); 401 without a session, 403 for other roles.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { orcidItem, orcidItemsQuery } from '../orcid-credit';
import { defineEndpoint } from './define';

/**
 * `GET /api/admin/orcid-items?limit=&offset=&status=`: failed and revoked first, then pending,
 * then sent; newest first within each.
 */
export const listOrcidItems = defineEndpoint({
  tags: ['admin'],
  signedIn: true,
  method: 'GET',
  path: '/api/admin/orcid-items',
  summary: 'Items written to ORCID records (works, peer reviews): failures first, with ORCID’s answers',
  query: orcidItemsQuery,
  list: true,
  responses: { 200: z.array(orcidItem), 400: errorBody, 401: errorBody, 403: errorBody },
});
