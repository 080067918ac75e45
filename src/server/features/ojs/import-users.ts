/**
 * The import of an OJS users export (`<PKPUsers>`, OJS's `pkp-users.xsd` of 3.3, 3.4 or 3.5) into
 * Genesis accounts with the journal's roles: docs/decisions/0096-ojs-users-and-redeposit.md.
 *
 * - Validated first against its version's schema by xmllint (as the Native XML import,
 *   decision 0091); a file no schema accepts is refused with the schema's messages, nothing written.
 * - One database transaction for the whole file: every account, role, interest and mapping row,
 *   and every set-password mail (the outbox is written in the same transaction), or none.
 * - OJS password hashes are never read into Genesis: a new account has no password. With
 *   `notify` it is mailed a set-password link (the accounts feature's single-use, 7-day token,
 *   stored hashed; the link from PUBLIC_URL); without, it waits for its owner to ask for a reset.
 * - An existing account is matched by address only when its address is verified (decision 0013);
 *   an unverified one is reported and left alone (not linked, nothing changed).
 * - Idempotent: every user brought in is kept in `ojs_imported_records` (kind `user`, the OJS
 *   username as its id, unique in an OJS install): a second run finds them and changes nothing.
 */
import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { JOURNAL_ROLES, journalRolesFor, type JournalRole } from '../../../shared/domain/journal-roles';
import { ROLES, type Role } from '../../../shared/domain/roles';
import type { Db, DbOrTx } from '../../db/client';
import { ojsImportedRecords } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import { addReviewingInterests, createUser, findUserByEmail, grantRole, mailSetPasswordLink } from '../accounts';
import { journalRoleOf, setJournalRole } from '../journals';
import { OjsImportError } from './import-native';
import { validateOjsExport, type OjsVersion } from './import-validate';

/**
 * OJS's role ids (pkp-lib `Role::ROLE_ID_*`), the `<role_id>` of a `<user_group>`, and what each
 * becomes in Genesis (decision 0096): a site role (seed 001 §6; one per account, the highest
 * one wins) and, for the editorial roles, a journal role on the journal imported into (decision
 * 0037). `null`: not mapped (the account is still made, as an author, and the report says so).
 */
export const OJS_ROLE_MAP: Record<number, { ojs: string; site: Role; journal: JournalRole | null } | null> = {
  /** Site administrator: never granted from a file; the account is made as an author. */
  1: null,
  /** Journal manager (and OJS 3.4+'s "Journal editor", same role id). */
  16: { ojs: 'journal manager', site: 'editor', journal: 'editor_in_chief' },
  /** Section editor (sub-editor; also "Guest editor"). */
  17: { ojs: 'section editor', site: 'editor', journal: 'editor' },
  /** Assistant (copyeditor, layout editor, proofreader…): no Genesis counterpart. */
  4097: null,
  4096: { ojs: 'reviewer', site: 'reviewer', journal: null },
  65536: { ojs: 'author', site: 'author', journal: null },
  /** Reader: Genesis has no reader accounts (reading needs none); the least role, author. */
  1048576: { ojs: 'reader', site: 'author', journal: null },
  /** Subscription manager: Genesis is open access, no subscriptions. */
  2097152: null,
};

/** How a users import runs. */
export interface OjsUsersImportOptions {
  /** The Genesis journal whose roles the users get (the OJS export is one journal's). */
  journalId: number;
  /** Mail each new account a set-password link; else it waits for a reset its owner asks for. */
  notify: boolean;
  /** PUBLIC_URL: the origin of the mailed links. */
  publicUrl: string;
  /** Puts a mail in the outbox within the import's transaction (the app's mailer). */
  enqueue: (tx: DbOrTx, message: MailMessage) => Promise<unknown>;
  /** The OJS schemas' folder (tests); by default import-validate's. */
  schemaDir?: string;
  /**
   * A preview (the portal's import screen, decision 0101): everything runs as for real in the one
   * transaction, which is then rolled back (no account, role, mapping or mail kept); the report
   * says what a real run would do.
   */
  dryRun?: boolean;
}

/** Thrown inside a dry run's transaction to roll it back. */
class UsersDryRunRollback extends Error {}

/** One user of the file and what became of it. */
export interface OjsUserOutcome {
  username: string;
  email: string;
  /** Line of its `<user>` element. */
  line: number;
  /**
   * `created`: a new account; `linked`: an existing verified account of that address got the
   * roles; `already`: imported before (nothing changed); `not_linked`: an account with that
   * address exists but its address is not verified (left alone); `skipped`: disabled in OJS.
   */
  outcome: 'created' | 'linked' | 'already' | 'not_linked' | 'skipped';
  /** The Genesis account (absent for not_linked and skipped). */
  userId: number | null;
  siteRole: Role | null;
  journalRole: JournalRole | null;
  /** Whether a set-password mail was queued for it. */
  notified: boolean;
  /** What could not be carried over: unmapped or unknown groups, an administrator not granted. */
  notes: string[];
}

/** What a users import did. */
export interface OjsUsersReport {
  file: string;
  version: OjsVersion;
  /** Counts by outcome, and the mails queued. */
  counts: Record<OjsUserOutcome['outcome'], number> & { seen: number; notified: number };
  users: OjsUserOutcome[];
}

/** An element of the file: local name, attributes, children, text and line. */
interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
  text: string;
  line: number;
}

const child = (n: Node, name: string) => n.children.find((c) => c.name === name);
const childrenNamed = (n: Node, name: string) => n.children.filter((c) => c.name === name);
const textOf = (n: Node | undefined): string | null => {
  const t = n?.text.trim();
  return t ? t : null;
};

/** Reads the `<user_group>` and `<user>` elements of the file (a users export holds no payloads). */
async function readUsersFile(file: string): Promise<{ groups: Node[]; users: Node[] }> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: Node[] = [];
  const groups: Node[] = [];
  const users: Node[] = [];
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    const name = tag.name.replace(/^.*:/, '');
    const top = stack[stack.length - 1];
    // Only what sits inside a <user_group> or a <user> is kept.
    if (!top && name !== 'user_group' && name !== 'user') return;
    const node: Node = {
      name,
      attrs: tag.attributes as Record<string, string>,
      children: [],
      text: '',
      line: parser.line,
    };
    top?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('cdata', (t) => {
    const top = stack[stack.length - 1];
    if (top) top.text += t;
  });
  parser.on('closetag', (tag) => {
    const name = tag.name.replace(/^.*:/, '');
    const node = stack[stack.length - 1];
    if (!node || node.name !== name) return;
    stack.pop();
    if (stack.length === 0) (name === 'user' ? users : groups).push(node);
  });
  parser.on('error', (err) => {
    failure ??= err;
  });
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
    parser.write(chunk as string);
    if (failure) break;
  }
  if (!failure) parser.close();
  if (failure) throw new OjsImportError(`Not well-formed XML: ${(failure as Error).message}`);
  return { groups, users };
}

/** A localised field in the user's first locale given (`givenname`, `familyname`). */
function firstLocalised(n: Node, name: string): string | null {
  for (const c of childrenNamed(n, name)) {
    const t = textOf(c);
    if (t) return t;
  }
  return null;
}

/**
 * The groups a user belongs to now: 3.3/3.4 `<user_group_ref>` children, 3.5
 * `<user_user_group><user_group_ref>` without a `<date_end>` in the past.
 */
function currentGroupRefs(user: Node, now: Date): string[] {
  const refs: string[] = [];
  for (const r of childrenNamed(user, 'user_group_ref')) {
    const t = textOf(r);
    if (t) refs.push(t);
  }
  for (const m of childrenNamed(user, 'user_user_group')) {
    const ref = textOf(child(m, 'user_group_ref'));
    const end = textOf(child(m, 'date_end'));
    if (!ref) continue;
    if (end && new Date(end.replace(' ', 'T') + 'Z').getTime() < now.getTime()) continue;
    refs.push(ref);
  }
  return [...new Set(refs)];
}

/** Reviewing interests: OJS writes them as one comma-separated text. */
export function splitInterests(text: string | null): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n]+/)) {
    const kw = part.trim().replace(/\s+/g, ' ');
    if (kw && !seen.has(kw.toLowerCase())) {
      seen.add(kw.toLowerCase());
      out.push(kw);
    }
  }
  return out;
}

const siteRank = (r: Role) => ROLES.indexOf(r);
/** editor_in_chief > editor > associate_editor (JOURNAL_ROLES' order). */
const journalRank = (r: JournalRole) => JOURNAL_ROLES.length - JOURNAL_ROLES.indexOf(r);

/**
 * Imports the OJS users export `source` (a file path) into accounts with roles on journal
 * `options.journalId` (decision 0096): validated against its version's `pkp-users.xsd` first,
 * then one transaction of `db`.
 * @returns the report: each user's outcome, roles and notes, and counts
 * @throws OjsImportError when the file is refused (schema messages in `schemaErrors`), is a
 *   Native XML export of issues instead, or the import fails (nothing is then kept, no mail sent)
 */
export async function importOjsUsers(db: Db, source: string, options: OjsUsersImportOptions): Promise<OjsUsersReport> {
  const validation = await validateOjsExport(source, options.schemaDir);
  if (!validation.ok) throw new OjsImportError(validation.reason, null, validation.errors);
  if (validation.kind !== 'users')
    throw new OjsImportError('This is an OJS Native XML export of issues and articles: import it without --users');
  const { groups, users } = await readUsersFile(source);

  // A group is referred to by its name in any of its locales.
  const roleOfGroup = new Map<string, number>();
  for (const g of groups) {
    const roleId = Number(textOf(child(g, 'role_id')));
    for (const n of childrenNamed(g, 'name')) {
      const t = textOf(n);
      if (t && !roleOfGroup.has(t)) roleOfGroup.set(t, roleId);
    }
  }

  const report: OjsUsersReport = {
    file: source,
    version: validation.version,
    counts: { seen: 0, created: 0, linked: 0, already: 0, not_linked: 0, skipped: 0, notified: 0 },
    users: [],
  };
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      const mapped = new Map(
        (
          await tx
            .select({ ojsId: ojsImportedRecords.ojsId, genesisId: ojsImportedRecords.genesisId })
            .from(ojsImportedRecords)
            .where(and(eq(ojsImportedRecords.journalId, options.journalId), eq(ojsImportedRecords.kind, 'user')))
        ).map((r) => [r.ojsId, Number(r.genesisId)]),
      );
      for (const u of users) {
        const outcome = await importOneUser(tx, u, roleOfGroup, mapped, options, now);
        report.users.push(outcome);
        report.counts.seen += 1;
        report.counts[outcome.outcome] += 1;
        if (outcome.notified) report.counts.notified += 1;
      }
      if (options.dryRun) throw new UsersDryRunRollback();
    });
  } catch (err) {
    if (err instanceof UsersDryRunRollback) return report;
    if (err instanceof OjsImportError) throw err;
    throw new OjsImportError(`The users import failed and nothing was kept: ${(err as Error).message}`);
  }
  return report;
}

async function importOneUser(
  tx: DbOrTx,
  u: Node,
  roleOfGroup: Map<string, number>,
  mapped: Map<string, number>,
  options: OjsUsersImportOptions,
  now: Date,
): Promise<OjsUserOutcome> {
  const username = textOf(child(u, 'username')) ?? '';
  const email = (textOf(child(u, 'email')) ?? '').toLowerCase();
  const out: OjsUserOutcome = {
    username,
    email,
    line: u.line,
    outcome: 'skipped',
    userId: null,
    siteRole: null,
    journalRole: null,
    notified: false,
    notes: [],
  };
  const key = username.toLowerCase();
  const already = mapped.get(key);
  if (already !== undefined) {
    out.outcome = 'already';
    out.userId = already;
    return out;
  }
  if (child(u, 'password')?.attrs.is_disabled === 'true') {
    out.notes.push('disabled in OJS: not imported');
    return out;
  }

  // Roles: the highest site role of the mapped groups, the highest journal role.
  let siteRole: Role = 'author';
  let journalRole: JournalRole | null = null;
  for (const ref of currentGroupRefs(u, now)) {
    const roleId = roleOfGroup.get(ref);
    if (roleId === undefined) {
      out.notes.push(`group "${ref}" is not among the export's user groups: not mapped`);
      continue;
    }
    const m = OJS_ROLE_MAP[roleId];
    if (!m) {
      out.notes.push(
        roleId === 1
          ? `group "${ref}" is OJS's site administrator: never granted by an import`
          : `group "${ref}" (OJS role ${roleId}) has no Genesis counterpart: not mapped`,
      );
      continue;
    }
    if (siteRank(m.site) > siteRank(siteRole)) siteRole = m.site;
    if (m.journal && (!journalRole || journalRank(m.journal) > journalRank(journalRole))) journalRole = m.journal;
  }
  const interests = splitInterests(textOf(child(u, 'review_interests')));
  const given = firstLocalised(u, 'givenname');
  const family = firstLocalised(u, 'familyname');
  const name = [given, family].filter(Boolean).join(' ') || username;

  const existing = await findUserByEmail(tx, email);
  let userId: number;
  if (existing && !existing.emailVerifiedAt) {
    out.outcome = 'not_linked';
    out.notes.push('an account with this address exists but its address is not verified: not linked (decision 0013)');
    return out;
  }
  if (existing) {
    userId = existing.id;
    out.outcome = 'linked';
    // The site role is raised to the imported one if lower, never lowered (as an approved application).
    const current = existing.role as Role;
    if (siteRank(siteRole) > siteRank(current)) await grantRole(tx, userId, siteRole);
    else siteRole = current;
  } else {
    const user = await createUser(tx, { name, email, role: siteRole, emailVerified: true });
    userId = user.id;
    out.outcome = 'created';
    if (options.notify) {
      await mailSetPasswordLink(tx, {
        user,
        why: 'Your account of the journal has moved from Open Journal Systems to this site; choose a password to sign in.',
        publicUrl: options.publicUrl,
        enqueue: options.enqueue,
      });
      out.notified = true;
    }
  }
  out.userId = userId;
  out.siteRole = siteRole;

  if (journalRole) {
    if (!journalRolesFor(siteRole).includes(journalRole)) {
      out.notes.push(
        `an account with the role ${siteRole.replace(/_/g, ' ')} holds no journal role: ${journalRole.replace(/_/g, ' ')} not given`,
      );
    } else {
      const had = await journalRoleOf(tx, userId, options.journalId);
      if (!had || journalRank(journalRole) > journalRank(had)) {
        await setJournalRole(tx, { userId, journalId: options.journalId, role: journalRole });
        out.journalRole = journalRole;
      } else out.journalRole = had;
    }
  }
  if (interests.length) await addReviewingInterests(tx, userId, interests);

  await tx.insert(ojsImportedRecords).values({
    journalId: options.journalId,
    kind: 'user',
    ojsId: key,
    genesisId: String(userId),
    data: {
      username,
      email,
      outcome: out.outcome,
      groups: currentGroupRefs(u, now),
      country: textOf(child(u, 'country')),
      url: textOf(child(u, 'url')),
      orcid: textOf(child(u, 'orcid')),
      reviewingInterests: interests,
      dateRegistered: textOf(child(u, 'date_registered')),
    },
  });
  mapped.set(key, userId);
  return out;
}
