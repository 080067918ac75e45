/**
 * Editorial boards (docs/decisions/0031-editorial-boards.md): the use cases of
 * `journal_board_members`, the only writer of that table. Members are listed by role in the
 * standard order (editor-in-chief, editors, associate editors, reviewer board), then by their
 * display order, then by id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { BOARD_ROLES, type BoardMember, type BoardRole } from '../../../shared/api/board';
import type { Db } from '../../db/client';
import { journalBoardMembers, journals } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { audit } from '../../lib/audit';

/** A database handle or an open transaction. */
type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Values of a member as the contract's input gives them, after parsing. */
export interface BoardMemberValues {
  name: string;
  role: BoardRole;
  affiliation: string;
  orcid?: string;
  userId?: number | null;
}

const roleRank = sql`array_position(array['editor_in_chief','editor','associate_editor','reviewer_board']::text[], ${journalBoardMembers.role})`;

type Row = typeof journalBoardMembers.$inferSelect;

/**
 * The public address of a member's photo (board-photos.ts serves it): the JPEG; the WebP is the
 * same address ending in `.webp`. The version is the JPEG key's first 8 characters, so a new
 * upload is a new address (served with long caching).
 */
export function boardPhotoUrl(memberId: number, jpegKey: string): string {
  return `/api/board-photos/${memberId}/${jpegKey.slice(0, 8)}/photo.jpg`;
}

/** The response shape of a member; `photoUrl` is the JPEG's address (decision 0046), or null. */
export function presentMember(row: Row): BoardMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role as BoardRole,
    affiliation: row.affiliation,
    orcid: row.orcid,
    photoUrl: row.photoKey ? boardPhotoUrl(row.id, row.photoKey) : null,
    displayOrder: row.displayOrder,
    userId: row.userId,
  };
}

/** Journal `journalId`'s abbreviation. @throws AppError NOT_FOUND when there is no such journal */
async function assertJournal(db: Conn, journalId: number): Promise<string> {
  const [found] = await db
    .select({ abbreviation: journals.abbreviation })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!found) throw new AppError('NOT_FOUND', `Journal #${journalId} not found`);
  return found.abbreviation;
}

/**
 * Records a board change in the admin audit log (decision 0059): who (`actorId`), what
 * (`board.add|edit|remove|reorder|photo`), which journal (target `journal` #id; the detail names
 * its abbreviation and the member).
 */
export async function auditBoard(
  tx: Conn,
  actorId: number,
  journalId: number,
  action: 'add' | 'edit' | 'remove' | 'reorder' | 'photo',
  detail: string,
): Promise<void> {
  const abbreviation = await assertJournal(tx, journalId);
  await audit(tx, {
    actorId,
    action: `board.${action}`,
    targetType: 'journal',
    targetId: journalId,
    detail: `${abbreviation}: ${detail}`,
    journalId,
  });
}

const memberDetail = (m: { id: number; name: string; role: string }) => `member #${m.id} ${m.name} (${m.role})`;

/**
 * The board of journal `journalId`, by role (BOARD_ROLES order), display order, then id.
 * @throws AppError NOT_FOUND for an unknown journal when `check` is true
 */
export async function listBoard(db: Conn, journalId: number, check = false): Promise<BoardMember[]> {
  if (check) await assertJournal(db, journalId);
  const rows = await db
    .select()
    .from(journalBoardMembers)
    .where(eq(journalBoardMembers.journalId, journalId))
    .orderBy(roleRank, asc(journalBoardMembers.displayOrder), asc(journalBoardMembers.id));
  return rows.map(presentMember);
}

/**
 * Adds a member at the end of the journal's board (display order one past the largest); with
 * `actorId`, audited in the same transaction (an applicant's approval audits its own line).
 * @returns the new member
 * @throws AppError NOT_FOUND for an unknown journal
 */
export async function addBoardMember(
  db: Conn,
  journalId: number,
  values: BoardMemberValues,
  actorId?: number,
): Promise<BoardMember> {
  if (actorId !== undefined) {
    return db.transaction(async (tx) => {
      const member = await addBoardMember(tx, journalId, values);
      await auditBoard(tx, actorId, journalId, 'add', memberDetail(member));
      return member;
    });
  }
  await assertJournal(db, journalId);
  const [row] = await db
    .insert(journalBoardMembers)
    .values({
      journalId,
      name: values.name,
      role: values.role,
      affiliation: values.affiliation,
      orcid: values.orcid ?? null,
      userId: values.userId ?? null,
      displayOrder: sql`(select coalesce(max(${journalBoardMembers.displayOrder}), -1) + 1 from ${journalBoardMembers} where ${journalBoardMembers.journalId} = ${journalId})`,
    })
    .returning();
  return presentMember(row!);
}

/**
 * Replaces a member's name, role, affiliation, ORCID iD and account link; audited as
 * `board.edit` by `actorId` in the same transaction.
 * @throws AppError NOT_FOUND when the member is not on journal `journalId`'s board
 */
export async function editBoardMember(
  db: Db,
  actorId: number,
  journalId: number,
  memberId: number,
  values: BoardMemberValues,
): Promise<BoardMember> {
  return db.transaction(async (tx) => {
    const member = await editMember(tx, journalId, memberId, values);
    await auditBoard(tx, actorId, journalId, 'edit', memberDetail(member));
    return member;
  });
}

async function editMember(
  db: Conn,
  journalId: number,
  memberId: number,
  values: BoardMemberValues,
): Promise<BoardMember> {
  const [row] = await db
    .update(journalBoardMembers)
    .set({
      name: values.name,
      role: values.role,
      affiliation: values.affiliation,
      orcid: values.orcid ?? null,
      userId: values.userId ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(journalBoardMembers.id, memberId), eq(journalBoardMembers.journalId, journalId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `Board member #${memberId} not found`);
  return presentMember(row);
}

/**
 * Removes a member from journal `journalId`'s board; audited as `board.remove` by `actorId` in
 * the same transaction.
 * @returns the photo's storage keys (JPEG, WebP; for the caller to delete after the commit)
 * @throws AppError NOT_FOUND when the member is not on that board
 */
export async function removeBoardMember(
  db: Db,
  actorId: number,
  journalId: number,
  memberId: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(journalBoardMembers)
      .where(and(eq(journalBoardMembers.id, memberId), eq(journalBoardMembers.journalId, journalId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', `Board member #${memberId} not found`);
    await auditBoard(tx, actorId, journalId, 'remove', memberDetail(row));
    return [row.photoKey, row.photoWebpKey].filter((k): k is string => k !== null);
  });
}

/**
 * Sets the display order of journal `journalId`'s board: `ids` must list every member exactly
 * once; member `ids[i]` gets order i. One statement, in a transaction with the check and the
 * audit line (`board.reorder` by `actorId`).
 * @returns the board in its new order
 * @throws AppError VALIDATION_FAILED (400, field `ids`) when `ids` is not the board's members
 * @throws AppError NOT_FOUND for an unknown journal
 */
export async function reorderBoard(db: Db, actorId: number, journalId: number, ids: number[]): Promise<BoardMember[]> {
  return db.transaction(async (tx) => {
    await assertJournal(tx, journalId);
    const current = await tx
      .select({ id: journalBoardMembers.id })
      .from(journalBoardMembers)
      .where(eq(journalBoardMembers.journalId, journalId))
      .for('update');
    const have = new Set(current.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== have.size || ids.some((id) => !have.has(id))) {
      throw new AppError('VALIDATION_FAILED', 'Invalid input', {
        errors: [{ path: 'ids', message: 'List every member of this board exactly once' }],
      });
    }
    if (ids.length) {
      await tx.execute(sql`update ${journalBoardMembers} set display_order = o.ord - 1, updated_at = now()
        from unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) with ordinality as o(id, ord)
        where ${journalBoardMembers.id} = o.id`);
    }
    await auditBoard(tx, actorId, journalId, 'reorder', `order ${ids.join(', ') || '(empty)'}`);
    return listBoard(tx, journalId);
  });
}

/** Board role of a join application's kind (seed 001 §4: reviewer, editor, associate_editor). */
export function boardRoleOfJoinKind(kind: string): BoardRole | null {
  if (kind === 'reviewer') return 'reviewer_board';
  if (kind === 'editor') return 'editor';
  if (kind === 'associate_editor') return 'associate_editor';
  return (BOARD_ROLES as readonly string[]).includes(kind) ? (kind as BoardRole) : null;
}

/**
 * Adds an approved join applicant to the board of the journal their application names (its
 * slug, or its title as the form sends), with the role of the application, linked to their
 * account. Used by the admin's approval (features/admin through index.ts), in its transaction;
 * the addition is audited as the board change it is ('board.add', decision 0075), by `actorId`.
 * @returns the new member
 * @throws AppError CONFLICT when the application's journal is not one of ours
 */
export async function addApplicantToBoard(
  tx: Conn,
  input: { journal: string; kind: string; name: string; affiliation: string; userId: number; actorId: number },
): Promise<BoardMember> {
  const role = boardRoleOfJoinKind(input.kind);
  if (!role) throw new AppError('CONFLICT', `A ${input.kind} application has no board role`);
  const [journal] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(
      sql`lower(${journals.slug}) = lower(${input.journal}) or lower(${journals.title}) = lower(${input.journal}) or lower(${journals.abbreviation}) = lower(${input.journal})`,
    )
    .limit(1);
  if (!journal) throw new AppError('CONFLICT', `"${input.journal}" is not one of the publisher's journals.`);
  return addBoardMember(
    tx,
    journal.id,
    { name: input.name, role, affiliation: input.affiliation, userId: input.userId },
    input.actorId,
  );
}
