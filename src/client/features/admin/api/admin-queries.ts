/**
 * The admin reads (seed 001 §7 "Admin"; decision 0010): the three inboxes, the archive, one public
 * manuscript, file metadata, accounts and the audit log. Query keys are the URL segments
 * (`['api', 'admin', 'inbox', 'joins', { kind, status, limit, offset }]` is
 * `GET /api/admin/inbox/joins?kind=…&status=pending&limit=20&offset=0`). Lists are JSON arrays
 * with the total in X-Total-Count, 20 a page. Paths and answers: the endpoint table
 * (shared/api/endpoints/admin.ts, decision 0064), each answer parsed by its schema; the file
 * metadata (`GET /api/admin/files/{key}?meta=true`, a file route) is not in it yet.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fileMetadata, type AuditQuery, type FileMetadata, type JoinItem } from '../../../../shared/api/admin';
import * as endpoints from '../../../../shared/api/endpoints/admin';
import { apiFetch } from '../../../lib/api-client';
import { call, callList, parseAnswer } from '../../../lib/call';

export type JoinKind = JoinItem['kind'];

/** Items per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;
/** Prefix of every admin query: invalidated after each action. */
export const ADMIN_QUERY_ROOT = ['api', 'admin'] as const;

const pageOf = (pageIndex: number) => ({ limit: ADMIN_PAGE_SIZE, offset: pageIndex * ADMIN_PAGE_SIZE });

/** Query key of `GET /api/admin/inbox/public-manuscripts?status=pending&limit&offset`. */
export const pendingManuscriptsKey = (pageIndex: number) =>
  ['api', 'admin', 'inbox', 'public-manuscripts', { status: 'pending', ...pageOf(pageIndex) }] as const;
/** Query key of `GET /api/admin/inbox/joins?kind=…&status=pending&limit&offset`. */
export const pendingJoinsKey = (kind: JoinKind, pageIndex: number) =>
  ['api', 'admin', 'inbox', 'joins', { kind, status: 'pending', ...pageOf(pageIndex) }] as const;
/** Query key of `GET /api/admin/inbox/contacts?status=pending&limit&offset`. */
export const pendingContactsKey = (pageIndex: number) =>
  ['api', 'admin', 'inbox', 'contacts', { status: 'pending', ...pageOf(pageIndex) }] as const;
/** Query key of `GET /api/admin/archived/public-manuscripts?limit&offset`. */
export const archivedManuscriptsKey = (pageIndex: number) =>
  ['api', 'admin', 'archived', 'public-manuscripts', pageOf(pageIndex)] as const;
/** Query key of `GET /api/admin/users?limit&offset` (the same key as the /dashboard admin panel's). */
export const usersKey = (pageIndex: number) => ['api', 'admin', 'users', pageOf(pageIndex)] as const;
/** Query key of `GET /api/admin/audit?limit&offset`. */
/** The audit log's filters as the endpoint takes them (decision 0075); empty ones are left out. */
export type AuditFilters = Partial<Pick<AuditQuery, 'person' | 'journalId' | 'recordType' | 'from' | 'to'>>;
export const auditKey = (pageIndex: number, filters: AuditFilters = {}) =>
  ['api', 'admin', 'audit', pageOf(pageIndex), filters] as const;
/** Query key of `GET /api/admin/public-manuscripts/{id}`. */
export const manuscriptDetailKey = (id: number | string) => ['api', 'admin', 'public-manuscripts', String(id)] as const;

/** Pending public manuscripts (seed 001 §2 "Public Manuscripts" tab). */
export const usePendingManuscripts = (pageIndex: number) =>
  useQuery({
    queryKey: pendingManuscriptsKey(pageIndex),
    queryFn: ({ signal }) =>
      callList(endpoints.listInboxManuscripts, { query: pendingManuscriptsKey(pageIndex)[4], init: { signal } }),
    placeholderData: keepPreviousData,
  });
/** Pending join applications of one kind (seed 001 §2 "Joins" tab). */
export const usePendingJoins = (kind: JoinKind, pageIndex: number) =>
  useQuery({
    queryKey: pendingJoinsKey(kind, pageIndex),
    queryFn: ({ signal }) =>
      callList(endpoints.listInboxJoins, { query: pendingJoinsKey(kind, pageIndex)[4], init: { signal } }),
    placeholderData: keepPreviousData,
  });
/** Pending contact queries (seed 001 §2 "Contacts" tab). */
export const usePendingContacts = (pageIndex: number) =>
  useQuery({
    queryKey: pendingContactsKey(pageIndex),
    queryFn: ({ signal }) =>
      callList(endpoints.listInboxContacts, { query: pendingContactsKey(pageIndex)[4], init: { signal } }),
    placeholderData: keepPreviousData,
  });
/** Archived public manuscripts (seed 001 §2 "Archived" tab). */
export const useArchivedManuscripts = (pageIndex: number) =>
  useQuery({
    queryKey: archivedManuscriptsKey(pageIndex),
    queryFn: ({ signal }) =>
      callList(endpoints.listArchivedManuscripts, { query: pageOf(pageIndex), init: { signal } }),
    placeholderData: keepPreviousData,
  });
/** Accounts (policy `list_users`). */
export const useUsers = (pageIndex: number) =>
  useQuery({
    queryKey: usersKey(pageIndex),
    queryFn: ({ signal }) => callList(endpoints.listUsers, { query: pageOf(pageIndex), init: { signal } }),
    placeholderData: keepPreviousData,
  });
/** The audit log (admin only), filtered by `filters` (decision 0075). */
export const useAudit = (pageIndex: number, filters: AuditFilters = {}) =>
  useQuery({
    queryKey: auditKey(pageIndex, filters),
    queryFn: ({ signal }) =>
      callList(endpoints.listAudit, { query: { ...pageOf(pageIndex), ...filters }, init: { signal } }),
    placeholderData: keepPreviousData,
  });

/**
 * One public manuscript with its structured fields (seed 001 §2 "Manuscript detail page").
 * @throws ApiError 404 'Manuscript not found'
 */
export function useManuscriptDetail(id: number | string | null) {
  return useQuery({
    queryKey: manuscriptDetailKey(id ?? ''),
    queryFn: ({ signal }) => call(endpoints.getPublicManuscript, { params: { id: id ?? '' }, init: { signal } }),
    enabled: id !== null && String(id) !== '',
  });
}

/** `GET {file url}?meta=true` (seed 001 §7 "Files"): the name and whether a browser can open it. */
export function useFileMetadata(url: string) {
  return useQuery({
    queryKey: [...url.split('/').filter(Boolean), { meta: true }],
    queryFn: async ({ signal }): Promise<FileMetadata> =>
      parseAnswer(fileMetadata, await apiFetch(`${url}?meta=true`, { signal }), 'GET {file url}?meta=true'),
  });
}
