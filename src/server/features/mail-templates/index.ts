/**
 * The public face of mail-templates (docs/decisions/0053-mail-templates.md): the registry of every
 * mail the system sends, the builder the features' mail functions call (`templatedMail`), the
 * mailer's hook that renders stored texts (`applyStoredTemplate`), the resolver (`resolveTemplate`)
 * and the admin routes.
 */
export { fitSubject, templatedMail, type MailEnvelope } from './compose';
export { applyStoredTemplate, resolveTemplate } from './resolve';
export { MAIL_TEMPLATES, templateDef, type MailTemplateKey, type MailValues } from './registry';
