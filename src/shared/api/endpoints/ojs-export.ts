/**
 * Endpoint table: the export of a journal to OJS Native XML (docs/decisions/0092-ojs-export.md,
 * 0064-endpoint-table.md). The journal's editor-in-chief (journal role) and admins; any other
 * signed-in account 403, no session 401, 404 for an unknown journal or another journal's issue.
 */
import { errorBody } from '../common';
import { ojsExportParams, ojsExportQuery } from '../ojs-export';
import { defineEndpoint, fileAnswer } from './define';

/** `GET /api/admin/journals/{abbreviation}/ojs-export?format&issue&outsideIssues`: the Native XML file (attachment). */
export const exportOjs = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'GET',
  path: '/api/admin/journals/:abbreviation/ojs-export',
  summary: 'The journal, one issue, or its articles outside issues as OJS 3.4 or 3.5 Native XML, files embedded',
  description:
    'Streamed as it is written (valid against OJS native.xsd of the format); files are embedded as base64. Without issue or outsideIssues: every issue of the journal (a journal with no issue: its articles). Decision 0092.',
  params: ojsExportParams,
  query: ojsExportQuery,
  responses: {
    200: fileAnswer(['application/xml']),
    400: errorBody,
    401: errorBody,
    403: errorBody,
    404: errorBody,
  },
});
