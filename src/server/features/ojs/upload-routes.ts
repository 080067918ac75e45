/**
 * The admin's OJS import screen's routes (docs/decisions/0101-ojs-import-screen.md), the endpoint
 * table's entries of shared/api/endpoints/ojs-import.ts (decision 0064), and the jobs that preview
 * and import an upload (`ojs.preview`, `ojs.import`, on the job runner's `import` lane so that a
 * long import never holds back mail, deposits or figures, nor waits behind them) and remove uploads older than a day.
 *
 * Admins only: `manage_journals` (an editor 403, no session 401) and the journal scope `admin`
 * (an unknown journal 404); an upload is found only under its own journal (another's: 404). Like
 * every portal call they carry the bearer access token, which a cross-site form cannot send
 * (decision 0008), so no further CSRF token is needed.
 */
import { Readable } from 'node:stream';
import * as endpoints from '../../../shared/api/endpoints/ojs-import';
import {
  OJS_UPLOAD_MAX_BYTES,
  OJS_UPLOAD_NOT_XML,
  OJS_UPLOAD_TOO_LARGE,
  ojsUploadFields,
} from '../../../shared/api/ojs-import';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { describeJobError } from '../../lib/jobs';
import { AppError } from '../../lib/errors';
import type { WrittenFile } from '../../lib/storage';
import { journalScoped, scopedJournalOf } from '../journals';
import {
  createUpload,
  discardUpload,
  EXPIRE_JOB,
  expireUploads,
  getUpload,
  giveUpJob,
  IMPORT_JOB,
  IMPORT_LEASE_MS,
  listUploads,
  PREVIEW_JOB,
  runImportJob,
  runPreviewJob,
  startImport,
  type OjsUploadDeps,
} from './uploads';

/** Bytes looked at before storing: enough to see past a byte-order mark and white space to '<'. */
const HEAD_BYTES = 256;

/** Whether `head` (the file's first bytes) can begin an XML document. */
export function looksLikeXml(head: Buffer): boolean {
  const start = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('<');
}

/** The file's first bytes and a stream of the whole file. */
async function peekHead(file: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    for (const chunk of chunks) yield chunk;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: Buffer.concat(chunks).subarray(0, HEAD_BYTES), stream: Readable.from(all()) };
}

export default async function ojsUploadRoutes(app: AppInstance) {
  const { deps } = app;
  const scoped = journalScoped(app, { param: 'abbreviation' }, 'admin');
  // The journal scope `admin` alone, as every admin route on one journal: anyone else signed in
  // gets the 404 of a journal that does not exist (decision 0059).
  const asAdmin = scoped;
  const jobDeps = (): OjsUploadDeps => ({ ...deps, redeposit: deps.doiRegistration.redeposit });

  endpointRoute(app, endpoints.uploadOjsImport, asAdmin, async (request, reply) => {
    const journal = scopedJournalOf(request);
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
    const fields: Record<string, string> = {};
    let written: (WrittenFile & { fileName: string }) | null = null;
    try {
      for await (const part of request.parts({
        limits: { fileSize: OJS_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10 },
      })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || written) {
          part.file.resume();
          continue;
        }
        const { head, stream } = await peekHead(part.file);
        if (head.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'File is required', {
            errors: [{ path: 'file', message: 'File is required' }],
          });
        }
        if (!looksLikeXml(head)) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', OJS_UPLOAD_NOT_XML, {
            errors: [{ path: 'file', message: OJS_UPLOAD_NOT_XML }],
          });
        }
        try {
          const file = await app.storage.write(stream, { maxBytes: OJS_UPLOAD_MAX_BYTES });
          written = { ...file, fileName: (part.filename || 'export.xml').slice(0, 200) };
        } catch (err) {
          if (err instanceof AppError && err.code === 'PAYLOAD_TOO_LARGE')
            throw new AppError('PAYLOAD_TOO_LARGE', OJS_UPLOAD_TOO_LARGE, {
              errors: [{ path: 'file', message: OJS_UPLOAD_TOO_LARGE }],
            });
          throw err;
        }
      }
      if (!written)
        throw new AppError('VALIDATION_FAILED', 'File is required', {
          errors: [{ path: 'file', message: 'File is required' }],
        });
      const parsed = ojsUploadFields.safeParse(fields);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid input', { errors });
      }
      const upload = await createUpload(deps.db, {
        journalId: journal.id,
        userId: request.user!.id,
        kind: parsed.data.kind,
        ojsPath: parsed.data.ojsPath ?? null,
        notify: parsed.data.notify,
        fileName: written.fileName,
        storageKey: written.key,
        byteSize: written.byteSize,
      });
      return reply.status(201).send(upload);
    } catch (err) {
      if (written) await app.storage.remove(written.key).catch(() => undefined);
      throw err;
    }
  });

  endpointRoute(app, endpoints.listOjsImports, asAdmin, async (request) => ({
    uploads: await listUploads(deps.db, scopedJournalOf(request).id),
  }));

  endpointRoute(app, endpoints.getOjsImport, asAdmin, async (request) =>
    getUpload(deps.db, scopedJournalOf(request).id, request.params.id),
  );

  endpointRoute(app, endpoints.startOjsImport, asAdmin, async (request, reply) =>
    reply.status(202).send(await startImport(deps.db, scopedJournalOf(request).id, request.params.id)),
  );

  endpointRoute(app, endpoints.discardOjsImport, asAdmin, async (request, reply) => {
    await discardUpload(deps, scopedJournalOf(request).id, request.params.id);
    return reply.status(204).send();
  });

  const uploadIdOf = (payload: unknown) => Number((payload as { uploadId?: unknown }).uploadId);
  // A lane of their own: a 2 GB import runs for minutes and must hold back neither mail and
  // deposits nor the figures' conversion (the slow lane), nor wait behind them.
  const registerUploadJob = (
    kind: string,
    run: (deps: OjsUploadDeps, id: number) => Promise<void>,
    step: 'preview' | 'import',
  ) =>
    app.jobs.register(
      kind,
      async (payload, { lastAttempt }) => {
        const id = uploadIdOf(payload);
        if (!Number.isInteger(id)) return;
        try {
          await run(jobDeps(), id);
        } catch (err) {
          if (lastAttempt) await giveUpJob(deps.db, id, step, describeJobError(err));
          throw err;
        }
      },
      { leaseMs: IMPORT_LEASE_MS, lane: 'import' },
    );
  registerUploadJob(PREVIEW_JOB, runPreviewJob, 'preview');
  registerUploadJob(IMPORT_JOB, runImportJob, 'import');
  app.jobs.registerPeriodic(EXPIRE_JOB, 60 * 60 * 1000, async () => {
    await expireUploads(deps);
  });
}
