/**
 * Endpoint table: the mail templates (letters and notices;
 * docs/decisions/0053-mail-templates.md, 0064-endpoint-table.md). Admin only
 * (`manage_mail_templates`: 401 without a session, 403 for other roles); `?journalId=` works on
 * one journal's texts (404 for an unknown journal or for a caller who may not, decision 0059;
 * 400 for a mail that is not a journal's).
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { mailTemplate, previewInput, renderedMail, templateInput, templateScopeQuery } from '../mail-templates';
import { text } from '../../validation/text';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;
const common = { tags: ['admin'], signedIn: true, query: templateScopeQuery } as const;
/** `{key}`: a mail's key of the registry. */
const keyParams = z.object({ key: text().max(100) });

/** `GET /api/admin/mail-templates[?journalId=]`: every mail with its default and stored texts. */
export const listMailTemplates = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/mail-templates',
  summary: 'Every mail the system sends, with its default and stored texts',
  responses: { 200: z.array(mailTemplate), ...errors },
});

/** `GET /api/admin/mail-templates/{key}[?journalId=]`: one mail (404 for an unknown key). */
export const getMailTemplate = defineEndpoint({
  ...common,
  method: 'GET',
  path: '/api/admin/mail-templates/:key',
  summary: "One mail's template: default, site-wide and journal texts",
  params: keyParams,
  responses: { 200: mailTemplate, ...errors },
});

/**
 * `PUT /api/admin/mail-templates/{key}[?journalId=]` `{subject, body}`: stores a text. 400 names
 * each problem: empty or over-long subject (255) or body (20,000), a subject on several lines,
 * an unknown variable, a multi-line variable in the subject, a required variable missing.
 */
export const saveMailTemplate = defineEndpoint({
  ...common,
  method: 'PUT',
  path: '/api/admin/mail-templates/:key',
  summary: "Store the site's (or a journal's) text of a mail",
  params: keyParams,
  body: templateInput,
  responses: { 200: mailTemplate, ...errors },
});

/** `DELETE /api/admin/mail-templates/{key}[?journalId=]`: back to the default (or the site's text). */
export const resetMailTemplate = defineEndpoint({
  ...common,
  method: 'DELETE',
  path: '/api/admin/mail-templates/:key',
  summary: "Remove the stored text: the mail goes back to the default (or the site's text)",
  params: keyParams,
  responses: { 200: mailTemplate, ...errors },
});

/** `POST /api/admin/mail-templates/{key}/preview[?journalId=]` `{draft?}`: rendered with sample values. */
export const previewMailTemplate = defineEndpoint({
  ...common,
  method: 'POST',
  path: '/api/admin/mail-templates/:key/preview',
  summary: 'Render a draft (or the text in force) with sample values',
  params: keyParams,
  body: previewInput,
  responses: { 200: renderedMail, ...errors },
});
