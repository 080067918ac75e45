/**
 * Mail template calls of the admin's Mail templates tab
 * (endpoint table shared/api/endpoints/mail-templates.ts, decisions 0053 and 0060): the list
 * (site-wide, or one journal's texts with `?journalId=`), save, reset and preview, each answer
 * parsed by the contract's schema. Writes throw ApiError: 400 names each problem
 * (`errors[].path` is `subject` or `body`).
 */
import { useQuery } from '@tanstack/react-query';
import type { MailTemplate, RenderedMail, TemplateInput } from '../../../../shared/api/mail-templates';
import * as endpoints from '../../../../shared/api/endpoints/mail-templates';
import { call } from '../../../lib/call';

/** Query key of `GET /api/admin/mail-templates[?journalId=]` (under ['api', 'admin']: refetched after actions). */
export const mailTemplatesKey = (journalId: number | null) =>
  ['api', 'admin', 'mail-templates', ...(journalId === null ? [] : [{ journalId }])] as const;

/** `GET /api/admin/mail-templates[?journalId=]`: every mail with its default and stored texts. */
export const useMailTemplates = (journalId: number | null) =>
  useQuery({
    queryKey: mailTemplatesKey(journalId),
    queryFn: () => call(endpoints.listMailTemplates, { query: { journalId } }),
  });

/** `PUT /api/admin/mail-templates/{key}[?journalId=]`: store the text. */
export function saveMailTemplate(key: string, journalId: number | null, input: TemplateInput): Promise<MailTemplate> {
  return call(endpoints.saveMailTemplate, { params: { key }, query: { journalId }, body: input });
}

/** `DELETE /api/admin/mail-templates/{key}[?journalId=]`: back to the default (or the site's text). */
export function resetMailTemplate(key: string, journalId: number | null): Promise<MailTemplate> {
  return call(endpoints.resetMailTemplate, { params: { key }, query: { journalId } });
}

/** `POST /api/admin/mail-templates/{key}/preview[?journalId=]`: the draft rendered with sample values. */
export function previewMailTemplate(
  key: string,
  journalId: number | null,
  draft: TemplateInput,
): Promise<RenderedMail> {
  return call(endpoints.previewMailTemplate, { params: { key }, query: { journalId }, body: { draft } });
}
