/**
 * The OJS import screen's calls (docs/decisions/0101-ojs-import-screen.md): a journal's uploads
 * (polled while one is previewed or imported), the upload itself (FormData: kind, ojsPath,
 * notify, then the file), the import and the discard. Through the endpoint table
 * (shared/api/endpoints/ojs-import.ts, decision 0064), answers parsed; a refusal throws ApiError
 * with the server's message.
 */
import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../shared/api/endpoints/ojs-import';
import type { OjsUpload } from '../../../../shared/api/ojs-import';
import { call } from '../../../lib/call';

/** Query key of `GET /api/admin/journals/{abbreviation}/ojs-imports` (under the admin root). */
export const ojsImportsKey = (abbreviation: string) =>
  ['api', 'admin', 'journals', abbreviation, 'ojs-imports'] as const;

/** How often a running preview or import is polled, in ms. */
export const OJS_POLL_MS = 1500;

const busy = (u: OjsUpload) => u.state === 'previewing' || u.state === 'importing';

/** The journal's uploads of the last day, newest first; polled while one is previewing or importing. */
export function useOjsImports(abbreviation: string) {
  return useQuery({
    queryKey: ojsImportsKey(abbreviation),
    queryFn: ({ signal }) => call(endpoints.listOjsImports, { params: { abbreviation }, init: { signal } }),
    refetchInterval: (query) => (query.state.data?.uploads.some(busy) ? OJS_POLL_MS : false),
  });
}

/** What the upload form sends. */
export interface OjsUploadInput {
  kind: 'native' | 'users';
  ojsPath: string;
  notify: boolean;
  file: File;
}

/** Uploads a file (the fields first, so that the server reads them before the file's bytes). */
export function uploadOjsExport(abbreviation: string, input: OjsUploadInput): Promise<OjsUpload> {
  const form = new FormData();
  form.append('kind', input.kind);
  if (input.kind === 'native' && input.ojsPath) form.append('ojsPath', input.ojsPath);
  if (input.kind === 'users') form.append('notify', String(input.notify));
  form.append('file', input.file, input.file.name);
  return call(endpoints.uploadOjsImport, { params: { abbreviation }, body: form });
}

/** Queues the import of upload `id`. */
export function startOjsImport(abbreviation: string, id: number): Promise<OjsUpload> {
  return call(endpoints.startOjsImport, { params: { abbreviation, id } });
}

/** Discards upload `id` and its file. */
export async function discardOjsImport(abbreviation: string, id: number): Promise<void> {
  await call(endpoints.discardOjsImport, { params: { abbreviation, id } });
}
