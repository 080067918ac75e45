/**
 * The review form of an accepted invitation (seed 001 §2 "/dashboard/reviewer", §3 "Review
 * payload"): recommendation (minor, major, accept, reject), comments and one attachment,
 * validated on blur with the shared schema. Sends the multipart POST; toasts 'Review
 * submitted', or 'Review failed' with the server's message (its field errors land on the
 * fields they name). Shown only when the build flag VITE_REVIEW_FORMS is on (the page decides).
 * What is typed is kept on the server as a draft (decision 0074, lib/use-server-draft.ts, key
 * 'review'): saved after a pause in typing, restored when the form is opened again (after a
 * reload too), removed once the review is submitted. The attachment is not part of the draft.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DECISIONS } from '../../../../shared/domain/submission-workflow';
import { SUBMISSION_LIMITS } from '../../../../shared/validation/submissions';
import { FileField, SelectField, TextAreaField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useServerDraft } from '../../../lib/use-server-draft';
import { useSubmitReview } from '../api/submit-review';
import { RECOMMENDATION_LABELS } from '../lib/labels';
import { ConflictOfInterestField } from './conflict-of-interest-field';
import {
  REVIEW_FORM_FIELDS,
  reviewFormSchema,
  type ReviewFormField,
  type ReviewFormInput,
  type ReviewFormOutput,
} from '../lib/review-form-schema';
import { Button } from '../../../components/ui/button';

const RECOMMENDATION_OPTIONS = DECISIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }));

// Empty at first: the schema's input types admit only a decision and a File.
const DEFAULTS = {
  recommendation: '',
  comments: '',
  confidentialComments: '',
  conflictOfInterest: undefined,
  conflictDetails: '',
  attachments: undefined,
} as unknown as ReviewFormInput;

/** The fields of the review kept in its draft (decision 0074): every one but the attachment. */
type ReviewDraft = {
  recommendation: string;
  comments: string;
  confidentialComments: string;
  conflictOfInterest: string | null;
  conflictDetails: string;
};

/**
 * @param submissionId the reviewed submission (its draft is kept under it)
 * @param onSubmitted awaited once the review is in, before 'Review submitted' shows
 */
export function ReviewForm({
  inviteId,
  submissionId,
  onSubmitted,
}: {
  inviteId: number;
  submissionId: number;
  onSubmitted?: (inviteId: number) => Promise<unknown>;
}) {
  const submitReview = useSubmitReview(onSubmitted);
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    getFieldState,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ReviewFormInput, unknown, ReviewFormOutput>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onBlur',
    defaultValues: DEFAULTS,
  });

  const conflict = useWatch({ control, name: 'conflictOfInterest' });

  // Decision 0074: the draft on the server, restored once on open, saved as the reviewer types.
  const draft = useServerDraft<ReviewDraft>(submissionId, 'review');
  const restored = useRef(false);
  useEffect(() => {
    if (!draft.loaded || restored.current) return;
    restored.current = true;
    const saved = draft.value;
    if (!saved || getFieldState('comments').isDirty) return;
    reset({
      ...DEFAULTS,
      recommendation: saved.recommendation,
      comments: saved.comments,
      confidentialComments: saved.confidentialComments,
      conflictOfInterest: saved.conflictOfInterest ?? undefined,
      conflictDetails: saved.conflictDetails,
    } as unknown as ReviewFormInput);
  }, [draft.loaded, draft.value, getFieldState, reset]);
  const { set: saveDraft } = draft;
  const typed = useWatch({ control });
  useEffect(() => {
    // Only what the reviewer changed (a restored draft is not saved back; the file is not kept).
    if (!isDirty) return;
    saveDraft({
      recommendation: String(typed.recommendation ?? ''),
      comments: typed.comments ?? '',
      confidentialComments: typed.confidentialComments ?? '',
      conflictOfInterest: typed.conflictOfInterest ?? null,
      conflictDetails: typed.conflictDetails ?? '',
    });
  }, [
    typed.recommendation,
    typed.comments,
    typed.confidentialComments,
    typed.conflictOfInterest,
    typed.conflictDetails,
    isDirty,
    saveDraft,
  ]);

  const onSubmit = async (values: ReviewFormOutput) => {
    try {
      await submitReview.mutateAsync({
        inviteId,
        recommendation: values.recommendation,
        comments: values.comments,
        confidentialComments: values.confidentialComments,
        conflictOfInterest: values.conflictOfInterest,
        conflictDetails: values.conflictDetails,
        attachment: values.attachments,
      });
      await draft.clear();
      toast({ title: 'Review submitted' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
      if (error instanceof ApiError) {
        let focused = false;
        for (const e of error.body.errors ?? []) {
          const field = e.path.split('.')[0];
          if ((REVIEW_FORM_FIELDS as readonly string[]).includes(field)) {
            setError(field as ReviewFormField, { type: 'server', message: e.message }, { shouldFocus: !focused });
            focused = true;
          }
        }
      }
      toast({ title: 'Review failed', description: message, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="review-form-title" className="space-y-5">
      <h3 id="review-form-title" className="text-lg font-bold tracking-tight text-brand-900">
        Your review
      </h3>
      <SelectField
        id="review-recommendation"
        label="Recommendation"
        required
        placeholder="Select a recommendation"
        options={RECOMMENDATION_OPTIONS}
        error={errors.recommendation?.message}
        {...register('recommendation')}
      />
      <TextAreaField
        id="review-comments"
        label="Comments for the authors"
        required
        rows={8}
        maxLength={SUBMISSION_LIMITS.commentsMax}
        hint="The authors read these once the editor decides. The review is double-blind: do not sign it."
        error={errors.comments?.message}
        {...register('comments')}
      />
      <TextAreaField
        id="review-confidential"
        label="Confidential comments for the editor"
        rows={4}
        maxLength={SUBMISSION_LIMITS.commentsMax}
        hint="Optional. Only the editors read these; they are never sent to the authors."
        error={errors.confidentialComments?.message}
        {...register('confidentialComments')}
      />
      <ConflictOfInterestField
        register={register}
        declared={conflict === 'declared'}
        error={errors.conflictOfInterest?.message}
        detailsError={errors.conflictDetails?.message}
      />
      <Controller
        control={control}
        name="attachments"
        render={({ field }) => (
          <FileField
            id="review-attachment"
            label="Attachment"
            hint="One file, up to 30 MB (for example your annotated manuscript)."
            file={field.value}
            error={errors.attachments?.message}
            onFile={(file) => field.onChange(file)}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit Review'}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {draft.status === 'saved' ? 'Draft saved' : draft.status === 'error' ? 'The draft could not be saved' : ''}
        </p>
      </div>
    </form>
  );
}
