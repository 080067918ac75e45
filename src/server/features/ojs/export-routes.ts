/**
 * `GET /api/admin/journals/{abbreviation}/ojs-export` (docs/decisions/0092-ojs-export.md): the
 * journal, one of its issues, or its articles outside issues as OJS Native XML, streamed as it
 * is written. The journal's editor-in-chief and admins (journal scope `chiefs`: others signed
 * in 403, no session 401); 404 for an unknown journal or another journal's issue, checked before
 * the answer starts. A failure once bytes are sent (storage down) cuts the download short: the
 * file is then not well-formed XML, so it cannot be taken for a whole export.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/ojs-export.ts (decision 0064).
 */
import { PassThrough } from 'node:stream';
import * as endpoints from '../../../shared/api/endpoints/ojs-export';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { journalScoped, scopedJournalOf } from '../journals';
import { checkOjsExport, exportOjsNative, type OjsExportOptions } from './export';

export default async function ojsExportRoutes(app: AppInstance) {
  const asChief = journalScoped(app, { param: 'abbreviation' }, 'chiefs');

  endpointRoute(app, endpoints.exportOjs, asChief, async (request, reply) => {
    const journal = scopedJournalOf(request);
    const { format, issue, outsideIssues } = request.query;
    const options: OjsExportOptions = {
      journalId: journal.id,
      format,
      ...(issue !== undefined ? { issueIds: [issue] } : {}),
      ...(outsideIssues === 'true' ? { outsideIssues: true } : {}),
    };
    await checkOjsExport(app.db, options);
    const slug = journal.abbreviation.toLowerCase().replace(/[^a-z0-9-]+/g, '_');
    const part = issue !== undefined ? `-issue-${issue}` : outsideIssues === 'true' ? '-outside-issues' : '';
    const body = new PassThrough();
    exportOjsNative(app.db, app.storage, options, body).then(
      () => body.end(),
      (error: unknown) => {
        request.log.error({ err: error }, 'OJS export failed after its answer started');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="ojs-${slug}${part}-${format}.xml"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
