/**
 * Mail template calls of the admin's Mail templates tab (issue 19 "Letters and notices";
 * contract shared/api/mail-templates.ts, decision 0053): the list (site-wide, or one journal's
 * texts with `?journalId=`), save, reset and preview. Writes throw ApiError: 400 names each
 * problem (`errors[].path` is `subject` or `body`).
 */
import { useQuery } from '@tanstack/react-query';
import type { MailTemplate, RenderedMail, TemplateInput } from '../../../../shared/api/mail-templates';
import { apiFetch, getJson } from '../../../lib/api-client';

/** The scope's query string: '' site-wide, `?journalId=N` for a journal. */
const scope = (journalId: number | null) => (journalId === null ? '' : `?journalId=${journalId}`);
const one = (key: string, journalId: number | null, tail = '') =>
  `/api/admin/mail-templates/${encodeURIComponent(key)}${tail}${scope(journalId)}`;

/** Query key of `GET /api/admin/mail-templates[?journalId=]` (under ['api', 'admin']: refetched after actions). */
export const mailTemplatesKey = (journalId: number | null) =>
  ['api', 'admin', 'mail-templates', ...(journalId === null ? [] : [{ journalId }])] as const;

/** `GET /api/admin/mail-templates[?journalId=]`: every mail with its default and stored texts. */
export const useMailTemplates = (journalId: number | null) =>
  useQuery({
    queryKey: mailTemplatesKey(journalId),
    queryFn: () => getJson<MailTemplate[]>(`/api/admin/mail-templates${scope(journalId)}`),
  });

async function send<T>(method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await (await apiFetch(path, init)).json()) as T;
}

/** `PUT /api/admin/mail-templates/{key}[?journalId=]`: store the text. */
export function saveMailTemplate(key: string, journalId: number | null, input: TemplateInput): Promise<MailTemplate> {
  return send('PUT', one(key, journalId), input);
}

/** `DELETE /api/admin/mail-templates/{key}[?journalId=]`: back to the default (or the site's text). */
export function resetMailTemplate(key: string, journalId: number | null): Promise<MailTemplate> {
  return send('DELETE', one(key, journalId));
}

/** `POST /api/admin/mail-templates/{key}/preview[?journalId=]`: the draft rendered with sample values. */
export function previewMailTemplate(
  key: string,
  journalId: number | null,
  draft: TemplateInput,
): Promise<RenderedMail> {
  return send('POST', one(key, journalId, '/preview'), { draft });
}
