/**
 * The editor's choice of what one reviewer receives (decision 0070): a checkbox per file of the
 * submission, labelled by kind and round (`fileLabel`). A cover letter, a proof and a review's
 * attachment are listed but cannot be ticked (review is double-blind; they never go to
 * reviewers). Used when inviting (`InviteReviewerForm`) and on an open invitation
 * (`InvitationActions`); the server enforces the same rule.
 */
import type { SubmissionFile } from '../../../../shared/api/submissions';
import { fileLabel, reviewerMayReceive } from '../../../../shared/domain/submission-workflow';

/** Why a file of this kind cannot be ticked. */
function refusal(kind: SubmissionFile['kind']): string {
  return kind === 'cover_letter' ? 'never sent to reviewers: review is double-blind' : 'never sent to reviewers';
}

export function ReviewerFilesChooser({
  idPrefix,
  files,
  chosen,
  onChange,
  disabled = false,
}: {
  /** Makes the checkbox ids unique on the page. */
  idPrefix: string;
  files: readonly SubmissionFile[];
  /** The ids ticked. */
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const ticked = new Set(chosen);
  return (
    <fieldset className="min-w-0 space-y-1" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">Files the reviewer receives</legend>
      {files.length === 0 ? <p className="text-sm text-slate-600">No files yet.</p> : null}
      <ul className="space-y-1">
        {files.map((f) => {
          const allowed = reviewerMayReceive(f.kind);
          const id = `${idPrefix}-file-${f.id}`;
          return (
            <li key={f.id} className="flex items-start gap-2 text-sm">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-brand-700"
                checked={allowed && ticked.has(f.id)}
                disabled={!allowed}
                onChange={(e) =>
                  onChange(
                    e.currentTarget.checked
                      ? [...chosen, f.id].sort((a, b) => a - b)
                      : chosen.filter((c) => c !== f.id),
                  )
                }
              />
              <label htmlFor={id} className={`min-w-0 wrap-anywhere ${allowed ? 'text-slate-900' : 'text-slate-600'}`}>
                <span className="font-semibold">{fileLabel(f)}</span>: {f.originalFilename}
                {allowed ? null : <span className="block">({refusal(f.kind)})</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {files.length > 0 && chosen.length === 0 ? (
        <p className="text-sm font-medium text-red-700">Choose at least one file for the reviewer.</p>
      ) : null}
    </fieldset>
  );
}
