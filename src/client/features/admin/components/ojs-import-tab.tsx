/**
 * "Import from OJS" (docs/decisions/0101-ojs-import-screen.md; issue's "admin screen for an upload
 * with a preview"): an admin picks a journal, the kind of export (issues and articles in OJS Native
 * XML, or OJS's users export with or without the set-password mail), the journal's path in its old
 * OJS URLs (default: the abbreviation in lower case) and the file. The server stores it and
 * previews it as a job; the screen polls and shows, per kind, what would be created and what is
 * already there, or why the file is refused (the schema's messages with their lines). "Import"
 * asks first (it writes to the live journal), then shows the records written as they go, and the
 * report with links to the imported issues and articles. "Discard" asks too (it deletes the
 * uploaded export; decision 0114), then removes the upload. The uploads are server records: a
 * reload finds them where they were.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { OJS_UPLOAD_MAX_BYTES, OJS_UPLOAD_TOO_LARGE, type OjsUpload } from '../../../../shared/api/ojs-import';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FileField, formatMegabytes, TextField } from '../../../components/ui/form-fields';
import { StatusMessage } from '../../../components/ui/status-message';
import { ADMIN_QUERY_ROOT } from '../api/admin-queries';
import { discardOjsImport, startOjsImport, uploadOjsExport, useOjsImports } from '../api/ojs-import-calls';
import { errorMessage, useAdminAction } from '../lib/use-admin-action';
import { JournalChoice, useAdminJournals } from './journal-choice';

type Kind = 'native' | 'users';

const KIND_LABEL: Record<Kind, string> = {
  native: 'Issues and articles (OJS Native XML)',
  users: 'Users (OJS users XML)',
};

/** "Line 12: message" for a notice with a line. */
const noticeText = (n: { message: string; line: number | null; path: string | null }) =>
  `${n.line !== null ? `Line ${n.line}: ` : ''}${n.path ? `${n.path}: ` : ''}${n.message}`;

function UploadForm({ abbreviation }: { abbreviation: string }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('native');
  const [ojsPath, setOjsPath] = useState(abbreviation.toLowerCase());
  const [notify, setNotify] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [error, setError] = useState<string | undefined>();
  // No toast either way (decision 0110): on a phone a toast covers the bottom of the screen, where
  // the new upload's card says at once what happens (then the preview or the refusal's reasons);
  // a refused upload's reason is shown at the file field, as the 2 GB check before sending.
  const queryClient = useQueryClient();
  const upload = useMutation<OjsUpload, Error, File>({
    mutationFn: (f) => uploadOjsExport(abbreviation, { kind, ojsPath, notify, file: f }),
    onError: (failure) => setError(errorMessage(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('File is required');
    if (file.size > OJS_UPLOAD_MAX_BYTES) return setError(OJS_UPLOAD_TOO_LARGE);
    setError(undefined);
    upload.mutate(file);
  };
  return (
    <form onSubmit={submit} className="space-y-4 rounded-md border border-slate-200 p-4" noValidate>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">What the file holds</legend>
        {(Object.keys(KIND_LABEL) as Kind[]).map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
            {KIND_LABEL[k]}
          </label>
        ))}
      </fieldset>
      {kind === 'native' ? (
        <TextField
          id={`${id}-path`}
          label="Journal path in OJS"
          hint="As in its old links, /index.php/PATH/article/view/…: they will redirect to the imported pages."
          value={ojsPath}
          onChange={(e) => setOjsPath(e.currentTarget.value)}
        />
      ) : (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={notify}
            onChange={(e) => setNotify(e.currentTarget.checked)}
          />
          <span>
            Notify by mail: each new account is sent a link to set its password (otherwise it waits until its owner asks
            for a reset).
          </span>
        </label>
      )}
      <FileField
        id={`${id}-file`}
        label="OJS export (XML)"
        hint="At most 2 GB. Checked against the OJS version's schema before anything is written."
        accept=".xml,application/xml,text/xml"
        file={file}
        error={error}
        onFile={(f) => {
          setFile(f);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload and preview'}
      </Button>
    </form>
  );
}

/** Per kind: in the file, to create (or created), already imported. */
function CountsTable({ counts, done }: { counts: NonNullable<OjsUpload['preview']>['counts']; done: boolean }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Kind
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            In the file
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {done ? 'Created' : 'To create'}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Already imported
          </th>
        </tr>
      </thead>
      <tbody>
        {counts.map((c) => (
          <tr key={c.kind} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-3 font-medium text-slate-800">
              {c.kind}
            </th>
            <td className="py-1.5 pr-3 text-right tabular-nums">{c.inFile}</td>
            <td className="py-1.5 pr-3 text-right tabular-nums">{c.created}</td>
            <td className="py-1.5 text-right tabular-nums">{c.alreadyImported}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Notices({ notices, title }: { notices: NonNullable<OjsUpload['preview']>['notices']; title: string }) {
  if (notices.length === 0) return null;
  return (
    <div className="space-y-1">
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm wrap-anywhere text-slate-700">
        {notices.slice(0, 20).map((n, i) => (
          <li key={i}>{noticeText(n)}</li>
        ))}
      </ul>
      {notices.length > 20 ? <p className="text-sm text-slate-600">…and {notices.length - 20} more.</p> : null}
    </div>
  );
}

function UploadCard({
  abbreviation,
  journalTitle,
  upload,
}: {
  abbreviation: string;
  journalTitle: string;
  upload: OjsUpload;
}) {
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const start = useAdminAction({
    run: () => startOjsImport(abbreviation, upload.id),
    success: () => ({ title: 'Import started', description: upload.fileName }),
    failure: 'Import failed',
    onSuccess: () => setConfirming(false),
  });
  const discard = useAdminAction({
    run: () => discardOjsImport(abbreviation, upload.id),
    success: () => ({ title: 'Upload discarded', description: upload.fileName }),
    failure: 'Discard failed',
    onSuccess: () => setDiscarding(false),
  });
  const { preview, progress, report } = upload;
  const discardButton = (
    <Button variant="secondary" onClick={() => setDiscarding(true)} disabled={discard.isPending}>
      Discard
    </Button>
  );
  return (
    <article className="space-y-3 rounded-md border border-slate-200 p-4" aria-label={`Upload ${upload.fileName}`}>
      <header>
        <h3 className="font-semibold wrap-anywhere text-brand-900">{upload.fileName}</h3>
        <p className="text-sm text-slate-700">
          {KIND_LABEL[upload.kind]} · {formatMegabytes(upload.byteSize)}
          {upload.ojsPath ? ` · OJS path ${upload.ojsPath}` : ''}
          {upload.kind === 'users' ? (upload.notify ? ' · notify by mail' : ' · no mail') : ''}
          {preview?.version ? ` · OJS ${preview.version}` : ''}
        </p>
      </header>

      {upload.state === 'previewing' ? (
        <StatusMessage>Checking the file against its OJS schema and preparing the preview…</StatusMessage>
      ) : null}

      {upload.state === 'previewed' && preview && !preview.ok ? (
        <div className="space-y-3">
          <StatusMessage role="alert">This file cannot be imported. Nothing was written.</StatusMessage>
          <Notices notices={preview.notices} title="Why" />
          {discardButton}
        </div>
      ) : null}

      {upload.state === 'previewed' && preview?.ok ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">
            Preview: importing this file into {journalTitle} would do the following
            {preview.fileBytes ? ` (${formatMegabytes(preview.fileBytes)} of files stored)` : ''}. Nothing has been
            written yet.
          </p>
          <CountsTable counts={preview.counts} done={false} />
          <Notices notices={preview.notices} title="To note" />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setConfirming(true)}>Import</Button>
            {discardButton}
          </div>
        </div>
      ) : null}

      {upload.state === 'importing' ? (
        <div className="space-y-2">
          <StatusMessage>
            Importing…{' '}
            {progress ? `${progress.records} of ${progress.total} records written` : 'the import is queued or running'}
          </StatusMessage>
          <progress
            className="h-2 w-full"
            aria-label="Records written"
            max={progress ? Math.max(progress.totalBytes, 1) : undefined}
            value={progress ? progress.bytes : undefined}
          />
        </div>
      ) : null}

      {upload.state === 'failed' ? (
        <div className="space-y-3">
          <StatusMessage role="alert">The import failed and nothing was kept: {upload.error}</StatusMessage>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setConfirming(true)}>Try again</Button>
            {discardButton}
          </div>
        </div>
      ) : null}

      {upload.state === 'imported' && report ? (
        <div className="space-y-3">
          <StatusMessage>Imported into {journalTitle}.</StatusMessage>
          <CountsTable counts={report.counts} done />
          {report.redepositsQueued ? (
            <p className="text-sm text-slate-700">
              {report.redepositsQueued} Crossref redeposit(s) queued: the DOIs will resolve to the new pages.
            </p>
          ) : null}
          {report.issues.length ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-800">Issues</h4>
              <ul className="list-disc pl-5 text-sm">
                {report.issues.map((i) => (
                  <li key={i.href}>
                    <a className="text-brand-700 underline" href={i.href}>
                      {i.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {report.articles.length ? (
            <div>
              <h4 className="text-sm font-semibold text-slate-800">Articles created</h4>
              <ul className="list-disc pl-5 text-sm wrap-anywhere">
                {report.articles.map((a) => (
                  <li key={a.href}>
                    <a className="text-brand-700 underline" href={a.href}>
                      {a.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Notices notices={report.notices} title="To note" />
        </div>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title="Import into the live journal?"
          confirmLabel="Import"
          busy={start.isPending}
          onConfirm={() => start.mutate(undefined)}
          onClose={() => setConfirming(false)}
        >
          <p className="text-sm text-slate-700">
            The records of {upload.fileName} are written to {journalTitle}, which readers see at once
            {upload.kind === 'users' && upload.notify ? ', and each new account is mailed a set-password link' : ''}.
            Importing the same file again later changes nothing.
          </p>
        </ConfirmDialog>
      ) : null}

      {discarding ? (
        <ConfirmDialog
          title="Discard this upload?"
          confirmLabel="Discard"
          danger
          busy={discard.isPending}
          onConfirm={() => discard.mutate(undefined)}
          onClose={() => setDiscarding(false)}
        >
          <p className="text-sm text-slate-700">
            The uploaded file {upload.fileName} and its preview are deleted; to import it later, upload it again.
            Nothing already imported into {journalTitle} changes.
          </p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}

function JournalImports({ abbreviation, journalTitle }: { abbreviation: string; journalTitle: string }) {
  const query = useOjsImports(abbreviation);
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>;
  const uploads = query.data.uploads;
  // A new upload once none waits for a decision (a preview, an import, a failure).
  const open = uploads.some((u) => u.state !== 'imported');
  return (
    <div className="space-y-4">
      {open ? null : <UploadForm abbreviation={abbreviation} />}
      {uploads.map((u) => (
        <UploadCard key={u.id} abbreviation={abbreviation} journalTitle={journalTitle} upload={u} />
      ))}
    </div>
  );
}

/** The "Import from OJS" section of the admin dashboard: a journal select, then its uploads. */
export function OjsImportTab() {
  const id = useId();
  const journals = useAdminJournals();
  // The journal is kept in the address (?journal=ABBR): a reload finds the same uploads.
  const [search, setSearch] = useSearchParams();
  const abbreviation = search.get('journal') ?? '';
  const setAbbreviation = (value: string) => setSearch(value ? { journal: value } : {}, { replace: true });
  const journal = journals.data?.items.find((j) => j.abbreviation === abbreviation);
  return (
    <section className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        Import from OJS
      </h2>
      <p className="text-sm text-slate-700">
        Bring a journal's back catalogue or its people from Open Journal Systems: upload an export, check the preview,
        then import. Old OJS links of the imported records redirect to their new pages.
      </p>
      <JournalChoice id={id} journals={journals} value={abbreviation} onChange={setAbbreviation} />
      {journal ? (
        <JournalImports key={journal.abbreviation} abbreviation={journal.abbreviation} journalTitle={journal.title} />
      ) : null}
    </section>
  );
}
