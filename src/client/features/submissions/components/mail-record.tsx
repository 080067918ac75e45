/**
 * A submission's mail record (decisions 0044, 0071): each mail it caused, newest
 * first, with to, subject, status and sent time, and its full text to re-read
 * (`GET /api/submissions/{id}/mails`). The server decides what each reader gets: its editors
 * every mail, the author (on the author's dashboard) only the mails sent to the author. A list
 * of cards, not a table, so nothing overflows at phone width. The latest three print, the rest
 * behind "Show all (N)" (show-all.tsx, decision 0075), so the record stays short in the column
 * beside the editor's page; every mail stays readable there.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAIL_STATUS_LABELS } from '../../../../shared/domain/mail-status';
import { listSubmissionMails } from '../../../../shared/api/endpoints/editor-scope';
import { call } from '../../../lib/call';
import { formatDateTime } from '../../../lib/format';
import { LATEST_MAILS, latestOf, ShowAllButton, useShowAll } from './show-all';

/** `GET /api/submissions/{id}/mails` (under the details' key root, so every workflow action refreshes it). */
export function mailRecordQueryKey(id: number) {
  return ['api', 'submissions', id, 'mails'] as const;
}

/**
 * "Read the mail": the mail's full text, shown on request (and only then in the page, so a long
 * record stays short to scan).
 */
function MailText({ mailId, text }: { mailId: number; text: string }) {
  const [open, setOpen] = useState(false);
  const id = `mail-text-${mailId}`;
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the mail' : 'Read the mail'}
      </button>
      {open ? (
        <pre
          id={id}
          // Scrollable: reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
          tabIndex={0}
          aria-label="Mail text"
          className="mt-2 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-900"
        >
          {text}
        </pre>
      ) : null}
    </div>
  );
}

export function MailRecord({ submissionId }: { submissionId: number }) {
  const query = useQuery(
    queryOptions({
      queryKey: mailRecordQueryKey(submissionId),
      queryFn: ({ signal }) => call(listSubmissionMails, { params: { id: submissionId }, init: { signal } }),
    }),
  );
  const all = useShowAll();
  const listId = `mail-record-list-${submissionId}`;
  const mails = query.data ?? [];
  return (
    <section aria-labelledby={`mail-record-${submissionId}`} className="space-y-3">
      <h3 id={`mail-record-${submissionId}`} className="text-lg font-semibold text-brand-900">
        Mail record
      </h3>
      {query.isPending ? <p className="text-sm text-slate-600">Loading mails…</p> : null}
      {query.isError ? <p className="text-sm text-red-700">The mail record could not be loaded.</p> : null}
      {query.data?.length === 0 ? <p className="text-sm text-slate-600">No mail yet.</p> : null}
      {mails.length > 0 ? (
        <ul id={listId} className="space-y-2">
          {latestOf(mails, LATEST_MAILS, 'newest-first', all.expanded).map((mail) => (
            <li key={mail.id} className="min-w-0 rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-semibold break-words text-slate-900">{mail.subject}</p>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-slate-700">
                <dt>To</dt>
                <dd className="break-all">{mail.to}</dd>
                <dt>Status</dt>
                <dd>{MAIL_STATUS_LABELS[mail.status]}</dd>
                <dt>Sent</dt>
                <dd>
                  {mail.sentAt ? formatDateTime(mail.sentAt) : `not yet (queued ${formatDateTime(mail.createdAt)})`}
                </dd>
              </dl>
              <MailText mailId={mail.id} text={mail.text} />
            </li>
          ))}
        </ul>
      ) : null}
      <ShowAllButton
        total={mails.length}
        latest={LATEST_MAILS}
        expanded={all.expanded}
        controls={listId}
        what="mails"
        onToggle={all.toggle}
      />
    </section>
  );
}
