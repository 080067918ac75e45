/**
 * The shape of a registry entry (docs/decisions/0053-mail-templates.md):
 * one mail the system sends, its default subject and body as `{{variable}}` templates
 * (lib/mail-template.ts), and the variables it may use.
 */

/** One variable of a template: what it holds, a sample value for the preview, and its rules. */
export interface TemplateVariable {
  /** One line for the admin: what the code puts there. */
  description: string;
  /** The value the preview shows. */
  sample: string;
  /** The template must keep it (in the body): a link the mail exists for, e.g. a reset link. */
  required?: boolean;
  /** It may hold line breaks (a message, a block of comments): allowed in the body only, never the subject. */
  multiline?: boolean;
}

/** Groups of the admin's list, in its order. */
export const TEMPLATE_GROUPS = [
  'Accounts',
  'Public forms',
  'Submissions',
  'Peer review',
  'Decisions and production',
] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

/** One mail of the registry. */
export interface MailTemplateDef<V extends string = string> {
  /** The outbox `kind` of the mail it builds (several templates may share one: the intake's acknowledgements). */
  mailKind: string;
  group: TemplateGroup;
  /** Short name for the admin's list, e.g. "Password reset link". */
  name: string;
  /** Who receives it and when. */
  description: string;
  /** Default subject: one line with `{{variables}}`. */
  subject: string;
  /** Default plain-text body with `{{variables}}`. */
  body: string;
  variables: Record<V, TemplateVariable>;
  /** A journal's own text may replace it (the mail concerns one journal's submission). */
  perJournal: boolean;
}

/** Identity function that keeps the variable names as a type (so callers must give each one). */
export function defineTemplate<const V extends string>(def: MailTemplateDef<V>): MailTemplateDef<V> {
  return def;
}

/** The office's signature that ends most mails (kept inside each default body, so it is editable). */
export const SIGNATURE = '\n\nThe Genesis editorial office';
