/**
 * The admin's editorial board calls (docs/decisions/0031-editorial-boards.md):
 * GET|POST /api/admin/journals/{id}/board, PUT|DELETE /api/admin/journals/{id}/board/{memberId},
 * POST /api/admin/journals/{id}/board/order. Each throws ApiError on a non-OK status (400 with
 * field errors, 403, 404).
 */
import { useQuery } from '@tanstack/react-query';
import type { BoardMember, BoardMemberInput } from '../../../../shared/api/board';
import type { Journal } from '../../../../shared/api/catalogue';
import { apiFetch, getJson } from '../../../lib/api-client';

/** Query key of a journal's board in the admin (under the admin root, so admin actions refetch it). */
export const adminBoardKey = (journalId: number) => ['api', 'admin', 'journals', String(journalId), 'board'] as const;

/** Hook: the board of journal `journalId` (disabled while null). */
export function useAdminBoard(journalId: number | null) {
  return useQuery({
    queryKey: adminBoardKey(journalId ?? 0),
    queryFn: ({ signal }) => getJson<BoardMember[]>(`/api/admin/journals/${journalId}/board`, { signal }),
    enabled: journalId !== null,
  });
}

/** Hook: the first 100 journals, house journals first (GET /api/journals?limit=100), to choose a board from. */
export function useJournalChoices() {
  return useQuery({
    queryKey: ['api', 'journals', 'limit=100'],
    queryFn: ({ signal }) => getJson<Journal[]>('/api/journals?limit=100', { signal }),
  });
}

async function send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const response = await apiFetch(path, { method, body: JSON.stringify(body) });
  return (await response.json()) as T;
}

/** Adds a member at the end of the board. */
export function addBoardMember(journalId: number, input: BoardMemberInput): Promise<BoardMember> {
  return send('POST', `/api/admin/journals/${journalId}/board`, input);
}

/** Replaces a member's fields. */
export function editBoardMember(journalId: number, memberId: number, input: BoardMemberInput): Promise<BoardMember> {
  return send('PUT', `/api/admin/journals/${journalId}/board/${memberId}`, input);
}

/** Removes a member (204). */
export async function removeBoardMember(journalId: number, memberId: number): Promise<void> {
  await apiFetch(`/api/admin/journals/${journalId}/board/${memberId}`, { method: 'DELETE' });
}

/** Sets the board's order: every member id, in the new order. */
export function reorderBoard(journalId: number, ids: number[]): Promise<BoardMember[]> {
  return send('POST', `/api/admin/journals/${journalId}/board/order`, { ids });
}

/**
 * `POST /api/admin/journals/{id}/board/{memberId}/photo` (multipart field `photo`) → the member with
 * its new `photoUrl`. @throws ApiError 400 (not an image), 413 (over 5 MB), 403, 404
 */
export async function uploadBoardPhoto(journalId: number, memberId: number, file: File): Promise<BoardMember> {
  const body = new FormData();
  body.append('photo', file);
  const response = await apiFetch(`/api/admin/journals/${journalId}/board/${memberId}/photo`, { method: 'POST', body });
  return (await response.json()) as BoardMember;
}
