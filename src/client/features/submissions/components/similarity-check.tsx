/**
 * The similarity check before review (decision 0045; seed 001 §4 "Plagiarism check comes before
 * review"; decision 0045), on the editor's submission page: the policy's limits, the latest
 * check (figures, who, when, the report: editors only) and the form recording a new one
 * (similarity %, unique content %, the report file). Checked on blur and on submit with the
 * server's schema; the server's field errors land on their fields.
 */
import { useState } from 'react';
import type { SimilarityCheck } from '../../../../shared/api/similarity';
import { SIMILARITY_POLICY_TEXT, similarityBreaches } from '../../../../shared/domain/similarity';
import {
  CHOOSE_REPORT_FILE,
  SIMILARITY_PERCENT_MESSAGE,
  UNIQUE_PERCENT_MESSAGE,
  similarityCheckFields,
} from '../../../../shared/validation/similarity';
import { FileActions } from '../../../components/files/file-actions';
import { TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { recordSimilarityCheck } from '../api/similarity-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { FileUpload } from './file-upload';

type Field = 'similarityPercent' | 'uniquePercent';

/** The latest check in one line, with its report. */
function LatestCheck({ check }: { check: SimilarityCheck }) {
  const breaches = similarityBreaches(check);
  return (
    <div
      className={`space-y-2 rounded-md border p-3 text-sm ${
        check.overLimits
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-emerald-200 bg-emerald-50 text-emerald-950'
      }`}
    >
      <p>
        <span className="font-semibold">Latest check:</span> similarity {check.similarityPercent}%, unique content{' '}
        {check.uniquePercent}% — {check.overLimits ? `over the policy (${breaches.join('; ')})` : 'within the policy'}.
      </p>
      <p className="text-xs">
        Recorded {formatDateTime(check.checkedAt)}
        {check.checkedBy ? ` by ${check.checkedBy}` : ''}. The report is for editors only.
      </p>
      <FileActions url={check.reportUrl} filename={check.reportFilename} what={check.reportFilename} />
    </div>
  );
}

export function SimilarityCheckPanel({
  submissionId,
  check,
  open,
  busy,
}: {
  submissionId: number;
  /** The latest check, null when none, undefined while loading. */
  check: SimilarityCheck | null | undefined;
  /** Recording is open (submitted or resubmitted: before review). */
  open: boolean;
  busy: boolean;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ similarityPercent: '', uniquePercent: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const record = useWorkflowAction({
    run: (input: { similarityPercent: string; uniquePercent: string; file: File }) =>
      recordSimilarityCheck(submissionId, input),
    success: 'Similarity check recorded',
    failure: 'Similarity check failed',
    onSuccess: () => setValues({ similarityPercent: '', uniquePercent: '' }),
  });

  const fieldError = (name: Field, value: string) => {
    const parsed = similarityCheckFields.shape[name].safeParse(value);
    return parsed.success
      ? undefined
      : name === 'similarityPercent'
        ? SIMILARITY_PERCENT_MESSAGE
        : UNIQUE_PERCENT_MESSAGE;
  };
  const blur = (name: Field) => setErrors((e) => ({ ...e, [name]: fieldError(name, values[name]) }));
  const upload = async (file: File) => {
    const next = {
      similarityPercent: fieldError('similarityPercent', values.similarityPercent),
      uniquePercent: fieldError('uniquePercent', values.uniquePercent),
    };
    setErrors(next);
    if (next.similarityPercent || next.uniquePercent) return false;
    try {
      await record.mutateAsync({ ...values, file });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body.errors ?? []) : [];
      setErrors(Object.fromEntries(fields.filter((f) => f.path !== 'file').map((f) => [f.path, f.message])));
      return false;
    }
  };
  const field = (name: Field, label: string) => (
    <TextField
      id={`similarity-${name}`}
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      disabled={!open}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      onBlur={() => blur(name)}
    />
  );

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{SIMILARITY_POLICY_TEXT}</p>
      {check ? <LatestCheck check={check} /> : null}
      {check === null ? <p className="text-sm text-slate-700">No similarity check recorded yet.</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('similarityPercent', 'Similarity score (%)')}
        {field('uniquePercent', 'Unique content (%)')}
      </div>
      <FileUpload
        id="similarity-report"
        label="Similarity report"
        hint="The report of the similarity software (PDF or Word, up to 30 MB). Editors only."
        emptyMessage={CHOOSE_REPORT_FILE}
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        busy={busy || record.isPending}
        actions={[{ label: 'Record check', disabled: !open, onUpload: upload }]}
      />
      {!open ? (
        <p className="text-xs text-slate-600">A check is recorded before the manuscript goes to review.</p>
      ) : null}
    </div>
  );
}
