/**
 * Editorial board roles and their display (decision 0031), without zod: the public
 * journal page imports these, and the validation library stays out of its JavaScript.
 */

/** Board roles, in the order the Editorial Board tab shows them (standard terms). */
export const BOARD_ROLES = ['editor_in_chief', 'editor', 'associate_editor', 'reviewer_board'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** Headings of the roles' groups on the Editorial Board tab. */
export const BOARD_ROLE_LABELS: Record<BoardRole, string> = {
  editor_in_chief: 'Editor-in-Chief',
  editor: 'Editors',
  associate_editor: 'Associate Editors',
  reviewer_board: 'Reviewer Board',
};

/** Side of the square board photo in pixels (stored and served at this size). */
export const BOARD_PHOTO_SIZE = 256;
