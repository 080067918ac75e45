/**
 * The editor's decision and its letter (decisions 0044, 0071; seed 001 §2 "decision
 * selector", §7 `POST /api/submissions/{id}/decision {decision}`, §8 toasts):
 * - one draft letter per decision type (lib/use-letter-drafts.ts): choosing Minor → Major →
 *   Minor brings the Minor letter back as it was edited;
 * - switching away from an edited letter, and composing again over it, ask first;
 * - "Record decision" asks first, in a dialog that shows exactly what will be sent (recipient,
 *   subject, attachments, letter) — and that text is what is sent (`letter`); a rejection asks
 *   for the reason there, which goes into the letter built from the template;
 * - the mail attaches no file (a mail carries links, decision 0007): the preview says so, lists the
 *   reviewers' files the author gets on the dashboard (blind names) and whether the letter names
 *   them; "Name the reviewers' files in the letter" has the letter built with them (decision 0071,
 *   amendment "the reviewers' files");
 * - a minor or major revision has a due date (decision 0074): the journal's default (today plus
 *   its revision days), editable, after today; the letter names it; the drafts are kept on the
 *   server as the editor types (lib/use-letter-drafts.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, formatDay, todayUtc } from '../../../../shared/domain/review-deadlines';
import { DECISION_LABELS, DECISIONS, type Decision } from '../../../../shared/domain/submission-workflow';
import { decisionRequest } from '../../../../shared/validation/submissions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { draftDecisionLetter, recordDecision } from '../api/workflow-calls';
import { useCheckedField } from '../lib/use-checked-field';
import { isEdited, useLetterDrafts, type LetterDraft } from '../lib/use-letter-drafts';
import type { DecisionLetter } from '../../../../shared/api/editor-scope';
import { useWorkflowAction } from '../lib/use-workflow-action';

const DECISION_OPTIONS: { value: Decision; label: string }[] = DECISIONS.map((d) => ({
  value: d,
  label: `${DECISION_LABELS[d]} (${d})`,
}));

/** The reason a rejection needs in the confirmation (decision 0036 asks it when no review was submitted). */
export const REJECT_REASON_MISSING = 'Give the reason for rejecting: it goes into the letter to the author';

const isDecision = (value: string): value is Decision => (DECISIONS as readonly string[]).includes(value);
const isRevision = (d: Decision | null): boolean => d === 'minor' || d === 'major';

/** The journal's revision days when the submission does not say (the server's default, decision 0074). */
export const DEFAULT_REVISION_DAYS = 30;
/** The message of a due date that is not after today (the server's, decision 0074). */
export const REVISION_DUE_PAST = 'The revision due date must be after today';

/** The message for a due date the server would refuse, or undefined. */
function dueDateError(due: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(due)) return 'Choose the revision due date';
  if (due <= todayUtc()) return REVISION_DUE_PAST;
  return undefined;
}

/** What will be sent, as the author will get it. */
function LetterPreview({
  letter,
  reviewFiles,
}: {
  letter: Pick<LetterDraft, 'to' | 'subject' | 'text'>;
  /** The reviewers' files the author gets on the dashboard (`GET …/decision-letter`), blind names. */
  reviewFiles: DecisionLetter['reviewFiles'];
}) {
  const named = reviewFiles.length > 0 && reviewFiles.every((f) => letter.text.includes(f.filename));
  return (
    <section aria-label="What will be sent" className="mt-3 space-y-2">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{letter.to}</dd>
        <dt className="font-semibold">Subject</dt>
        <dd className="break-words">{letter.subject}</dd>
        <dt className="font-semibold">Attachments</dt>
        <dd>None: the mail attaches no file.</dd>
        {reviewFiles.length > 0 ? (
          <>
            <dt className="font-semibold">Reviewers&rsquo; files</dt>
            <dd className="min-w-0">
              <ul>
                {reviewFiles.map((f) => (
                  <li key={f.filename} className="wrap-anywhere">
                    {f.filename} ({f.reviewer})
                  </li>
                ))}
              </ul>
              <p>
                {named
                  ? 'Named in the letter. The author downloads them from the dashboard, without the reviewers’ names.'
                  : 'Not named in the letter. The author still finds them on the dashboard, without the reviewers’ names.'}
              </p>
            </dd>
          </>
        ) : null}
      </dl>
      <pre
        // Scrollable: reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
        tabIndex={0}
        aria-label="Letter text"
        className="max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-sans text-sm break-words whitespace-pre-wrap text-slate-900"
      >
        {letter.text}
      </pre>
    </section>
  );
}

/** "Name the reviewers' files in the letter": the letter built from the template lists them. */
function NameFilesBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      Name the reviewers&rsquo; files in the letter
    </label>
  );
}

/**
 * The confirmation of a decision with its preview. Without a draft, the letter is built from the
 * template now (with the reason, for a rejection) and that text is shown and sent.
 */
function RecordDecisionDialog({
  submissionId,
  decision,
  draft,
  note,
  revisionDue,
  nameFiles,
  onNameFiles,
  busy,
  onConfirm,
  onClose,
}: {
  submissionId: number;
  decision: Decision;
  draft: LetterDraft | undefined;
  note: string;
  /** A revision's due date, else undefined. */
  revisionDue: string | undefined;
  /** Whether a letter built here names the reviewers' files. */
  nameFiles: boolean;
  onNameFiles: (checked: boolean) => void;
  busy: boolean;
  onConfirm: (input: { note?: string; letter: string; revisionDue?: string }) => void;
  onClose: () => void;
}) {
  const reject = decision === 'reject';
  const [reason, setReason] = useState(note);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const written = (reject ? reason : note).trim();
  const settled = useDebouncedValue(written, 400);
  // Built even under a draft: it says which reviewers' files the author gets (the draft's text is sent).
  const built = useQuery({
    queryKey: ['api', 'submissions', submissionId, 'decision-letter', decision, settled, revisionDue, nameFiles],
    queryFn: () => draftDecisionLetter(submissionId, decision, settled || undefined, revisionDue, nameFiles),
    staleTime: Infinity,
  });
  const letter = draft ?? built.data;
  const reviewFiles = built.data?.reviewFiles;
  const ready = letter !== undefined && reviewFiles !== undefined && (draft !== undefined || settled === written);
  const reasonMissingFromDraft = reject && draft !== undefined && written !== '' && !draft.text.includes(written);

  const confirm = () => {
    if (reject && written === '') {
      setReasonError(REJECT_REASON_MISSING);
      document.getElementById('decision-reason')?.focus();
      return;
    }
    if (!letter || !ready) return;
    onConfirm({ note: written || undefined, letter: letter.text, revisionDue });
  };

  return (
    <ConfirmDialog
      title={`Record the decision: ${DECISION_LABELS[decision]}?`}
      confirmLabel="Send letter and record decision"
      danger={reject}
      busy={busy || !ready}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>The author is told at once by the letter below. A decision cannot be undone.</p>
      {revisionDue ? (
        <p className="mt-2">
          Revision due: <span className="font-semibold">{formatDay(revisionDue)}</span>
        </p>
      ) : null}
      {reject ? (
        <div className="mt-3">
          <TextAreaField
            id="decision-reason"
            label="Reason for rejecting"
            required
            rows={3}
            hint="Sent to the author in the letter."
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(undefined);
            }}
          />
        </div>
      ) : null}
      {reasonMissingFromDraft ? (
        <p role="note" className="mt-2 text-amber-800">
          Your edited letter does not contain this reason. It is sent as shown; the reason is kept in the history.
        </p>
      ) : null}
      {draft === undefined && reviewFiles && reviewFiles.length > 0 ? (
        <NameFilesBox checked={nameFiles} onChange={onNameFiles} />
      ) : null}
      {letter && reviewFiles ? <LetterPreview letter={letter} reviewFiles={reviewFiles} /> : null}
      {!(letter && reviewFiles) && built.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          The letter could not be built: {errorMessage(built.error)}
        </p>
      ) : null}
      {!(letter && reviewFiles) && !built.isError ? <p className="mt-3">Building the letter…</p> : null}
    </ConfirmDialog>
  );
}

type Ask =
  | { kind: 'switch'; to: Decision | ''; from: Decision }
  | { kind: 'recompose'; decision: Decision }
  | { kind: 'record'; decision: Decision };

/**
 * The decision selector, the letter composer and "Record decision".
 * @param note the editor's note to the author (the reason, for a rejection), put into a letter
 *   composed from the template
 * @param onDecided called after the decision is recorded
 */
export function DecisionComposer({
  submissionId,
  canDecide,
  busy,
  note,
  revisionDays,
  onDecided,
}: {
  submissionId: number;
  canDecide: boolean;
  busy: boolean;
  note: string;
  /** The journal's default days for a revision (decision 0074); null: the server's default. */
  revisionDays?: number | null;
  onDecided: () => void;
}) {
  const decision = useCheckedField('editor-decision', (value) => decisionRequest.safeParse({ decision: value }));
  const { drafts, put, clear } = useLetterDrafts(submissionId);
  const days = revisionDays ?? DEFAULT_REVISION_DAYS;
  const [revisionDue, setRevisionDue] = useState(() => addDays(todayUtc(), days));
  const [dueError, setDueError] = useState<string | undefined>();
  const [composing, setComposing] = useState(false);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [nameFiles, setNameFiles] = useState(false);
  const current = isDecision(decision.field.value) ? decision.field.value : null;
  const draft = current ? drafts[current] : undefined;

  const dueFor = (d: Decision | null) => (isRevision(d) ? revisionDue : undefined);
  /** Checks the due date of a revision; false (and the field says why) when it would be refused. */
  const dueDateOk = (d: Decision) => {
    const error = isRevision(d) ? dueDateError(revisionDue) : undefined;
    setDueError(error);
    if (error) document.getElementById('revision-due')?.focus();
    return error === undefined;
  };

  const decide = useWorkflowAction({
    run: (input: { decision: Decision; note?: string; letter: string; revisionDue?: string }) =>
      recordDecision(submissionId, input.decision, input.note, input.letter, input.revisionDue),
    success: (_result, input) => ({ title: `Decision: ${input.decision}` }),
    failure: 'Decision failed',
    onSuccess: () => {
      setAsk(null);
      void clear();
      decision.reset();
      onDecided();
    },
  });

  /** Decision 0071: leaving an edited letter asks first (the draft is kept). */
  const chooseDecision = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (current && next !== current && isEdited(drafts[current])) {
      setAsk({ kind: 'switch', to: isDecision(next) ? next : '', from: current });
      return;
    }
    decision.field.onChange(event);
  };

  const compose = async (value: Decision) => {
    setComposing(true);
    try {
      const due = dueFor(value);
      const built = await draftDecisionLetter(submissionId, value, note.trim() || undefined, due, nameFiles);
      put(value, {
        to: built.to,
        subject: built.subject,
        composed: built.text,
        text: built.text,
        ...(due ? { revisionDue: due } : {}),
      });
    } catch (error) {
      toast({ title: 'Letter failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setComposing(false);
    }
  };
  const composeLetter = () =>
    decision.submit((parsed) => {
      if (!dueDateOk(parsed.decision)) return;
      if (isEdited(drafts[parsed.decision])) setAsk({ kind: 'recompose', decision: parsed.decision });
      else void compose(parsed.decision);
    });
  const sendDecision = () =>
    decision.submit((parsed) => {
      if (dueDateOk(parsed.decision)) setAsk({ kind: 'record', decision: parsed.decision });
    });

  return (
    <>
      <SelectField
        label="Decision"
        required
        placeholder="Choose a decision"
        options={DECISION_OPTIONS}
        disabled={!canDecide}
        {...decision.field}
        onChange={chooseDecision}
      />
      {isRevision(current) ? (
        <TextField
          id="revision-due"
          label="Revision due"
          type="date"
          required
          min={addDays(todayUtc(), 1)}
          hint={`The journal's default is ${days} days from today. The author is reminded a week before and the day after.`}
          value={revisionDue}
          error={dueError}
          onChange={(e) => {
            setRevisionDue(e.currentTarget.value);
            setDueError(undefined);
          }}
        />
      ) : null}
      {current ? <NameFilesBox checked={nameFiles} onChange={setNameFiles} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={busy || composing || !canDecide} onClick={composeLetter}>
          Compose letter
        </Button>
        <Button variant="primary" disabled={busy || decide.isPending || !canDecide} onClick={sendDecision}>
          {draft ? 'Record decision and send letter' : 'Record decision'}
        </Button>
      </div>
      {current && draft ? (
        <div className="space-y-2">
          <p className="text-sm break-words text-slate-700">
            Subject: <span className="font-semibold">{draft.subject}</span>
          </p>
          <TextAreaField
            id="editor-letter"
            label={`Decision letter (${DECISION_LABELS[current]})`}
            rows={14}
            hint="Built from the decision's template with the reviewers' comments for the authors (Reviewer 1, Reviewer 2…). Edit it before sending: each decision keeps its own draft, saved as you type."
            value={draft.text}
            onChange={(e) => put(current, { ...draft, text: e.currentTarget.value })}
          />
          {isRevision(current) && draft.revisionDue && draft.revisionDue !== revisionDue ? (
            <p role="note" className="text-sm text-amber-800">
              This letter was composed with the due date {formatDay(draft.revisionDue)}. Compose it again, or edit the
              date in it, so that it says {formatDay(revisionDue)}.
            </p>
          ) : null}
        </div>
      ) : null}

      {ask?.kind === 'switch' ? (
        <ConfirmDialog
          title={`Switch to ${ask.to ? DECISION_LABELS[ask.to] : 'no decision'}?`}
          confirmLabel="Switch decision"
          onConfirm={() => {
            decision.set(ask.to);
            setAsk(null);
          }}
          onClose={() => setAsk(null)}
        >
          <p>
            You edited the {DECISION_LABELS[ask.from]} letter. It is kept as a draft: choose {DECISION_LABELS[ask.from]}{' '}
            again to get it back.
          </p>
        </ConfirmDialog>
      ) : null}
      {ask?.kind === 'recompose' ? (
        <ConfirmDialog
          title="Replace your edited letter?"
          confirmLabel="Replace letter"
          danger
          onConfirm={() => {
            setAsk(null);
            void compose(ask.decision);
          }}
          onClose={() => setAsk(null)}
        >
          <p>
            The {DECISION_LABELS[ask.decision]} letter you edited is replaced by a new one from the template. Your edits
            are lost.
          </p>
        </ConfirmDialog>
      ) : null}
      {ask?.kind === 'record' ? (
        <RecordDecisionDialog
          submissionId={submissionId}
          decision={ask.decision}
          draft={drafts[ask.decision]}
          note={note}
          revisionDue={dueFor(ask.decision)}
          nameFiles={nameFiles}
          onNameFiles={setNameFiles}
          busy={decide.isPending}
          onConfirm={(input) => decide.mutate({ decision: ask.decision, ...input })}
          onClose={() => setAsk(null)}
        />
      ) : null}
    </>
  );
}
