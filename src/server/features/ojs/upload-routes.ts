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
import { readSingleFileMultipart } from '../../lib/multipart-upload';
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

export default async function ojsUploadRoutes(app: AppInstance) {
  const { deps } = app;
  const scoped = journalScoped(app, { param: 'abbreviation' }, 'admin');
  // The journal scope `admin` alone, as every admin route on one journal: anyone else signed in
  // gets the 404 of a journal that does not exist (decision 0059).
  const asAdmin = scoped;
  const jobDeps = (): OjsUploadDeps => ({ ...deps, redeposit: deps.doiRegistration.redeposit });

  endpointRoute(app, endpoints.uploadOjsImport, asAdmin, async (request, reply) => {
    const journal = scopedJournalOf(request);
    // Malformed or cut short 400, a second file 400, over 2 GiB 413 (decision 0110); nothing kept.
    const { fields, file } = await readSingleFileMultipart(request, app.storage, {
      field: 'file',
      maxBytes: OJS_UPLOAD_MAX_BYTES,
      tooLarge: OJS_UPLOAD_TOO_LARGE,
      headBytes: HEAD_BYTES,
      checkHead: (head) => (looksLikeXml(head) ? null : OJS_UPLOAD_NOT_XML),
    });
    const written = { ...file.written, fileName: file.fileName || 'export.xml' };
    try {
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
      await app.storage.remove(written.key).catch(() => undefined);
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
