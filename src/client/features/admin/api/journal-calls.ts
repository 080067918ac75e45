/**
 * Journal management calls of the admin's Journals tab (decision 0030; contract
 * shared/api/journal-admin.ts): list, create, edit, retire and reinstate journals; list and add
 * categories. Writes throw ApiError: 400 with field errors, 409 when the abbreviation is taken.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminJournal, JournalCategory, JournalInput } from '../../../../shared/api/journal-admin';
import { apiFetch, getJson } from '../../../lib/api-client';

/** Query keys under ['api', 'admin'], so every admin action refetches them. */
export const adminJournalsKey = ['api', 'admin', 'journals'] as const;
export const journalCategoriesKey = ['api', 'admin', 'journal-categories'] as const;

/** `GET /api/admin/journals`: every journal, retired ones last. */
export const useAdminJournals = () =>
  useQuery({ queryKey: adminJournalsKey, queryFn: () => getJson<AdminJournal[]>('/api/admin/journals') });

/** `GET /api/admin/journal-categories`. */
export const useJournalCategories = () =>
  useQuery({
    queryKey: journalCategoriesKey,
    queryFn: () => getJson<JournalCategory[]>('/api/admin/journal-categories'),
  });

async function send<T>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await (await apiFetch(path, init)).json()) as T;
}

/** `POST /api/admin/journals` (id null) or `PUT /api/admin/journals/{id}`. */
export function saveJournal(id: number | null, input: JournalInput): Promise<AdminJournal> {
  return id === null ? send('POST', '/api/admin/journals', input) : send('PUT', `/api/admin/journals/${id}`, input);
}

/** `POST /api/admin/journals/{id}/retire` or `/reinstate`. */
export function setJournalRetired(id: number, retired: boolean): Promise<AdminJournal> {
  return send('POST', `/api/admin/journals/${id}/${retired ? 'retire' : 'reinstate'}`);
}

/** `POST /api/admin/journal-categories {name}`. */
export function addJournalCategory(name: string): Promise<JournalCategory> {
  return send('POST', '/api/admin/journal-categories', { name });
}

/** `POST /api/admin/journals/{id}/cover` (multipart field `cover`) → the new cover URL. */
export async function uploadJournalCover(id: number, file: File): Promise<{ coverImage: string }> {
  const body = new FormData();
  body.append('cover', file);
  return (await (await apiFetch(`/api/admin/journals/${id}/cover`, { method: 'POST', body })).json()) as {
    coverImage: string;
  };
}
