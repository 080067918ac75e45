/**
 * The admin's use cases on mail templates (decision 0053):
 * list, read, save, reset to the default, preview. Every rule is checked here: a template may
 * use only its entry's variables, the subject only one-line ones, and the body must keep the
 * entry's required variables (the links the mail exists for).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FieldError } from '../../../shared/api/common';
import type { MailTemplate, RenderedMail, TemplateInput } from '../../../shared/api/mail-templates';
import { journals, mailTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { audit } from '../../lib/audit';
import { renderTemplate, unknownVariables, variablesOf } from '../../lib/mail-template';
import { fitSubject } from './compose';
import type { MailTemplateDef } from './define';
import { TEMPLATE_GROUPS } from './define';
import { MAIL_TEMPLATES, isTemplateKey, templateDef, type MailTemplateKey } from './registry';
import { pickText, resolveTemplate, storedRows, type StoredTemplateRow } from './resolve';
import type { DbOrTx } from '../../db/client';

/** 404 message of an unknown key. */
export const TEMPLATE_NOT_FOUND = 'No mail template with this key';
/** 404 message of an unknown journal. */
export const JOURNAL_NOT_FOUND = 'Journal not found';
/** 400 message of a journal's text for a mail that is not a journal's. */
export const NOT_PER_JOURNAL = 'This mail is not about a journal: it has a site-wide text only';

const braces = (name: string) => `{{${name}}}`;

/**
 * The problems of `draft` for `def`, one message per problem, each naming its field:
 * unknown variables (with the allowed ones), multi-line variables in the subject, and required
 * variables missing from the body. Empty: the draft may be stored.
 */
export function templateProblems(def: MailTemplateDef, draft: TemplateInput): FieldError[] {
  const allowed = Object.keys(def.variables);
  const problems: FieldError[] = [];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(draft[field], allowed);
    if (unknown.length > 0) {
      problems.push({
        path: field,
        message:
          `Unknown variable${unknown.length > 1 ? 's' : ''} ${unknown.map(braces).join(', ')} in the ${field}; ` +
          `this mail's variables are ${allowed.map(braces).join(', ')}`,
      });
    }
  }
  const multiline = variablesOf(draft.subject).filter((name) => def.variables[name]?.multiline);
  if (multiline.length > 0) {
    problems.push({
      path: 'subject',
      message: `${multiline.map(braces).join(', ')} may hold several lines: use ${multiline.length > 1 ? 'them' : 'it'} in the body only`,
    });
  }
  const used = new Set(variablesOf(draft.body));
  const missing = Object.entries(def.variables)
    .filter(([name, v]) => v.required && !used.has(name))
    .map(([name]) => name);
  if (missing.length > 0) {
    problems.push({
      path: 'body',
      message: `The body must keep ${missing.map(braces).join(' and ')}: the mail is sent for ${missing.length > 1 ? 'them' : 'it'}`,
    });
  }
  return problems;
}

/** @throws AppError VALIDATION_FAILED (400) naming every problem of `draft` */
function assertValid(def: MailTemplateDef, draft: TemplateInput): void {
  const problems = templateProblems(def, draft);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems[0].message, { errors: problems });
}

/** @throws AppError NOT_FOUND (404) for an unknown key */
function keyOf(key: string): MailTemplateKey {
  if (!isTemplateKey(key)) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
  return key;
}

/** @throws AppError NOT_FOUND for an unknown journal, BAD_REQUEST for a journal's text of a site-wide mail */
async function checkScope(db: DbOrTx, def: MailTemplateDef | null, journalId: number | null): Promise<string | null> {
  if (journalId === null) return null;
  const [journal] = await db
    .select({ abbreviation: journals.abbreviation })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw new AppError('NOT_FOUND', JOURNAL_NOT_FOUND);
  if (def && !def.perJournal) throw new AppError('BAD_REQUEST', NOT_PER_JOURNAL);
  return journal.abbreviation;
}

/**
 * Records a template change in the admin audit log (decision 0059): who (`actorId`), what
 * (`mail_template.save|reset`, target `mail_template` named by its key), which journal (the
 * detail: its abbreviation and id, or "site-wide").
 */
async function auditTemplate(
  tx: DbOrTx,
  actorId: number,
  action: 'save' | 'reset',
  key: MailTemplateKey,
  journal: { id: number; abbreviation: string } | null,
): Promise<void> {
  await audit(tx, {
    actorId,
    action: `mail_template.${action}`,
    targetType: 'mail_template',
    targetId: key,
    detail: journal ? `journal ${journal.abbreviation} (#${journal.id})` : 'site-wide',
    journalId: journal?.id ?? null,
  });
}

function stored(row: StoredTemplateRow | null) {
  return (
    row && { subject: row.subject, body: row.body, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }
  );
}

function present(
  key: MailTemplateKey,
  rows: { site: StoredTemplateRow | null; journal: StoredTemplateRow | null },
): MailTemplate {
  const def = templateDef(key);
  const { source } = pickText(key, rows);
  return {
    key,
    mailKind: def.mailKind,
    group: def.group,
    name: def.name,
    description: def.description,
    perJournal: def.perJournal,
    variables: Object.entries(def.variables).map(([name, v]) => ({
      name,
      description: v.description,
      sample: v.sample,
      required: v.required ?? false,
      multiline: v.multiline ?? false,
    })),
    default: { subject: def.subject, body: def.body },
    site: stored(rows.site),
    journal: stored(rows.journal),
    source,
  };
}

/**
 * `GET /api/admin/mail-templates[?journalId=]`: every registered mail, grouped (Accounts,
 * Public forms, Submissions, Peer review, Decisions and production), with its default and stored texts.
 * With a journal, `journal` holds that journal's texts (null for mails without one).
 * @throws AppError NOT_FOUND when the journal does not exist
 */
export async function listTemplates(db: DbOrTx, journalId: number | null): Promise<MailTemplate[]> {
  await checkScope(db, null, journalId);
  const keys = (Object.keys(MAIL_TEMPLATES) as MailTemplateKey[]).sort(
    (a, b) => TEMPLATE_GROUPS.indexOf(templateDef(a).group) - TEMPLATE_GROUPS.indexOf(templateDef(b).group),
  );
  const rows = await db
    .select()
    .from(mailTemplates)
    .where(
      journalId === null
        ? isNull(mailTemplates.journalId)
        : or(isNull(mailTemplates.journalId), eq(mailTemplates.journalId, journalId)),
    );
  const find = (key: string, journal: number | null) =>
    rows.find((r) => r.kind === key && r.journalId === journal) ?? null;
  return keys.map((key) =>
    present(key, {
      site: find(key, null),
      journal: journalId !== null && templateDef(key).perJournal ? find(key, journalId) : null,
    }),
  );
}

/**
 * `GET /api/admin/mail-templates/{key}[?journalId=]`: one mail's entry and texts.
 * @throws AppError NOT_FOUND (unknown key or journal), BAD_REQUEST (a journal for a site-wide mail)
 */
export async function getTemplate(db: DbOrTx, key: string, journalId: number | null): Promise<MailTemplate> {
  const k = keyOf(key);
  await checkScope(db, templateDef(k), journalId);
  return present(k, await storedRows(db, k, templateDef(k).perJournal ? journalId : null));
}

/**
 * `PUT /api/admin/mail-templates/{key}[?journalId=]`: stores the site's (or the journal's) text
 * of the mail, replacing any before it. Sent mails use it from the next mail on. Audited
 * (`mail_template.save` by `userId`) in the same transaction.
 * @throws AppError VALIDATION_FAILED (400) naming unknown variables, multi-line variables in
 *   the subject, or required variables missing from the body; NOT_FOUND; BAD_REQUEST
 */
export async function saveTemplate(
  db: DbOrTx,
  userId: number,
  key: string,
  journalId: number | null,
  input: TemplateInput,
): Promise<MailTemplate> {
  const k = keyOf(key);
  const def = templateDef(k);
  const abbreviation = await checkScope(db, def, journalId);
  assertValid(def, input);
  await db.transaction(async (tx) => {
    await tx
      .insert(mailTemplates)
      .values({ kind: k, journalId, subject: input.subject, body: input.body, updatedBy: userId })
      .onConflictDoUpdate({
        target: [mailTemplates.kind, mailTemplates.journalId],
        set: { subject: input.subject, body: input.body, updatedBy: userId, updatedAt: new Date() },
      });
    await auditTemplate(
      tx,
      userId,
      'save',
      k,
      journalId === null ? null : { id: journalId, abbreviation: abbreviation! },
    );
  });
  return present(k, await storedRows(db, k, templateDef(k).perJournal ? journalId : null));
}

/**
 * `DELETE /api/admin/mail-templates/{key}[?journalId=]`: removes the stored text, so the mail
 * goes back to the default (or, for a journal, to the site's text). Idempotent; a removal is
 * audited (`mail_template.reset` by `userId`) in the same transaction.
 * @throws AppError NOT_FOUND; BAD_REQUEST
 */
export async function resetTemplate(
  db: DbOrTx,
  userId: number,
  key: string,
  journalId: number | null,
): Promise<MailTemplate> {
  const k = keyOf(key);
  const abbreviation = await checkScope(db, templateDef(k), journalId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(mailTemplates)
      .where(
        and(
          eq(mailTemplates.kind, k),
          journalId === null ? isNull(mailTemplates.journalId) : eq(mailTemplates.journalId, journalId),
        ),
      )
      .returning({ id: mailTemplates.id });
    if (removed.length) {
      await auditTemplate(
        tx,
        userId,
        'reset',
        k,
        journalId === null ? null : { id: journalId, abbreviation: abbreviation! },
      );
    }
  });
  return present(k, await storedRows(db, k, templateDef(k).perJournal ? journalId : null));
}

/**
 * `POST /api/admin/mail-templates/{key}/preview[?journalId=]`: the mail rendered with the
 * entry's sample values, from `draft` when given (checked as a save would be), else from the
 * text in force for the journal (or the site).
 * @throws AppError VALIDATION_FAILED for a draft that could not be saved; NOT_FOUND; BAD_REQUEST
 */
export async function previewTemplate(
  db: DbOrTx,
  key: string,
  journalId: number | null,
  draft: TemplateInput | undefined,
): Promise<RenderedMail> {
  const k = keyOf(key);
  const def = templateDef(k);
  await checkScope(db, def, journalId);
  if (draft) assertValid(def, draft);
  const source = draft ?? (await resolveTemplate(db, k, journalId));
  const samples = Object.fromEntries(Object.entries(def.variables).map(([name, v]) => [name, v.sample]));
  return { subject: fitSubject(renderTemplate(source.subject, samples)), text: renderTemplate(source.body, samples) };
}
