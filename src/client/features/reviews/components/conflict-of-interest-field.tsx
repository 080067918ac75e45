/**
 * The conflict-of-interest declaration of the review form (decision 0036): a required choice between
 * none and a conflict to declare, and then its details. A fieldset of two radios named by its
 * legend, with the error announced; only the editors read the declaration.
 */
import type { UseFormRegister } from 'react-hook-form';
import { SUBMISSION_LIMITS } from '../../../../shared/validation/submissions';
import { TextAreaField } from '../../../components/ui/form-fields';
import type { ReviewFormInput } from '../lib/review-form-schema';

const RADIO = 'h-4 w-4 border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

export function ConflictOfInterestField({
  register,
  declared,
  error,
  detailsError,
}: {
  register: UseFormRegister<ReviewFormInput>;
  declared: boolean;
  error?: string;
  detailsError?: string;
}) {
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? 'review-coi-error' : 'review-coi-hint'}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-semibold text-slate-800">
        Conflict of interest <span className="text-red-700">*</span>
      </legend>
      <p id="review-coi-hint" className="text-sm text-slate-600">
        Only the editors see your declaration.
      </p>
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input id="review-coi-none" type="radio" value="none" className={RADIO} {...register('conflictOfInterest')} />I
        have no conflict of interest with the authors or the work
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input type="radio" value="declared" className={RADIO} {...register('conflictOfInterest')} />I have a conflict
        of interest to declare
      </label>
      {error ? (
        <p id="review-coi-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {declared ? (
        <TextAreaField
          id="review-coi-details"
          label="Describe the conflict of interest"
          required
          rows={3}
          maxLength={SUBMISSION_LIMITS.reasonMax}
          error={detailsError}
          {...register('conflictDetails')}
        />
      ) : null}
    </fieldset>
  );
}
