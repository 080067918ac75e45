/**
 * Mail template routes (docs/decisions/0053-mail-templates.md),
 * admin only (`manage_mail_templates`: 401 without a session, 403 for other roles). `?journalId=`
 * works on one journal's texts instead of the site-wide ones (404 for an unknown journal, 400
 * for a mail that is not a journal's).
 * - GET    /api/admin/mail-templates: every mail with its default, site and journal texts.
 * - GET    /api/admin/mail-templates/{key}: one of them (404 for an unknown key).
 * - PUT    /api/admin/mail-templates/{key} {subject, body}: store a text. 400 names each problem:
 *   empty or over-long subject (255) or body (20,000), a subject on several lines, an unknown
 *   variable, a multi-line variable in the subject, a required variable missing from the body.
 * - DELETE /api/admin/mail-templates/{key}: back to the default (or to the site's text).
 * - POST   /api/admin/mail-templates/{key}/preview {draft?}: rendered with sample values.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/mail-templates.ts (decision 0060).
 */
import * as endpoints from '../../../shared/api/endpoints/mail-templates';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { journalScoped } from '../journals';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, saveTemplate } from './service';

export default async function mailTemplateRoutes(app: AppInstance) {
  // Site-wide texts: `manage_mail_templates` (403 for others); a journal's (`?journalId=`): the
  // journal scope check, admins only, others 404 as for a missing journal (decision 0059).
  const asAdmin = journalScoped(app, { query: 'journalId' }, 'admin', {
    unscoped: app.requirePermission('manage_mail_templates'),
  });

  endpointRoute(app, endpoints.listMailTemplates, asAdmin, async (request) =>
    listTemplates(app.db, request.query.journalId ?? null),
  );
  endpointRoute(app, endpoints.getMailTemplate, asAdmin, async (request) =>
    getTemplate(app.db, request.params.key, request.query.journalId ?? null),
  );
  endpointRoute(app, endpoints.saveMailTemplate, asAdmin, async (request) =>
    saveTemplate(app.db, request.user!.id, request.params.key, request.query.journalId ?? null, request.body),
  );
  endpointRoute(app, endpoints.resetMailTemplate, asAdmin, async (request) =>
    resetTemplate(app.db, request.user!.id, request.params.key, request.query.journalId ?? null),
  );
  endpointRoute(app, endpoints.previewMailTemplate, asAdmin, async (request) =>
    previewTemplate(app.db, request.params.key, request.query.journalId ?? null, request.body.draft),
  );
}
