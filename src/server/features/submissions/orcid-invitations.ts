/**
 * Co-authors' ORCID invitations (decision 0093; the issue's "each co-author gets a mail with a
 * link to connect theirs", OJS 3.5's flow): when a submission is submitted, each author the
 * wizard gave an address for — but the submitting author and authors whose iD is already
 * authenticated — is mailed a link (`/orcid/connect?token=…`, built from PUBLIC_URL). The link's
 * token is 256 random bits stored only as its sha256, works once, for
 * {@link ORCID_INVITE_DAYS} days, and a newer invitation to the same author voids it. Opening it
 * needs no account; ORCID's answer (features/sso, purpose `connect`) sets that author's iD as
 * authenticated in the submission's contributors through {@link completeOrcidInvitation}.
 * An editor of the submission's journal may re-send it ({@link resendOrcidInvitation}).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Author } from '../../../shared/api/contributors';
import type { OrcidInvitationView } from '../../../shared/api/orcid-invitations';
import { paths } from '../../../shared/routes';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { contributorOrcidInvitations, journals, submissions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { MailMessage } from '../../lib/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashSecretToken, newSecretToken } from '../accounts';
import { templatedMail } from '../mail-templates';
import { orcidConfig } from '../orcid';
import { authorizeSubmission, SUBMISSION_NOT_FOUND } from './policy';
import type { SubmissionRow } from './workflow';

/** How long a co-author's link works, in days. */
export const ORCID_INVITE_DAYS = 30;

export const INVITATION_USED = 'This link was already used: the ORCID iD is connected. Nothing more to do.';
export const INVITATION_EXPIRED =
  'This link has expired or was replaced by a newer one. Ask the editorial office to send you a new link.';
export const INVITATION_UNKNOWN = 'This link is not valid. Check that you copied the whole link from the mail.';
export const NO_ADDRESS = 'This author has no e-mail address in the submission.';
export const ALREADY_AUTHENTICATED = "This author's ORCID iD is already authenticated.";
export const NOT_SUBMITTED = 'Invitations are sent once the submission is submitted.';

type InviteDeps = Pick<Deps, 'mailer' | 'publicUrl'>;

const displayName = (a: Pick<Author, 'givenNames' | 'surname'>) => [a.givenNames, a.surname].filter(Boolean).join(' ');
const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The authors of `row` a mail may go to: an address, not yet authenticated, not the submitter. */
function invitable(author: Author, submitterEmail: string): boolean {
  return !!author.email && author.orcidAuthenticated !== true && !sameAddress(author.email, submitterEmail);
}

/** Issues one invitation (voiding older open ones for the same author) and queues its mail, in `tx`. */
async function issue(
  tx: DbOrTx,
  deps: InviteDeps,
  row: SubmissionRow,
  authorIndex: number,
  context: { submitterName: string; journalTitle: string },
): Promise<string> {
  const author = row.contributors[authorIndex];
  const email = author.email!.trim();
  await tx
    .update(contributorOrcidInvitations)
    .set({ voidedAt: sql`now()` })
    .where(
      and(
        eq(contributorOrcidInvitations.submissionId, row.id),
        eq(contributorOrcidInvitations.authorIndex, authorIndex),
        isNull(contributorOrcidInvitations.usedAt),
        isNull(contributorOrcidInvitations.voidedAt),
      ),
    );
  const { token, hash } = newSecretToken();
  const [inv] = await tx
    .insert(contributorOrcidInvitations)
    .values({
      submissionId: row.id,
      authorIndex,
      email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + ORCID_INVITE_DAYS * 86_400_000),
    })
    .returning({ id: contributorOrcidInvitations.id });
  await deps.mailer.enqueue(
    tx,
    invitationMail({ ...deps, row, author, email, token, invitationId: inv.id, ...context }),
  );
  return email;
}

/** The mail of one invitation (template 'workflow.orcid_invitation'); the token goes into the link only. */
function invitationMail(input: {
  publicUrl: string;
  row: SubmissionRow;
  author: Author;
  email: string;
  token: string;
  invitationId: number;
  submitterName: string;
  journalTitle: string;
}): MailMessage {
  return templatedMail(
    'workflow.orcid_invitation',
    {
      name: displayName(input.author),
      title: input.row.title,
      submitterName: input.submitterName,
      journalTitle: input.journalTitle,
      connectLink: `${input.publicUrl}${paths.orcidConnect.getHref(input.token)}`,
      linkDays: String(ORCID_INVITE_DAYS),
    },
    { to: input.email, ref: `submission:${input.row.id}`, journalId: input.row.journalId },
  );
}

async function contextOf(tx: DbOrTx, row: SubmissionRow) {
  const [found] = await tx
    .select({ submitterName: users.name, submitterEmail: users.email, journalTitle: journals.title })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, row.id));
  return found;
}

/**
 * Mails every invitable co-author of `row` (just submitted) their link, in the submitting
 * transaction `tx` (nothing is sent if it rolls back).
 * @returns the addresses mailed
 */
export async function inviteCoAuthors(tx: DbOrTx, deps: InviteDeps, row: SubmissionRow): Promise<string[]> {
  // ORCID off (decision 0087): a link could lead nowhere, so none is mailed.
  if (row.contributors.length === 0 || !orcidConfig()) return [];
  const { submitterEmail, ...context } = await contextOf(tx, row);
  const sent: string[] = [];
  for (const [index, author] of row.contributors.entries()) {
    if (invitable(author, submitterEmail)) sent.push(await issue(tx, deps, row, index, context));
  }
  return sent;
}

/**
 * An editor re-sends author `authorIndex`'s invitation of submission `submissionId`
 * (`POST /api/submissions/{id}/authors/{index}/orcid-invitation`); older links stop working.
 * @returns the address mailed
 * @throws AppError NOT_FOUND (not an editor of its journal, no such submission or author),
 *   CONFLICT (409) for a draft, an author without address or one already authenticated
 */
export async function resendOrcidInvitation(
  deps: Pick<Deps, 'db'> & InviteDeps & { user: AuthUser; submissionId: number; authorIndex: number },
): Promise<{ sentTo: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, deps.submissionId));
    await authorizeSubmission(tx, deps.user, 'handle', row);
    if (!row) throw new AppError('NOT_FOUND', SUBMISSION_NOT_FOUND);
    const author = row.contributors[deps.authorIndex];
    if (!author) throw new AppError('NOT_FOUND', 'No such author');
    if (row.status === 'draft') throw new AppError('CONFLICT', NOT_SUBMITTED);
    if (author.orcidAuthenticated === true) throw new AppError('CONFLICT', ALREADY_AUTHENTICATED);
    if (!author.email) throw new AppError('CONFLICT', NO_ADDRESS);
    const { submitterEmail: _s, ...context } = await contextOf(tx, row);
    return { sentTo: await issue(tx, deps, row, deps.authorIndex, context) };
  });
}

/** The invitation a token names, with why it cannot be used (if so). */
async function byToken(db: DbOrTx, token: string) {
  const [found] = await db
    .select({ inv: contributorOrcidInvitations, row: submissions, journalTitle: journals.title })
    .from(contributorOrcidInvitations)
    .innerJoin(submissions, eq(submissions.id, contributorOrcidInvitations.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(contributorOrcidInvitations.tokenHash, hashSecretToken(token)));
  return found ?? null;
}

/**
 * What the link's page shows (`GET /api/orcid-invitations/{token}`): the author's name, the
 * manuscript's title and journal.
 * @throws AppError NOT_FOUND {@link INVITATION_UNKNOWN}; GONE (410) {@link INVITATION_USED} or
 *   {@link INVITATION_EXPIRED} (expired, or voided by a newer link)
 */
export async function orcidInvitationView(db: DbOrTx, token: string): Promise<OrcidInvitationView> {
  const found = await byToken(db, token);
  if (!found) throw new AppError('NOT_FOUND', INVITATION_UNKNOWN);
  const { inv, row, journalTitle } = found;
  if (inv.usedAt) throw new AppError('GONE', INVITATION_USED);
  if (inv.voidedAt || inv.expiresAt.getTime() <= Date.now()) throw new AppError('GONE', INVITATION_EXPIRED);
  const author = row.contributors[inv.authorIndex];
  return {
    authorName: author ? displayName(author) : '',
    title: row.title,
    journalTitle,
    expiresAt: inv.expiresAt.toISOString(),
  };
}

/**
 * The open invitation's id for a token (the ORCID round trip starts from it).
 * @throws as {@link orcidInvitationView}
 */
export async function openOrcidInvitation(db: DbOrTx, token: string): Promise<number> {
  await orcidInvitationView(db, token);
  const found = await byToken(db, token);
  return found!.inv.id;
}

/**
 * ORCID answered for invitation `invitationId` with iD `orcid`: the invitation is used up (one
 * conditional update: only one answer can), and the author it names gets `orcid` marked
 * authenticated in the submission's contributors.
 * @returns the submission, its published article (null before publication) and the author as it
 *   now is (production metadata and a published article follow it: decisions 0093, 0105)
 * @throws AppError GONE (410) {@link INVITATION_EXPIRED} when it was used, voided or expired
 *   meanwhile; CONFLICT when the author's address changed since it was mailed
 */
export async function completeOrcidInvitation(
  db: DbOrTx,
  input: { invitationId: number; orcid: string },
): Promise<{ submissionId: number; articleId: number | null; author: Author; previousOrcid: string | null }> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .update(contributorOrcidInvitations)
      .set({ usedAt: sql`now()`, orcid: input.orcid })
      .where(
        and(
          eq(contributorOrcidInvitations.id, input.invitationId),
          isNull(contributorOrcidInvitations.usedAt),
          isNull(contributorOrcidInvitations.voidedAt),
          gt(contributorOrcidInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!inv) throw new AppError('GONE', INVITATION_EXPIRED);
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, inv.submissionId)).for('update');
    const before = row?.contributors[inv.authorIndex];
    if (!row || !before || !sameAddress(before.email, inv.email)) {
      throw new AppError('CONFLICT', 'The author this link was sent to is no longer in the submission.');
    }
    const author: Author = { ...before, orcid: input.orcid, orcidAuthenticated: true };
    const contributors = row.contributors.map((a, i) => (i === inv.authorIndex ? author : a));
    await tx
      .update(submissions)
      .set({ contributors, updatedAt: sql`now()` })
      .where(eq(submissions.id, row.id));
    return { submissionId: row.id, articleId: row.articleId, author, previousOrcid: before.orcid };
  });
}

/** The latest invitation of each author of submission `submissionId` (editor's view). */
export async function orcidInvitationsOf(
  db: DbOrTx,
  submissionId: number,
): Promise<Map<number, { sentAt: string; usedAt: string | null }>> {
  const rows = await db
    .select({
      authorIndex: contributorOrcidInvitations.authorIndex,
      createdAt: contributorOrcidInvitations.createdAt,
      usedAt: contributorOrcidInvitations.usedAt,
    })
    .from(contributorOrcidInvitations)
    .where(eq(contributorOrcidInvitations.submissionId, submissionId))
    .orderBy(desc(contributorOrcidInvitations.id));
  const latest = new Map<number, { sentAt: string; usedAt: string | null }>();
  for (const r of rows) {
    if (!latest.has(r.authorIndex)) {
      latest.set(r.authorIndex, { sentAt: r.createdAt.toISOString(), usedAt: r.usedAt?.toISOString() ?? null });
    }
  }
  return latest;
}
