/**
 * The DOAJ export of the Deposits tab (decision 0027): pick a journal, optionally a volume and an
 * issue, and download its articles in DOAJ's bulk-upload XML
 * (`GET /api/admin/exports/doaj/journals/{id}[?volume&issue]`, admin only).
 *
 * A journal or issue with no published article has nothing DOAJ's schema accepts (it wants one
 * record at least), so the server answers 409 with the reason (decision 0090): the reason is
 * shown under the form, where the choice was made, instead of the generic download toast
 * (decision 0094). Any other failure toasts 'Failed to download file' as every download does.
 */
import { useState, type FormEvent } from 'react';
import { depositPaths } from '../../../../shared/api/deposits';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-fields';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast';
import { FileFetchError, downloadFile, fileErrorDescription } from '../../../lib/file-viewer';
import { useExportJournals } from '../api/deposit-queries';

const LABEL = 'block text-sm font-semibold text-slate-800';

export function DoajExport() {
  const journals = useExportJournals();
  const [journalId, setJournalId] = useState('');
  const [volume, setVolume] = useState('');
  const [issue, setIssue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = Number(journalId || journals.data?.items[0]?.id);
    if (!id) return setProblem('Select a journal');
    if (Boolean(volume.trim()) !== Boolean(issue.trim())) return setProblem('Give both volume and issue, or neither');
    setProblem(null);
    const one = volume.trim() ? { volume: volume.trim(), issue: issue.trim() } : undefined;
    downloadFile(depositPaths.doaj(id, one)).catch((error: unknown) => {
      // 409: nothing published to export (decision 0090); the server's sentence says so.
      if (error instanceof FileFetchError && error.status === 409 && error.reason) return setProblem(error.reason);
      toast({ title: 'Failed to download file', description: fileErrorDescription(error), variant: 'destructive' });
    });
  }

  if (journals.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (journals.isError) return <StatusMessage role="alert">{journals.error.message || 'Failed to load'}</StatusMessage>;
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" noValidate>
      <div>
        <label htmlFor="doaj-journal" className={LABEL}>
          Journal
        </label>
        <select
          id="doaj-journal"
          className={controlClasses()}
          value={journalId}
          onChange={(e) => setJournalId(e.target.value)}
        >
          {journals.data.items.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="doaj-volume" className={LABEL}>
          Volume <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id="doaj-volume"
          className={controlClasses()}
          value={volume}
          onChange={(e) => setVolume(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="doaj-issue" className={LABEL}>
          Issue <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input id="doaj-issue" className={controlClasses()} value={issue} onChange={(e) => setIssue(e.target.value)} />
      </div>
      <Button type="submit" variant="secondary">
        Download DOAJ XML
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
