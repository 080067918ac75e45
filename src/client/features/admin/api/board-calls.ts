/**
 * The admin's editorial board calls (docs/decisions/0031-editorial-boards.md; endpoint table
 * shared/api/endpoints/journals.ts, decision 0064): GET|POST /api/admin/journals/{id}/board,
 * PUT|DELETE /api/admin/journals/{id}/board/{memberId}, POST /api/admin/journals/{id}/board/order
 * and the member's photo. Each answer is parsed by the contract's schema; each call throws
 * ApiError on a non-OK status (400 with field errors, 403, 404).
 */
import { useQuery } from '@tanstack/react-query';
import type { BoardMember, BoardMemberInput } from '../../../../shared/api/board';
import type { Journal } from '../../../../shared/api/catalogue';
import * as catalogue from '../../../../shared/api/endpoints/catalogue';
import * as endpoints from '../../../../shared/api/endpoints/journals';
import { call, callList } from '../../../lib/call';

/** Query key of a journal's board in the admin (under the admin root, so admin actions refetch it). */
export const adminBoardKey = (journalId: number) => ['api', 'admin', 'journals', String(journalId), 'board'] as const;

/** Hook: the board of journal `journalId` (disabled while null). */
export function useAdminBoard(journalId: number | null) {
  return useQuery({
    queryKey: adminBoardKey(journalId ?? 0),
    queryFn: ({ signal }) => call(endpoints.listAdminBoard, { params: { id: journalId ?? 0 }, init: { signal } }),
    enabled: journalId !== null,
  });
}

/** Hook: the first 100 journals, house journals first (GET /api/journals?limit=100), to choose a board from. */
export function useJournalChoices() {
  return useQuery({
    queryKey: ['api', 'journals', 'limit=100'],
    queryFn: async ({ signal }): Promise<Journal[]> =>
      (await callList(catalogue.listJournals, { query: { limit: 100 }, init: { signal } })).items,
  });
}

/** Adds a member at the end of the board. */
export function addBoardMember(journalId: number, input: BoardMemberInput): Promise<BoardMember> {
  return call(endpoints.addBoardMember, { params: { id: journalId }, body: input });
}

/** Replaces a member's fields. */
export function editBoardMember(journalId: number, memberId: number, input: BoardMemberInput): Promise<BoardMember> {
  return call(endpoints.editBoardMember, { params: { id: journalId, memberId }, body: input });
}

/** Removes a member (204). */
export async function removeBoardMember(journalId: number, memberId: number): Promise<void> {
  await call(endpoints.removeBoardMember, { params: { id: journalId, memberId } });
}

/** Sets the board's order: every member id, in the new order. */
export function reorderBoard(journalId: number, ids: number[]): Promise<BoardMember[]> {
  return call(endpoints.reorderBoard, { params: { id: journalId }, body: { ids } });
}

/**
 * `POST /api/admin/journals/{id}/board/{memberId}/photo` (multipart field `photo`) → the member with
 * its new `photoUrl`. @throws ApiError 400 (not an image), 413 (over 5 MB), 403, 404
 */
export function uploadBoardPhoto(journalId: number, memberId: number, file: File): Promise<BoardMember> {
  const body = new FormData();
  body.append('photo', file);
  return call(endpoints.uploadBoardPhoto, { params: { id: journalId, memberId }, body });
}
