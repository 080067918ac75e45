/**
 * Journal management calls of the admin's Journals tab (decision 0030; endpoint table
 * shared/api/endpoints/journals.ts, decision 0064): list, create, edit, retire and reinstate
 * journals; list and add categories; upload a cover. Each answer is parsed by the contract's
 * schema. Writes throw ApiError: 400 with field errors, 409 when the abbreviation is taken.
 */
import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/journals';
import type { AdminJournal, JournalCategory, JournalCover, JournalInput } from '../../../../shared/api/journal-admin';
import { call } from '../../../lib/call';

/** Query keys under ['api', 'admin'], so every admin action refetches them. */
export const adminJournalsKey = ['api', 'admin', 'journals'] as const;
export const journalCategoriesKey = ['api', 'admin', 'journal-categories'] as const;

/** `GET /api/admin/journals`: every journal, retired ones last. */
export const useAdminJournals = () =>
  useQuery({ queryKey: adminJournalsKey, queryFn: () => call(endpoints.listAdminJournals) });

/** `GET /api/admin/journal-categories`. */
export const useJournalCategories = () =>
  useQuery({ queryKey: journalCategoriesKey, queryFn: () => call(endpoints.listJournalCategories) });

/** `POST /api/admin/journals` (id null) or `PUT /api/admin/journals/{id}`. */
export function saveJournal(id: number | null, input: JournalInput): Promise<AdminJournal> {
  return id === null
    ? call(endpoints.createJournal, { body: input })
    : call(endpoints.updateJournal, { params: { id }, body: input });
}

/** `POST /api/admin/journals/{id}/retire` or `/reinstate`. */
export function setJournalRetired(id: number, retired: boolean): Promise<AdminJournal> {
  return retired
    ? call(endpoints.retireJournal, { params: { id } })
    : call(endpoints.reinstateJournal, { params: { id } });
}

/** `POST /api/admin/journal-categories {name}`. */
export function addJournalCategory(name: string): Promise<JournalCategory> {
  return call(endpoints.addJournalCategory, { body: { name } });
}

/** `POST /api/admin/journals/{id}/cover` (multipart field `cover`) → the new cover URL. */
export function uploadJournalCover(id: number, file: File): Promise<JournalCover> {
  const body = new FormData();
  body.append('cover', file);
  return call(endpoints.uploadJournalCover, { params: { id }, body });
}
