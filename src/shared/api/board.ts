/**
 * API contract of editorial boards (docs/decisions/0031-editorial-boards.md): the
 * public board, GET /api/journals/{abbreviation}/board, and the admin's management under
 * /api/admin/journals/{id}/board (list, add, edit, remove; reorder: POST …/board/order).
 */
import { z } from 'zod';
import { optionalOrcid } from '../validation/fields';
import { boundedLine, strictBody, text } from '../validation/text';
import { serialId } from './common';

import { BOARD_ROLES } from '../domain/board-roles';

export { BOARD_PHOTO_SIZE, BOARD_ROLE_LABELS, BOARD_ROLES, type BoardRole } from '../domain/board-roles';
export const boardRole = z.enum(BOARD_ROLES, { error: 'Choose a role' });

/** Largest photo upload accepted, in bytes. */
export const BOARD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Longest name and affiliation accepted (characters). */
export const BOARD_NAME_MAX = 200;
export const BOARD_AFFILIATION_MAX = 300;

/** One member as the public and the admin see it. */
export const boardMember = z.object({
  id: z.number().int(),
  name: text(),
  role: boardRole,
  affiliation: text(),
  /** Bare ORCID iD, e.g. "0000-0002-1825-0097", or null. */
  orcid: text().nullable(),
  /** Address of the square photo (BOARD_PHOTO_SIZE px), or null. */
  photoUrl: text().nullable(),
  displayOrder: z.number().int(),
  userId: z.number().int().nullable(),
});
export type BoardMember = z.infer<typeof boardMember>;

/** The board of a journal, ordered by role (BOARD_ROLES), then display order (the admin's answer). */
export const boardList = z.array(boardMember);

/**
 * One member as the public board shows it (GET /api/journals/{abbreviation}/board): without the
 * linked account's id, an internal identifier the public has no use for (decision 0059).
 */
export const publicBoardMember = boardMember.omit({ userId: true });
export type PublicBoardMember = z.infer<typeof publicBoardMember>;

/** The public board of a journal, in the order of {@link boardList}. */
export const publicBoardList = z.array(publicBoardMember);

/**
 * Body of adding or editing a member (all fields; an edit replaces them). Any other property is
 * refused (400 'Unknown field: …'; decision 0059).
 */
export const boardMemberInput = strictBody({
  name: boundedLine('Name is required', BOARD_NAME_MAX, `Name must be at most ${BOARD_NAME_MAX} characters`),
  role: boardRole,
  affiliation: text()
    .trim()
    .max(BOARD_AFFILIATION_MAX, { error: `Affiliation must be at most ${BOARD_AFFILIATION_MAX} characters` })
    .default(''),
  orcid: optionalOrcid,
  userId: serialId.nullable().optional(),
});
export type BoardMemberInput = z.input<typeof boardMemberInput>;

/** Body of reordering: every member id of the journal's board, in the new order. */
export const boardReorderInput = strictBody({
  ids: z.array(serialId).max(1000),
});

export const boardJournalParams = z.object({ id: serialId });
export const boardMemberParams = z.object({ id: serialId, memberId: serialId });
