/**
 * The create/edit form of a journal (admin Journals tab, decision 0030), in a dialog. The shared
 * contract (`journalInput`) checks each field on submit, as the server does; the server's 400
 * field errors and its 409 (abbreviation taken) show at their fields too.
 */
import { useState, type FormEvent } from 'react';
import {
  APC_CURRENCIES,
  journalInput,
  type AdminJournal,
  type JournalInput,
} from '../../../../shared/api/journal-admin';
import { toFieldErrors } from '../../../../shared/api/common';
import { ARTICLE_TYPES } from '../../../../shared/domain/article-types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';

type Values = {
  title: string;
  abbreviation: string;
  printIssn: string;
  onlineIssn: string;
  category: string;
  description: string;
  aimsAndScope: string;
  articleTypes: string[];
  apcAmount: string;
  apcCurrency: string;
  acceptsSubmissions: boolean;
  publisher: string;
  reviewResponseDays: string;
  reviewDueDays: string;
  revisionDays: string;
};

function valuesOf(j: AdminJournal | null): Values {
  return {
    title: j?.title ?? '',
    abbreviation: j?.abbreviation ?? '',
    printIssn: j?.printIssn ?? '',
    onlineIssn: j?.onlineIssn ?? '',
    category: j?.category ?? '',
    description: j?.description ?? '',
    aimsAndScope: j?.aimsAndScope ?? '',
    articleTypes: j?.articleTypes ?? [],
    apcAmount: j?.apc ? String(j.apc.amount) : '',
    apcCurrency: j?.apc?.currency ?? 'USD',
    acceptsSubmissions: j?.acceptsSubmissions ?? true,
    publisher: j?.publisher ?? '',
    reviewResponseDays: String(j?.reviewResponseDays ?? 7),
    reviewDueDays: String(j?.reviewDueDays ?? 21),
    revisionDays: String(j?.revisionDays ?? 30),
  };
}

/** The request body of the form's values; an empty amount means no charge. */
export function inputOf(v: Values): JournalInput {
  const amount = v.apcAmount.trim();
  return {
    title: v.title,
    abbreviation: v.abbreviation,
    printIssn: v.printIssn,
    onlineIssn: v.onlineIssn,
    category: v.category,
    description: v.description,
    aimsAndScope: v.aimsAndScope,
    articleTypes: v.articleTypes as JournalInput['articleTypes'],
    apc: amount === '' ? null : { amount: Number(amount), currency: v.apcCurrency as (typeof APC_CURRENCIES)[number] },
    acceptsSubmissions: v.acceptsSubmissions,
    publisher: v.publisher,
    reviewResponseDays: Number(v.reviewResponseDays.trim() || NaN),
    reviewDueDays: Number(v.reviewDueDays.trim() || NaN),
    revisionDays: Number(v.revisionDays.trim() || NaN),
  };
}

/** Largest cover upload the server takes (5 MiB). */
const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** The message for a chosen cover file the server would refuse, or null. */
function coverError(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'The cover must be an image (JPEG, PNG, WebP, GIF or AVIF)';
  if (file.size > COVER_MAX_BYTES) return 'The cover must be at most 5 MB';
  return null;
}

/** Field errors by form field (an APC error shows under the amount). */
function byField(errors: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of errors) {
    const field = path.startsWith('apc') ? 'apcAmount' : path.split('.')[0];
    out[field] ??= message;
  }
  return out;
}

export function JournalForm({
  journal,
  categories,
  onSave,
  onClose,
}: {
  /** The journal edited, or null to create one. */
  journal: AdminJournal | null;
  categories: readonly string[];
  /** Saves the fields, then uploads `cover` when one was chosen. */
  onSave: (input: JournalInput, cover: File | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(journal));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [cover, setCover] = useState<File | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const text = (key: keyof Values) => ({
    id: `journal-${key}`,
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(values);
    const parsed = journalInput.safeParse(input);
    const coverProblem = cover ? coverError(cover) : null;
    if (!parsed.success || coverProblem) {
      setErrors({
        ...(parsed.success ? {} : byField(toFieldErrors(parsed.error))),
        ...(coverProblem ? { cover: coverProblem } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(input, cover);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(byField(error.body.errors ?? [{ path: 'title', message: error.message }]));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={journal ? `Edit ${journal.abbreviation}` : 'New journal'}
      onClose={onClose}
      guardTyping
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="journal-form" variant="primary" disabled={busy}>
            {journal ? 'Save journal' : 'Create journal'}
          </Button>
        </>
      }
    >
      <form id="journal-form" noValidate className="space-y-4" onSubmit={submit}>
        <TextField label="Title" required data-autofocus {...text('title')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Abbreviation" required hint="Its page: /journals/abbreviation" {...text('abbreviation')} />
          <TextField label="Print ISSN" placeholder="NNNN-NNNC" {...text('printIssn')} />
          <TextField label="Online ISSN" placeholder="NNNN-NNNC" {...text('onlineIssn')} />
        </div>
        <SelectField
          label="Category"
          required
          placeholder="Choose a category"
          options={categories.map((c) => ({ value: c, label: c }))}
          {...text('category')}
        />
        <TextAreaField label="Description" rows={2} {...text('description')} />
        <TextAreaField label="Aims and scope" rows={4} {...text('aimsAndScope')} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            Accepted article types <span className="font-normal text-slate-500">(none ticked: all)</span>
          </legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {ARTICLE_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={values.articleTypes.includes(type)}
                  onChange={(e) =>
                    set(
                      'articleTypes',
                      e.target.checked
                        ? ARTICLE_TYPES.filter((t) => t === type || values.articleTypes.includes(t))
                        : values.articleTypes.filter((t) => t !== type),
                    )
                  }
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Article processing charge"
            inputMode="decimal"
            hint="Empty: no charge"
            {...text('apcAmount')}
          />
          <SelectField
            label="Currency"
            placeholder="Currency"
            options={APC_CURRENCIES.map((c) => ({ value: c, label: c }))}
            {...text('apcCurrency')}
          />
        </div>
        <TextField label="Publisher" {...text('publisher')} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Review and revision deadlines</legend>
          <p className="text-sm text-slate-600">
            The defaults of the editor's invitation form, and of a revision's due date in the decision composer.
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Days to answer an invitation"
              inputMode="numeric"
              required
              {...text('reviewResponseDays')}
            />
            <TextField label="Days to submit a review" inputMode="numeric" required {...text('reviewDueDays')} />
            <TextField label="Days to send a revision" inputMode="numeric" required {...text('revisionDays')} />
          </div>
        </fieldset>
        <TextField
          id="journal-cover"
          label="Cover image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          hint="JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; resized for the journal card and page"
          error={errors.cover}
          onChange={(e) => setCover(e.target.files?.[0] ?? null)}
        />
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={values.acceptsSubmissions}
            onChange={(e) => set('acceptsSubmissions', e.target.checked)}
          />
          Accepts submissions
        </label>
      </form>
    </Dialog>
  );
}
