/**
 * The manuscript form's submit button (seed 000 §5): 'Submit Manuscript', 'Submitting...' while
 * sending; disabled while sending or while the form does not pass the shared schema. It watches
 * the form's values itself, so a keystroke re-renders this button, not the whole form.
 */
import { useWatch, type Control } from 'react-hook-form';
import {
  manuscriptSubmissionForm,
  type ManuscriptSubmissionForm,
  type ManuscriptSubmissionFormInput,
} from '../../../../../shared/validation/manuscript';

export function SubmitButton({
  control,
  files,
  sending,
  onClick,
}: {
  control: Control<ManuscriptSubmissionFormInput, unknown, ManuscriptSubmissionForm>;
  /** The accepted files (kept outside the form's values by the form). */
  files: File[];
  sending: boolean;
  onClick: () => void;
}) {
  // The button follows the schema as the visitor types; the messages still wait for blur.
  const values = useWatch({ control });
  const valid = manuscriptSubmissionForm.safeParse({ ...values, files }).success;
  return (
    <button
      type="submit"
      disabled={sending || !valid}
      onClick={onClick}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-900 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 sm:w-auto"
    >
      {sending ? 'Submitting...' : 'Submit Manuscript'}
    </button>
  );
}
