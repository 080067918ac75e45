/**
 * Endpoint table: the admin's Crossref deposits and DOAJ export
 * (docs/decisions/0027-dois-and-deposits.md; docs/decisions/0064-endpoint-table.md). Admin only
 * (`manage_deposits`; the DOAJ export is journal-scoped, decision 0059); 401 without a session,
 * 403 for other roles. The XML answers are file downloads (`fileAnswer`).
 */
import { z } from 'zod';
import { errorBody, serialId } from '../common';
import { depositItem, depositSettings, depositsQuery, doajQuery } from '../deposits';
import { defineEndpoint, fileAnswer } from './define';

const admin = { tags: ['admin'], signedIn: true } as const;
const idParams = z.object({ id: serialId });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;
const xml = fileAnswer(['application/xml']);

/** `GET /api/admin/deposits?limit=&offset=&status=&articleId=`: deposits, newest first (a list page). */
export const listDeposits = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/deposits',
  summary: 'Crossref deposits, newest first, with their status and Crossref’s answers',
  query: depositsQuery,
  list: true,
  responses: { 200: z.array(depositItem), ...errors },
});

/** `GET /api/admin/deposits/settings`: whether DOIs are assigned and deposits sent. */
export const getDepositSettings = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/deposits/settings',
  summary: 'Whether publishing assigns DOIs (DOI_PREFIX) and sends Crossref deposits (CROSSREF_*)',
  responses: { 200: depositSettings, ...errors },
});

/** `GET /api/admin/deposits/articles/{id}/crossref.xml`: the deposit XML as it would be sent now (attachment). */
export const getCrossrefXml = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/deposits/articles/:id/crossref.xml',
  summary: 'The Crossref 5.3 deposit XML of an article, as it would be sent now',
  params: idParams,
  responses: { 200: xml, ...errors },
});

/** `POST /api/admin/deposits/articles/{id}/redeposit` → 201 the queued deposit. */
export const redeposit = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/deposits/articles/:id/redeposit',
  summary: 'Queue a new Crossref deposit of an article (its current metadata)',
  params: idParams,
  responses: { 201: depositItem, ...errors },
});

/** `GET /api/admin/exports/doaj/journals/{id}[?volume=&issue=]`: the DOAJ article XML (attachment). */
export const exportDoaj = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/exports/doaj/journals/:id',
  summary: 'The DOAJ article XML (doajArticles.xsd) of a journal, or of one volume and issue',
  params: idParams,
  query: doajQuery,
  responses: { 200: xml, ...errors },
});
