/**
 * A submission's handling editor and associate editor (decision 0037), in the
 * editor's details: who they are, and — for the journal's editor-in-chief (handling editor) or
 * the handling editor (associate editor), or an admin — a select of the journal's candidates
 * with an Assign button. Toasts 'Editor assigned' / 'Assignment failed'.
 *
 * Layout (decision 0075, amendment "controls that show their text"): one slot under the other,
 * each select as wide as the details column (full width on a phone, the Assign button under it),
 * and the chosen person's full name, address and role printed under the select, where the text
 * wraps — a closed `<select>` cannot wrap and cuts a long option.
 */
import { useId, useState } from 'react';
import type { Assignee, SubmissionAssignment } from '../../../../shared/api/editor-scope';
import { JOURNAL_ROLE_LABELS } from '../../../../shared/domain/journal-roles';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-fields';
import { StatusMessage } from '../../../components/ui/status-message';
import { assignEditor, useAssignment } from '../api/editor-scope-queries';
import { errorMessage } from '../../../lib/error-message';
import { useWorkflowAction } from '../lib/use-workflow-action';

const nameOf = (a: Assignee | null) => (a ? `${a.name} (${a.email})` : 'Not assigned');
/** The hint under a select with no candidate (it was the placeholder, cut in the closed select). */
export const NO_CANDIDATE = 'No one on this journal has the role.';

function Slot({
  id,
  slot,
  label,
  current,
  can,
  candidates,
}: {
  id: number;
  slot: 'handling' | 'associate';
  label: string;
  current: Assignee | null;
  can: boolean;
  candidates: Assignee[];
}) {
  const field = useId();
  const [choice, setChoice] = useState(current ? String(current.id) : '');
  const chosen = candidates.find((c) => String(c.id) === choice);
  const assign = useWorkflowAction({
    run: (userId: number | null) => assignEditor(id, slot, userId),
    success: (result: SubmissionAssignment) => ({
      title: 'Editor assigned',
      description: `${label}: ${nameOf(slot === 'handling' ? result.handlingEditor : result.associateEditor)}`,
    }),
    failure: 'Assignment failed',
  });
  return (
    <div className="min-w-0 space-y-2">
      <p className="text-sm">
        <span className="font-semibold text-slate-800">{label}:</span>{' '}
        <span className="break-words text-slate-700">{nameOf(current)}</span>
      </p>
      {can ? (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <div className="min-w-0">
            <SelectField
              id={field}
              label={`Choose the ${label.toLowerCase()}`}
              placeholder="Nobody"
              aria-describedby={`${field}-chosen`}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              options={candidates.map((c) => ({
                value: String(c.id),
                label: `${c.name} (${JOURNAL_ROLE_LABELS[c.role]})`,
              }))}
            />
          </div>
          <div>
            <Button
              variant="secondary"
              disabled={assign.isPending || choice === (current ? String(current.id) : '')}
              onClick={() => assign.mutate(choice ? Number(choice) : null)}
            >
              Assign<span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
          </div>
          <p id={`${field}-chosen`} className="text-sm break-words text-slate-700 sm:col-span-2">
            {chosen
              ? `Chosen: ${chosen.name} (${chosen.email}), ${JOURNAL_ROLE_LABELS[chosen.role]}`
              : candidates.length
                ? 'Chosen: nobody'
                : NO_CANDIDATE}
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function AssignmentPanel({ submissionId }: { submissionId: number }) {
  const query = useAssignment(submissionId);
  return (
    <section aria-labelledby={`assignment-${submissionId}`} className="space-y-3">
      <h3 id={`assignment-${submissionId}`} className="text-lg font-bold text-brand-900">
        Editors
      </h3>
      {query.isPending ? (
        <StatusMessage>Loading…</StatusMessage>
      ) : query.isError || !query.data ? (
        <StatusMessage role="alert">{errorMessage(query.error)}</StatusMessage>
      ) : (
        <div className="space-y-4">
          <Slot
            key={`h-${query.data.handlingEditor?.id ?? 0}`}
            id={submissionId}
            slot="handling"
            label="Handling editor"
            current={query.data.handlingEditor}
            can={query.data.canAssignHandlingEditor}
            candidates={query.data.handlingCandidates}
          />
          <Slot
            key={`a-${query.data.associateEditor?.id ?? 0}`}
            id={submissionId}
            slot="associate"
            label="Associate editor"
            current={query.data.associateEditor}
            can={query.data.canAssignAssociateEditor}
            candidates={query.data.associateCandidates}
          />
        </div>
      )}
    </section>
  );
}
