/**
 * Endpoint table: the admin's OJS import screen (docs/decisions/0101-ojs-import-screen.md,
 * 0064-endpoint-table.md): upload an OJS export into a journal, read its preview, import it as a
 * job and follow it, or discard it. Admins only (journal scope `admin`, decision 0059): another
 * signed-in account 404 as for a journal that does not exist, no session 401; an unknown journal or
 * another journal's upload 404.
 */
import { errorBody } from '../common';
import { ojsImportParams, ojsImportsParams, ojsUpload, ojsUploadList } from '../ojs-import';
import { defineEndpoint } from './define';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

/** `POST /api/admin/journals/{abbreviation}/ojs-imports` (multipart): stores the file, queues its preview. */
export const uploadOjsImport = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'POST',
  path: '/api/admin/journals/:abbreviation/ojs-imports',
  summary: 'Upload an OJS export (Native XML or users) for a preview, then an import',
  description:
    'multipart/form-data: kind (native|users), ojsPath (the journal path in old OJS URLs; default the abbreviation in lower case), notify (users: true mails each new account a set-password link), then file (at most 2 GiB, streamed to storage). 201 the upload in state previewing; the preview runs as a job. 400 for a malformed or cut-short body, a second file, no file, or a file not starting as XML; 413 past 2 GiB, or at once when Content-Length says so. Nothing is kept after a refusal. Decisions 0101, 0110.',
  params: ojsImportsParams,
  multipart: true,
  multipartFields: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['native', 'users'] },
      ojsPath: { type: 'string' },
      notify: { type: 'string', enum: ['true', 'false'] },
      file: { type: 'string', format: 'binary' },
    },
    required: ['kind', 'file'],
  },
  responses: { 201: ojsUpload, ...errors, 413: errorBody },
});

/** `GET /api/admin/journals/{abbreviation}/ojs-imports`: the journal's uploads of the last day. */
export const listOjsImports = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'GET',
  path: '/api/admin/journals/:abbreviation/ojs-imports',
  summary: "The journal's OJS uploads of the last day, newest first, with their previews and reports",
  params: ojsImportsParams,
  responses: { 200: ojsUploadList, ...errors },
});

/** `GET /api/admin/journals/{abbreviation}/ojs-imports/{id}`: one upload (polled while it runs). */
export const getOjsImport = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'GET',
  path: '/api/admin/journals/:abbreviation/ojs-imports/:id',
  summary: 'An OJS upload: its state, preview, progress and report',
  params: ojsImportParams,
  responses: { 200: ojsUpload, ...errors },
});

/** `POST /api/admin/journals/{abbreviation}/ojs-imports/{id}/import`: queues the import (202). */
export const startOjsImport = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'POST',
  path: '/api/admin/journals/:abbreviation/ojs-imports/:id/import',
  summary: 'Import a previewed OJS upload into the journal (a job; poll the upload for its progress)',
  description:
    '400 when the preview refused the file (with the schema’s reason), 409 while its preview runs or once it is imported.',
  params: ojsImportParams,
  responses: { 202: ojsUpload, ...errors, 409: errorBody },
});

/** `DELETE /api/admin/journals/{abbreviation}/ojs-imports/{id}`: discards the upload and its file (204). */
export const discardOjsImport = defineEndpoint({
  tags: ['journals'],
  signedIn: true,
  method: 'DELETE',
  path: '/api/admin/journals/:abbreviation/ojs-imports/:id',
  summary: 'Discard an OJS upload: its file is removed (409 while it is being imported)',
  params: ojsImportParams,
  responses: { 204: null, ...errors, 409: errorBody },
});
