/**
 * A journal's issues for the editorial office (decision 0032): pick a journal, see its
 * issues newest first (status, articles, manuscripts held for it), create and edit them, and
 * "Publish issue" a future one after a confirmation: it becomes current, dated today, with all
 * the manuscripts scheduled for it. Self-contained so the admin dashboard can mount it as a tab.
 */
import { useId, useState } from 'react';
import type { IssueRecord } from '../../../../shared/api/issue-management';
import { OJS_EXPORT_FORMATS, ojsExportPath } from '../../../../shared/api/ojs-export';
import { saveFile } from '../../../components/files/file-actions';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses } from '../../../components/ui/form-fields';
import { SrOnly } from '../../../components/ui/sr-only';
import { StatusMessage } from '../../../components/ui/status-message';
import { publishIssue, useJournalIssues } from '../api/issue-calls';
import { errorMessage, useAdminAction } from '../lib/use-admin-action';
import { JournalChoice, useAdminJournals } from './journal-choice';
import { IssueFormDialog } from './issue-form-dialog';

const STATUS: Record<IssueRecord['status'], string> = { future: 'Future', current: 'Current', back: 'Back issue' };

function PublishDialog({
  abbreviation,
  issue,
  onClose,
}: {
  abbreviation: string;
  issue: IssueRecord;
  onClose: () => void;
}) {
  const publish = useAdminAction({
    run: () => publishIssue(abbreviation, issue.id),
    success: (r) => ({ title: 'Issue published', description: `${r.articles.length} article(s) published` }),
    failure: 'Publish failed',
    onSuccess: onClose,
  });
  return (
    <Dialog
      title="Publish issue"
      onClose={onClose}
      footer={
        <Button onClick={() => publish.mutate(undefined)} disabled={publish.isPending} data-autofocus>
          Publish issue
        </Button>
      }
    >
      <p className="text-sm text-slate-700">
        Volume {issue.volume}, Issue {issue.number} becomes the current issue, dated today, and its{' '}
        {issue.scheduledCount} scheduled manuscript(s) are published with it. This cannot be undone.
      </p>
    </Dialog>
  );
}

type OjsFormat = (typeof OJS_EXPORT_FORMATS)[number];

/**
 * The OJS version to export for, and the whole journal's download. The portal's calls carry the
 * bearer token, so the file is fetched and saved from a Blob (`saveFile`, as the DOAJ export);
 * the CLI `npm run export:ojs` writes a large journal straight to disk (decision 0092).
 */
function OjsExport({
  abbreviation,
  format,
  onFormat,
}: {
  abbreviation: string;
  format: OjsFormat;
  onFormat: (format: OjsFormat) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          OJS version
        </label>
        <select
          id={id}
          className={controlClasses()}
          value={format}
          onChange={(e) => onFormat(e.target.value === '3.4' ? '3.4' : '3.5')}
        >
          {[...OJS_EXPORT_FORMATS].reverse().map((f) => (
            <option key={f} value={f}>
              OJS {f}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={() => saveFile(ojsExportPath(abbreviation, { format }))}>
        Export journal to OJS
      </Button>
      <p className="w-full text-sm text-slate-700">
        Native XML with the PDFs and other files embedded, for OJS's Native XML import.
      </p>
    </div>
  );
}

function IssueList({ abbreviation }: { abbreviation: string }) {
  const query = useJournalIssues(abbreviation);
  const [editing, setEditing] = useState<IssueRecord | 'new' | null>(null);
  const [publishing, setPublishing] = useState<IssueRecord | null>(null);
  const [format, setFormat] = useState<OjsFormat>('3.5');
  if (query.isPending) return <StatusMessage>Loading…</StatusMessage>;
  if (query.isError) return <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>;
  return (
    <div className="space-y-3">
      <OjsExport abbreviation={abbreviation} format={format} onFormat={setFormat} />
      <Button onClick={() => setEditing('new')}>New issue</Button>
      {query.data.issues.length === 0 ? <p className="text-sm text-slate-700">No issues yet.</p> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {query.data.issues.map((issue) => (
          <li key={issue.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm">
            <span className="min-w-0 flex-1 basis-full wrap-anywhere sm:basis-0">
              <span className="font-semibold">
                Volume {issue.volume}, Issue {issue.number || '–'}
              </span>
              {issue.title ? ` — ${issue.title}` : ''} · {issue.year ?? 'no year'} · {STATUS[issue.status]} ·{' '}
              {issue.articleCount} article(s){issue.scheduledCount ? ` · ${issue.scheduledCount} scheduled` : ''}
            </span>
            <Button variant="secondary" size="sm" onClick={() => setEditing(issue)}>
              Edit
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => saveFile(ojsExportPath(abbreviation, { format, issue: issue.id }))}
            >
              Export to OJS
              <SrOnly>
                {' '}
                Volume {issue.volume}, Issue {issue.number || '–'}
              </SrOnly>
            </Button>
            {issue.status === 'future' ? (
              <Button size="sm" onClick={() => setPublishing(issue)}>
                Publish issue
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <IssueFormDialog
          abbreviation={abbreviation}
          issue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {publishing ? (
        <PublishDialog abbreviation={abbreviation} issue={publishing} onClose={() => setPublishing(null)} />
      ) : null}
    </div>
  );
}

/** The Issues tab: a journal select, then that journal's issues. */
export function IssuesTab() {
  const id = useId();
  const journals = useAdminJournals();
  const [abbreviation, setAbbreviation] = useState('');
  return (
    <section className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        Issues
      </h2>
      <JournalChoice id={id} journals={journals} value={abbreviation} onChange={setAbbreviation} />
      {abbreviation ? <IssueList abbreviation={abbreviation} /> : null}
    </section>
  );
}
