/**
 * API contract of the mail templates (letters and notices;
 * docs/decisions/0053-mail-templates.md), admin only (`manage_mail_templates`):
 * `GET /api/admin/mail-templates[?journalId=]`, `GET|PUT|DELETE /api/admin/mail-templates/{key}[?journalId=]`,
 * `POST /api/admin/mail-templates/{key}/preview[?journalId=]`. Templates are plain text with
 * `{{variable}}` placeholders; the server checks every rule (the variable rules need the
 * registry, so only the server states them).
 */
import { z } from 'zod';
import { strictBody, text } from '../validation/text';

/** Longest stored subject, in characters (a mail's subject is at most 255: lib/mailer/message.ts). */
export const TEMPLATE_SUBJECT_MAX = 255;
/** Longest stored body, in characters. */
export const TEMPLATE_BODY_MAX = 20_000;

/** One variable a template may use. */
export const templateVariable = z.object({
  name: text(),
  description: text(),
  /** The value the preview puts in its place. */
  sample: text(),
  /** The template must keep it in the body (a link the mail exists for). */
  required: z.boolean(),
  /** It may hold line breaks, so the subject may not use it. */
  multiline: z.boolean(),
});
export type TemplateVariableInfo = z.infer<typeof templateVariable>;

/** A subject and a body with `{{variables}}`. */
export const templateText = z.object({ subject: text(), body: text() });
export type TemplateText = z.infer<typeof templateText>;

/** An admin's stored text (site-wide or one journal's). */
export const storedTemplateText = templateText.extend({
  /** ISO 8601 date-time of the last save. */
  updatedAt: text(),
  /** Who saved it last (null once that account is gone). */
  updatedBy: z.number().int().nullable(),
});

/** One mail of the registry with its texts: the default, the site-wide override, the journal's. */
export const mailTemplate = z.object({
  key: text(),
  /** The outbox kind of the mails it builds (several keys may share one). */
  mailKind: text(),
  group: text(),
  name: text(),
  description: text(),
  /** A journal may have its own text of it. */
  perJournal: z.boolean(),
  variables: z.array(templateVariable),
  default: templateText,
  site: storedTemplateText.nullable(),
  /** The journal's own text (only when `journalId` was asked for). */
  journal: storedTemplateText.nullable(),
  /** Which text a mail sent now would use: the journal's, the site's, or the default. */
  source: z.enum(['journal', 'site', 'default']),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

/** `?journalId=`: a journal's overrides instead of the site-wide ones. */
export const templateScopeQuery = z.object({
  journalId: z.coerce.number().int('Must be a whole number').min(1).max(2_147_483_647).optional(),
});

/**
 * The body of `PUT …/{key}`: the text to store (length rules here, variable rules on the server).
 * Any other property is refused (400 'Unknown field: …'; decision 0059).
 */
export const templateInput = strictBody({
  subject: text('Subject is required')
    .trim()
    .min(1, 'Subject is required')
    .max(TEMPLATE_SUBJECT_MAX, `Subject must be at most ${TEMPLATE_SUBJECT_MAX} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'Subject must be one line'),
  body: text('Body is required')
    .refine((v) => v.trim().length > 0, 'Body is required')
    .refine((v) => v.length <= TEMPLATE_BODY_MAX, `Body must be at most ${TEMPLATE_BODY_MAX} characters`),
});
export type TemplateInput = z.infer<typeof templateInput>;

/** The body of `POST …/{key}/preview`: a draft to render, or nothing to render the text in force. */
export const previewInput = strictBody({ draft: templateInput.optional() });

/** A rendered mail: its subject and plain-text body with the sample values in place. */
export const renderedMail = z.object({ subject: text(), text: text() });
export type RenderedMail = z.infer<typeof renderedMail>;
