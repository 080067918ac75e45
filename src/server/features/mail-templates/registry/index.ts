/**
 * The registry of every mail the system sends (docs/decisions/0053-mail-templates.md): key → its
 * default subject and body, its variables and their samples. A feature's mail function builds its
 * mail with `templatedMail(key, values, …)` (../compose.ts); an admin may store another text for
 * any key, site-wide or per journal.
 */
import type { MailTemplateDef } from '../define';
import { ACCOUNT_TEMPLATES } from './accounts';
import { INTAKE_TEMPLATES } from './intake';
import { PEER_REVIEW_TEMPLATES } from './peer-review';
import { WORKFLOW_TEMPLATES } from './workflow';
import { WORKFLOW_NOTICE_TEMPLATES } from './workflow-notices';

export const MAIL_TEMPLATES = {
  ...ACCOUNT_TEMPLATES,
  ...INTAKE_TEMPLATES,
  ...PEER_REVIEW_TEMPLATES,
  ...WORKFLOW_TEMPLATES,
  ...WORKFLOW_NOTICE_TEMPLATES,
};

/** The key of a registered template, e.g. 'auth.password_reset' or 'workflow.decision.accept'. */
export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;

/** The values a template's variables need: every one of them, as plain text. */
export type MailValues<K extends MailTemplateKey> =
  (typeof MAIL_TEMPLATES)[K] extends MailTemplateDef<infer V> ? Record<V, string> : never;

/** True when `key` is a registered template's key. */
export function isTemplateKey(key: string): key is MailTemplateKey {
  return Object.hasOwn(MAIL_TEMPLATES, key);
}

/** The entry of `key` (untyped variables: for the admin's screens and the renderer). */
export function templateDef(key: MailTemplateKey): MailTemplateDef {
  return MAIL_TEMPLATES[key] as MailTemplateDef;
}
