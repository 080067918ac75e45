/**
 * Mail template routes (issue 19 "Letters and notices"; docs/decisions/0053-mail-templates.md),
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
 */
import { z } from 'zod';
import { errorBody } from '../../../shared/api/common';
import {
  mailTemplate,
  previewInput,
  renderedMail,
  templateInput,
  templateScopeQuery,
} from '../../../shared/api/mail-templates';
import { text } from '../../../shared/validation/text';
import type { AppInstance } from '../../app-types';
import { journalScoped } from '../journals';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, saveTemplate } from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const keyParams = z.object({ key: text().max(100) });

export default async function mailTemplateRoutes(app: AppInstance) {
  // Site-wide texts: `manage_mail_templates` (403 for others); a journal's (`?journalId=`): the
  // journal scope check, admins only, others 404 as for a missing journal (decision 0059).
  const asAdmin = journalScoped(app, { query: 'journalId' }, 'admin', {
    unscoped: app.requirePermission('manage_mail_templates'),
  });

  app.get(
    '/api/admin/mail-templates',
    {
      ...asAdmin,
      schema: {
        tags,
        security,
        summary: 'Every mail the system sends, with its default and stored texts',
        querystring: templateScopeQuery,
        response: { 200: z.array(mailTemplate), ...errors },
      },
    },
    async (request) => listTemplates(app.db, request.query.journalId ?? null),
  );

  app.get(
    '/api/admin/mail-templates/:key',
    {
      ...asAdmin,
      schema: {
        tags,
        security,
        summary: "One mail's template: default, site-wide and journal texts",
        params: keyParams,
        querystring: templateScopeQuery,
        response: { 200: mailTemplate, ...errors },
      },
    },
    async (request) => getTemplate(app.db, request.params.key, request.query.journalId ?? null),
  );

  app.put(
    '/api/admin/mail-templates/:key',
    {
      ...asAdmin,
      schema: {
        tags,
        security,
        summary: "Store the site's (or a journal's) text of a mail",
        params: keyParams,
        querystring: templateScopeQuery,
        body: templateInput,
        response: { 200: mailTemplate, ...errors },
      },
    },
    async (request) =>
      saveTemplate(app.db, request.user!.id, request.params.key, request.query.journalId ?? null, request.body),
  );

  app.delete(
    '/api/admin/mail-templates/:key',
    {
      ...asAdmin,
      schema: {
        tags,
        security,
        summary: "Remove the stored text: the mail goes back to the default (or the site's text)",
        params: keyParams,
        querystring: templateScopeQuery,
        response: { 200: mailTemplate, ...errors },
      },
    },
    async (request) => resetTemplate(app.db, request.user!.id, request.params.key, request.query.journalId ?? null),
  );

  app.post(
    '/api/admin/mail-templates/:key/preview',
    {
      ...asAdmin,
      schema: {
        tags,
        security,
        summary: 'Render a draft (or the text in force) with sample values',
        params: keyParams,
        querystring: templateScopeQuery,
        body: previewInput,
        response: { 200: renderedMail, ...errors },
      },
    },
    async (request) => previewTemplate(app.db, request.params.key, request.query.journalId ?? null, request.body.draft),
  );
}
