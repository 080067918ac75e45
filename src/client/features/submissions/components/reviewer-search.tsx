/**
 * "Find a reviewer" (decision 0051): searches the reviewer database
 * of a submission (name, e-mail, affiliation or expertise) and lists the candidates as cards
 * (narrow screens too) with their workload, completed reviews, mean turnaround, last review and
 * conflict badges. A journal filter narrows it to reviewers who applied for (or sit on the board
 * of) one of the editor's journals (`journal=` slug; the list is the queue filter's,
 * `GET /api/editor/journals`). "Invite" fills the invite form's address (`onPick`); a candidate
 * with a conflict asks for confirmation first. The invitation itself is the invite form's call.
 */
import { useState, type FormEvent } from 'react';
import type { ReviewerCandidate } from '../../../../shared/api/reviewer-candidates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { useEditorJournals } from '../api/editor-scope-queries';
import { useReviewerCandidates } from '../api/reviewer-candidate-calls';

const conflictsOf = (c: ReviewerCandidate) =>
  [
    c.conflicts.sameAffiliation ? 'Same affiliation as an author' : null,
    c.conflicts.coAuthor ? 'Co-author of this submission' : null,
  ].filter((x): x is string => x !== null);

const day = (iso: string) => iso.slice(0, 10);

function CandidateCard({ c, disabled, onInvite }: { c: ReviewerCandidate; disabled: boolean; onInvite: () => void }) {
  const conflicts = conflictsOf(c);
  return (
    <li className="rounded border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{c.name ?? c.email}</p>
          <p className="break-all text-slate-600">{c.email}</p>
          {c.affiliation ? <p className="break-words text-slate-600">{c.affiliation}</p> : null}
        </div>
        <Button size="sm" variant="secondary" disabled={disabled || c.alreadyInvited} onClick={onInvite}>
          Invite
        </Button>
      </div>
      {c.expertise.length > 0 ? (
        <p className="mt-1 break-words text-slate-700">Expertise: {c.expertise.join(', ')}</p>
      ) : null}
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700">
        <dt>Open reviews</dt>
        <dd>{c.workload}</dd>
        <dt>Completed</dt>
        <dd>{c.completedReviews}</dd>
        <dt>Average turnaround</dt>
        <dd>{c.averageTurnaroundDays === null ? '—' : `${c.averageTurnaroundDays} days`}</dd>
        <dt>Last review</dt>
        <dd>{c.lastReviewAt ? day(c.lastReviewAt) : '—'}</dd>
      </dl>
      {conflicts.length > 0 || c.alreadyInvited ? (
        <div className="mt-2 flex flex-wrap gap-1">
          {conflicts.map((text) => (
            <Badge key={text} tone="gold">
              Conflict: {text}
            </Badge>
          ))}
          {c.alreadyInvited ? <Badge>Already invited this round</Badge> : null}
        </div>
      ) : null}
    </li>
  );
}

export function ReviewerSearch({
  submissionId,
  disabled,
  onPick,
}: {
  submissionId: number;
  disabled: boolean;
  onPick: (email: string) => void;
}) {
  const [text, setText] = useState('');
  const [journalChoice, setJournalChoice] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [journal, setJournal] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<ReviewerCandidate | null>(null);
  const journals = useEditorJournals();
  const result = useReviewerCandidates(submissionId, q, page, journal);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
    setJournal(journalChoice);
    setPage(1);
  };
  const pick = (c: ReviewerCandidate) => (conflictsOf(c).length > 0 ? setConfirming(c) : onPick(c.email));
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-3">
      <form role="search" aria-label="Find a reviewer" className="flex flex-wrap items-end gap-2" onSubmit={search}>
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            id="editor-reviewer-search"
            label="Find a reviewer"
            type="search"
            hint="Name, e-mail, affiliation or expertise; empty lists everyone."
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </div>
        <div className="min-w-0 flex-1 basis-48">
          <SelectField
            id="editor-reviewer-journal"
            label="Reviewers for journal"
            placeholder="Any journal"
            hint="Reviewers who applied for it or sit on its board."
            value={journalChoice}
            onChange={(e) => setJournalChoice(e.currentTarget.value)}
            options={(journals.data ?? []).map((j) => ({ value: j.slug, label: j.title }))}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={result.isFetching}>
          Search reviewers
        </Button>
      </form>
      {result.isError ? <p className="text-sm text-red-700">The reviewer search failed. Try again.</p> : null}
      {data ? (
        data.items.length === 0 ? (
          <p className="text-sm text-slate-600">No reviewer matches.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.total} {data.total === 1 ? 'reviewer' : 'reviewers'}
            </p>
            <ul className="space-y-2" aria-label="Reviewer candidates">
              {data.items.map((c) => (
                <CandidateCard key={c.email} c={c} disabled={disabled} onInvite={() => pick(c)} />
              ))}
            </ul>
            {pages > 1 ? (
              <div className="flex items-center gap-2 text-sm">
                <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </div>
            ) : null}
          </>
        )
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Invite a reviewer with a conflict?"
          confirmLabel="Use this reviewer anyway"
          danger
          onConfirm={() => {
            onPick(confirming.email);
            setConfirming(null);
          }}
          onClose={() => setConfirming(null)}
        >
          <p>
            {confirming.name ?? confirming.email}: {conflictsOf(confirming).join('; ')}.
          </p>
          <p className="mt-2">Fill the invitation with this reviewer anyway?</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
