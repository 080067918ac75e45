/**
 * The details of one submission (seed 001 §2 "Details panel"): metadata, the author (editors
 * see the e-mail), the files labelled by kind and round (decision 0070, `fileLabel`) with View and
 * Download (editors also see why a file cannot be
 * sent across the double-blind line), the authors' ORCID iDs and whether each is authenticated
 * (decision 0093), the primary language and each translation's title, abstract and keywords
 * (decisions 0095, 0102), and the history. Role-specific parts
 * (reviews, invitations, actions) come as children.
 */
import type { ReactNode } from 'react';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { DECISION_LABELS, eventLabel, fileLabel, STATUS_LABELS } from '../../../../shared/domain/submission-workflow';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { FileActions } from '../../../components/files/file-actions';
import { titleOf } from './submissions-table';
import { StatusBadge } from './status-badge';
import { AuthorOrcids } from './author-orcids';
import { RevisionDue } from './revision-due';
import { LATEST_EVENTS, latestOf, ShowAllButton, useShowAll } from './show-all';
import { languageName } from '../../../../shared/domain/languages';
import { TranslationSummary } from './submission-languages';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-slate-700">{term}</dt>
      <dd className="min-w-0 text-sm text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

function eventText(event: SubmissionDetail['events'][number]): string {
  const move =
    event.fromStatus && event.toStatus
      ? `${STATUS_LABELS[event.fromStatus]} → ${STATUS_LABELS[event.toStatus]}`
      : event.toStatus
        ? STATUS_LABELS[event.toStatus]
        : '';
  return [eventLabel(event.action), move].filter(Boolean).join(': ');
}

/**
 * The details of `submission`, then `children`, then the history. With `aside` (the editor's
 * page, decision 0075) the history (its latest events, the rest behind "Show all") and `aside`
 * stand in a column beside the rest from 1280 px (Tailwind `xl`) and below it on narrower screens.
 */
export function SubmissionDetails({
  submission,
  children,
  aside,
}: {
  submission: SubmissionDetail;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const s = submission;
  if (aside === undefined) {
    return (
      <div className="space-y-6">
        <Main submission={s}>{children}</Main>
        <History submission={s} />
      </div>
    );
  }
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Main submission={s}>{children}</Main>
      </div>
      <aside
        aria-label="History and correspondence"
        className="min-w-0 space-y-6 xl:border-l xl:border-slate-200 xl:pl-6"
      >
        <History submission={s} latest={LATEST_EVENTS} />
        {aside}
      </aside>
    </div>
  );
}

function Main({ submission: s, children }: { submission: SubmissionDetail; children?: ReactNode }) {
  return (
    <>
      <dl className="space-y-2">
        <Row term="Title">{titleOf(s)}</Row>
        <Row term="Status">
          <StatusBadge status={s.status} />
        </Row>
        <Row term="Journal">{s.journalTitle || '—'}</Row>
        <Row term="Article type">{s.articleType || '—'}</Row>
        {s.revisionDue ? (
          <Row term="Revision due">
            <RevisionDue submission={s} />
          </Row>
        ) : null}
        <Row term="Review round">{s.round}</Row>
        <Row term="Author">
          {s.authorName}
          {s.authorEmail ? (
            <>
              {' '}
              (
              <a className="text-brand-700 underline" href={`mailto:${s.authorEmail}`}>
                {s.authorEmail}
              </a>
              )
            </>
          ) : null}
        </Row>
        <Row term="Co-authors">{s.coAuthors || '—'}</Row>
        {s.authors.length > 0 ? (
          <Row term="Authors and ORCID iDs">
            {/* Editors see the author's address (present.ts): theirs is the view that may re-send links. */}
            <AuthorOrcids submission={s} editor={s.authorEmail !== null} />
          </Row>
        ) : null}
        <Row term="Keywords">{s.keywords.length ? s.keywords.join(', ') : '—'}</Row>
        <Row term="Created">{formatDateTime(s.createdAt)}</Row>
        <Row term="Submitted">{formatDateTime(s.submittedAt)}</Row>
        <Row term="Updated">{formatDateTime(s.updatedAt)}</Row>
        {s.decision ? <Row term="Latest decision">{DECISION_LABELS[s.decision]}</Row> : null}
        <Row term="Primary language">{languageName(s.language)}</Row>
        <Row term="Abstract">
          <span lang={s.language} className="whitespace-pre-line">
            {s.abstract || '—'}
          </span>
        </Row>
        {s.translations.map((t) => (
          <Row key={t.language} term={`In ${languageName(t.language)}`}>
            <TranslationSummary translation={t} />
          </Row>
        ))}
      </dl>

      <section aria-labelledby={`files-${s.id}`}>
        <h3 id={`files-${s.id}`} className="text-lg font-semibold text-brand-900">
          Files
        </h3>
        {s.files.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No files yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
            {s.files.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0 text-sm wrap-anywhere">
                  <span className="font-semibold">{fileLabel(f)}</span>: {f.originalFilename}{' '}
                  <span className="text-slate-600">
                    · {formatBytes(f.byteSize)} · {formatDateTime(f.createdAt)}
                  </span>
                </span>
                <FileActions url={f.url} filename={f.originalFilename} what={f.originalFilename} />
                {f.responseToReviewers ? (
                  <div className="w-full text-sm">
                    <p className="font-semibold text-slate-800">Response to reviewers</p>
                    <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{f.responseToReviewers}</p>
                  </div>
                ) : null}
                {f.blindStatus === 'refused' ? (
                  <p className="w-full text-sm font-medium text-red-700">
                    Not sent for blind review{f.kind === 'review_attachment' ? ' to the author' : ' to reviewers'}:{' '}
                    {f.blindIssue}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {children}
    </>
  );
}

/**
 * The history, oldest first. With `latest` (the editor's page, whose column beside the stages
 * holds the whole record: decision 0075) only the latest events print, the earlier ones behind
 * "Show all (N)"; without it, every event.
 */
function History({ submission: s, latest = Infinity }: { submission: SubmissionDetail; latest?: number }) {
  const all = useShowAll();
  const listId = `history-list-${s.id}`;
  const shown = latestOf(s.events, latest, 'oldest-first', all.expanded);
  const skipped = s.events.length - shown.length;
  return (
    <section aria-labelledby={`history-${s.id}`}>
      <h3 id={`history-${s.id}`} className="text-lg font-semibold text-brand-900">
        History
      </h3>
      {s.events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No events yet.</p>
      ) : (
        <>
          <ShowAllButton
            total={s.events.length}
            latest={latest}
            expanded={all.expanded}
            controls={listId}
            what="events"
            onToggle={all.toggle}
          />
          <ol id={listId} className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4">
            {shown.map((e, index) => (
              <li key={`${e.at}-${skipped + index}`} className="text-sm">
                <p className="font-medium text-slate-900">{eventText(e)}</p>
                <p className="text-slate-600">
                  {formatDateTime(e.at)} · {e.actorName ? `${e.actorName} (${e.actorRole})` : e.actorRole}
                </p>
                {e.note ? <p className="whitespace-pre-line text-slate-700">{e.note}</p> : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
