/**
 * Which text a mail is sent with (decision 0053): the journal's stored template when
 * the mail concerns a journal's submission and the journal has one, else the site-wide stored
 * template, else the registry's default. A stored text that no longer fits its entry (a
 * variable the registry dropped) is passed over, so a mail is never lost to it.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { invitations, mailTemplates, submissions } from '../../db/schema';
import { renderTemplate, unknownVariables } from '../../lib/mail-template';
import type { MailMessage } from '../../lib/mailer';
import { fitSubject } from './compose';
import { isTemplateKey, templateDef, type MailTemplateKey } from './registry';
import type { DbOrTx } from '../../db/client';

/** A stored template row. */
export type StoredTemplateRow = typeof mailTemplates.$inferSelect;

/** Where the text in force comes from. */
export type TemplateSource = 'journal' | 'site' | 'default';

/** The stored rows of `key`: the site-wide one and, with `journalId`, the journal's. */
export async function storedRows(
  db: DbOrTx,
  key: MailTemplateKey,
  journalId: number | null,
): Promise<{ site: StoredTemplateRow | null; journal: StoredTemplateRow | null }> {
  const rows = await db
    .select()
    .from(mailTemplates)
    .where(
      and(
        eq(mailTemplates.kind, key),
        journalId === null
          ? isNull(mailTemplates.journalId)
          : or(isNull(mailTemplates.journalId), eq(mailTemplates.journalId, journalId)),
      ),
    );
  return {
    site: rows.find((r) => r.journalId === null) ?? null,
    journal: journalId === null ? null : (rows.find((r) => r.journalId === journalId) ?? null),
  };
}

/** True when the stored text uses only the entry's variables (it did when saved; the registry may have changed). */
function fits(key: MailTemplateKey, row: StoredTemplateRow): boolean {
  const allowed = Object.keys(templateDef(key).variables);
  return unknownVariables(row.subject, allowed).length === 0 && unknownVariables(row.body, allowed).length === 0;
}

/** The text in force among the stored rows of `key`: the journal's, else the site's, else the default. */
export function pickText(
  key: MailTemplateKey,
  rows: { site: StoredTemplateRow | null; journal: StoredTemplateRow | null },
): { subject: string; body: string; source: TemplateSource } {
  const def = templateDef(key);
  if (rows.journal && fits(key, rows.journal)) return { ...textOf(rows.journal), source: 'journal' };
  if (rows.site && fits(key, rows.site)) return { ...textOf(rows.site), source: 'site' };
  return { subject: def.subject, body: def.body, source: 'default' };
}

const textOf = (row: StoredTemplateRow) => ({ subject: row.subject, body: row.body });

/**
 * The text of `key` in force for `journalId` (null: site-wide), and where it comes from.
 * A journal's text is only looked for when the entry is `perJournal`.
 */
export async function resolveTemplate(
  db: DbOrTx,
  key: MailTemplateKey,
  journalId: number | null,
): Promise<{ subject: string; body: string; source: TemplateSource }> {
  return pickText(key, await storedRows(db, key, templateDef(key).perJournal ? journalId : null));
}

/** The journal of the submission a mail's `ref` names ('submission:12', or 'invitation:3' through its submission). */
export async function journalOfRef(db: DbOrTx, ref: string | undefined): Promise<number | null> {
  const match = /^(submission|invitation):(\d{1,10})$/.exec(ref ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  const [row] =
    match[1] === 'submission'
      ? await db.select({ journalId: submissions.journalId }).from(submissions).where(eq(submissions.id, id))
      : await db
          .select({ journalId: submissions.journalId })
          .from(invitations)
          .innerJoin(submissions, eq(submissions.id, invitations.submissionId))
          .where(eq(invitations.id, id));
  return row?.journalId ?? null;
}

/**
 * The mailer's hook (plugins/mailer.ts option `templates`): `message` rendered with the stored
 * text in force, in `tx`; unchanged when it was built from no template or the default is in
 * force. Values are inserted as written (lib/mail-template.ts renders in one pass).
 */
export async function applyStoredTemplate(tx: DbOrTx, message: MailMessage): Promise<MailMessage> {
  const use = message.template;
  if (!use || !isTemplateKey(use.key)) return message;
  // Every stored text of the key at once (one site-wide row, at most one per journal): with none,
  // the default is in force and the mail's journal need not be looked up.
  const rows = await tx.select().from(mailTemplates).where(eq(mailTemplates.kind, use.key));
  if (rows.length === 0) return message;
  const journalId =
    templateDef(use.key).perJournal && rows.some((r) => r.journalId !== null)
      ? (use.journalId ?? (await journalOfRef(tx, message.ref)))
      : null;
  const resolved = pickText(use.key, {
    site: rows.find((r) => r.journalId === null) ?? null,
    journal: journalId === null ? null : (rows.find((r) => r.journalId === journalId) ?? null),
  });
  if (resolved.source === 'default') return message;
  return {
    ...message,
    subject: fitSubject(renderTemplate(resolved.subject, use.values)),
    text: use.fixedText ? message.text : renderTemplate(resolved.body, use.values),
  };
}
