/**
 * The author's wizard (seed 001 §2 "/dashboard/author"): 1. create the draft, 2. upload the
 * manuscript, 3. submit. Each step's toasts follow seed 001 §8 ('Draft created', 'Uploaded',
 * 'Submitted' and their failures).
 */
import { useRef, useState } from 'react';
import { CHOOSE_FILE_FIRST } from '../../../../shared/validation/submissions';
import { submitSubmission, uploadManuscript } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { DraftForm } from './draft-form';
import { FileUpload } from './file-upload';
import { Button } from '../../../components/ui/button';

const STEPS = ['Details', 'Manuscript', 'Submit'] as const;

export function AuthorWizard({ onPicked }: { onPicked: (id: number) => void }) {
  const [step, setStep] = useState(0);
  const [draftId, setDraftId] = useState<number | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const go = (next: number) => {
    setStep(next);
    // Move focus to the new step's heading once it renders.
    setTimeout(() => stepHeading.current?.focus(), 0);
  };

  const upload = useWorkflowAction({
    run: ({ id, file }: { id: number; file: File }) => uploadManuscript(id, file),
    success: 'Uploaded',
    failure: 'Upload manuscript failed',
    onSuccess: () => go(2),
  });
  const submit = useWorkflowAction({
    run: (id: number) => submitSubmission(id),
    success: 'Submitted',
    failure: 'Submit failed',
    onSuccess: () => go(3),
  });

  const restart = () => {
    setDraftId(null);
    go(0);
  };

  return (
    <div className="space-y-4">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label="Wizard steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${index === step ? 'bg-brand-700 text-white' : index < step ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-600'}`}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>

      {step === 0 ? (
        <DraftForm
          onCreated={(id) => {
            setDraftId(id);
            onPicked(id);
            go(1);
          }}
        />
      ) : null}

      {step === 1 && draftId !== null ? (
        <div className="space-y-3">
          <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold text-brand-900">
            Upload the manuscript of submission #{draftId}
          </h3>
          <FileUpload
            id="wizard-manuscript"
            label="Manuscript file"
            hint="PDF or Word document."
            emptyMessage={CHOOSE_FILE_FIRST}
            busy={upload.isPending}
            actions={[
              {
                label: 'Upload manuscript and continue',
                onUpload: (file) =>
                  upload.mutateAsync({ id: draftId, file }).then(
                    () => true,
                    () => false,
                  ),
              },
            ]}
          />
        </div>
      ) : null}

      {step === 2 && draftId !== null ? (
        <div className="space-y-3">
          <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold text-brand-900">
            Submit submission #{draftId}
          </h3>
          <p className="text-sm text-slate-700">Check the details below, then send the manuscript to the editors.</p>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" disabled={submit.isPending} onClick={() => submit.mutate(draftId)}>
              Submit for review
            </Button>
            <Button variant="secondary" onClick={() => go(1)}>
              Back to upload
            </Button>
          </div>
        </div>
      ) : null}

      {step === 3 && draftId !== null ? (
        <div className="space-y-3">
          <h3 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold text-brand-900">
            Submission #{draftId} submitted
          </h3>
          <p role="status" className="text-sm text-slate-700">
            The editors will screen it; its status appears in your list.
          </p>
          <Button variant="secondary" onClick={restart}>
            Start another draft
          </Button>
        </div>
      ) : null}
    </div>
  );
}
