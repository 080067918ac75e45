/**
 * Step 1 of the author's wizard (seed 001 §2 "/dashboard/author", §7 `POST
 * /api/submissions/draft`): title, abstract, journal, article type, keywords (comma
 * separated) and co-authors, validated on blur with the shared `draftRequest`; server field
 * errors land on their fields. Toasts 'Draft created' / 'Failed to create draft' (seed 001 §8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ARTICLE_TYPES } from '../../../../shared/domain/article-types';
import { draftRequest, type DraftRequest, type DraftRequestInput } from '../../../../shared/validation/submissions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useJournalOptions } from '../api/submission-queries';
import { createDraft } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { Button } from '../../../components/ui/button';

const FIELDS = ['title', 'abstract', 'journalId', 'articleType', 'keywords', 'coAuthors'] as const;
type DraftField = (typeof FIELDS)[number];

interface DraftFormValues {
  title: string;
  abstract: string;
  journalId: string;
  articleType: string;
  keywords: string;
  coAuthors: string;
}

const DEFAULTS: DraftFormValues = {
  title: '',
  abstract: '',
  journalId: '',
  articleType: '',
  keywords: '',
  coAuthors: '',
};
const ARTICLE_TYPE_OPTIONS = ARTICLE_TYPES.map((t) => ({ value: t, label: t }));

/** The message of a field error, or of its first item's (a keyword too long is reported at `keywords.0`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown } & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const item of Object.values(e)) {
    const message = firstMessage(item);
    if (message) return message;
  }
  return undefined;
}

export function DraftForm({ onCreated }: { onCreated: (id: number) => void }) {
  const journals = useJournalOptions();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DraftFormValues, unknown, DraftRequest>({
    // The form holds strings; the shared schema coerces and splits them as the server does.
    resolver: zodResolver(draftRequest as never) as never,
    mode: 'onBlur',
    defaultValues: DEFAULTS,
  });
  const create = useWorkflowAction({
    run: (body: DraftRequestInput) => createDraft(body),
    success: (result) => ({ title: 'Draft created', description: `Submission #${result.id}` }),
    failure: 'Failed to create draft',
    onSuccess: (result) => {
      reset(DEFAULTS);
      onCreated(result.id);
    },
  });

  const onSubmit = async (values: DraftRequest) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        let focus = true;
        for (const e of error.body.errors) {
          if ((FIELDS as readonly string[]).includes(e.path)) {
            setError(e.path as DraftField, { type: 'server', message: e.message }, { shouldFocus: focus });
            focus = false;
          }
        }
      }
    }
  };

  const journalOptions = (journals.data ?? []).map((j) => ({
    value: String(j.id),
    label: j.abbreviation ? `${j.title} (${j.abbreviation})` : j.title,
  }));
  const journalHint = journals.isPending
    ? 'Loading journals…'
    : journals.isError
      ? `Journals could not be loaded: ${journals.error.message || 'Failed to load'}`
      : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Create draft" className="space-y-4">
      <TextField id="draft-title" label="Title" required error={errors.title?.message} {...register('title')} />
      <TextAreaField
        id="draft-abstract"
        label="Abstract"
        required
        rows={5}
        error={errors.abstract?.message}
        {...register('abstract')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="draft-journal"
          label="Journal"
          required
          placeholder="Choose a journal"
          options={journalOptions}
          hint={journalHint}
          error={errors.journalId?.message}
          {...register('journalId')}
        />
        <SelectField
          id="draft-article-type"
          label="Article type"
          required
          placeholder="Choose an article type"
          options={ARTICLE_TYPE_OPTIONS}
          error={errors.articleType?.message}
          {...register('articleType')}
        />
      </div>
      <TextField
        id="draft-keywords"
        label="Keywords"
        hint="Separate keywords with commas (at most 12)."
        error={firstMessage(errors.keywords)}
        {...register('keywords')}
      />
      <TextAreaField
        id="draft-co-authors"
        label="Co-authors"
        rows={2}
        hint="Names and affiliations, one per line."
        error={errors.coAuthors?.message}
        {...register('coAuthors')}
      />
      <Button type="submit" variant="primary" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create Draft'}
      </Button>
    </form>
  );
}
