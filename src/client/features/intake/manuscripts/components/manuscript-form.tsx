/**
 * The manuscript submission form (seed 000 §2 "Submit manuscript", §3, §4, §5, §7, §8):
 * react-hook-form with the shared zod schema, validated on blur; the file list; the submit
 * button ('Submitting...' while sending, disabled while sending or while the form is
 * invalid); the success note at the bottom and the failure banner at the top.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { ARTICLE_TYPES } from '../../../../../shared/domain/article-types';
import { SUBMISSION_COUNTRIES } from '../../../../../shared/domain/countries';
import { fieldOfPath, type FieldError } from '../../../../../shared/api/common';
import {
  manuscriptSubmissionForm,
  type ManuscriptSubmissionForm,
  type ManuscriptSubmissionFormInput,
} from '../../../../../shared/validation/manuscript';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { JOURNALS_UNAVAILABLE, useIntakeJournals } from '../../api/get-intake-journals';
import { mergeFiles, screenFiles, type RejectedFile } from '../lib/file-list';
import { BANNER_FIELDS, DEFAULT_FIELD_MESSAGE, submitManuscript, SUCCESS_NOTE } from '../lib/submit-manuscript';
import { FilePicker } from './file-picker';
import { SelectField, TextAreaField, TextField } from './fields';
import { SubmitButton } from './submit-button';

type FormInput = ManuscriptSubmissionFormInput;
type FieldName = Path<FormInput>;

const EMPTY: FormInput = {
  postTitle: '',
  firstName: '',
  lastName: '',
  university: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postal: '',
  country: '',
  journalType: '',
  articleType: '',
  title: '',
  abstract: '',
  keywords: '',
  orcid: '',
  coAuthors: '',
  note: '',
  files: [],
};

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY));

/** The form field a server error belongs to (seed 000 §8), or null when none shows it. */
function formFieldOf(path: string): FieldName | null {
  const field = fieldOfPath(path);
  if (field === 'name') return 'firstName';
  return FORM_FIELDS.has(field) ? (field as FieldName) : null;
}

/** The message of the files field: its own, or the first of one of its files. */
function filesMessage(errors: FieldErrors<FormInput>): string | undefined {
  const error = errors.files as unknown as
    ({ message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>) | undefined;
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  for (const value of Object.values(error)) {
    const message = (value as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

const ID = (name: string) => `manuscript-${name}`;

export function ManuscriptForm() {
  // The journals accepting submissions (decision 0046), server-rendered with the page.
  const journals = useIntakeJournals();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, ManuscriptSubmissionForm>({
    resolver: zodResolver(manuscriptSubmissionForm),
    mode: 'onBlur',
    defaultValues: EMPTY,
  });
  const [files, setFileState] = useState<File[]>([]);
  // The list as last set, for an add that finishes after another change (screenFiles is async).
  const filesRef = useRef<File[]>([]);
  const setFiles = (next: File[]) => {
    filesRef.current = next;
    setFileState(next);
  };
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [intakeId, setIntakeId] = useState<number | null>(null);
  const [bannerVersion, setBannerVersion] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const sendingRef = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [banner, bannerVersion]);
  useEffect(() => {
    if (intakeId !== null) noteRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [intakeId]);

  const updateFiles = (next: File[]) => {
    setFiles(next);
    setValue('files', next, { shouldValidate: true, shouldDirty: true });
  };

  const addFiles = async (chosen: File[]) => {
    const { accepted, rejected: refused } = await screenFiles(chosen);
    setRejected(refused);
    // setValue outside a state updater: it re-renders the submit button, which must not happen
    // while this form renders.
    const next = mergeFiles(filesRef.current, accepted);
    setFiles(next);
    setValue('files', next, { shouldValidate: next.length > 0 || refused.length === 0, shouldDirty: true });
  };

  const removeFile = (index: number) => {
    setRejected([]);
    updateFiles(files.filter((_, i) => i !== index));
    fileInputRef.current?.focus();
  };

  const showServerErrors = (list: readonly FieldError[]) => {
    const seen = new Set<string>();
    for (const { path, message } of list) {
      const field = formFieldOf(path);
      if (!field || seen.has(field)) continue;
      seen.add(field);
      setError(field, { type: 'server', message: message || DEFAULT_FIELD_MESSAGE });
    }
  };

  const onValid = async (form: ManuscriptSubmissionForm) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setBanner(null);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const outcome = await submitManuscript(form, files, idempotencyKey.current);
      if (outcome.kind === 'success') {
        idempotencyKey.current = null;
        reset(EMPTY);
        setFiles([]);
        setRejected([]);
        setIntakeId(outcome.id);
        return;
      }
      if (outcome.kind === 'field-errors') {
        showServerErrors(outcome.errors);
        setBanner(BANNER_FIELDS);
      } else {
        setBanner(outcome.message);
      }
      setBannerVersion((v) => v + 1);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const text = (name: FieldName) => ({
    registration: register(name),
    id: ID(name),
    error: errors[name as keyof FieldErrors<FormInput>]?.message as string | undefined,
  });

  return (
    <form
      noValidate
      aria-labelledby="submit-form-title"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="space-y-10"
    >
      <div className="space-y-4">
        <h2 id="submit-form-title" className="sr-only">
          Manuscript submission form
        </h2>
        {banner ? (
          <div
            ref={bannerRef}
            role="alert"
            className="scroll-mt-24 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {banner}
          </div>
        ) : null}
        <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>
      </div>

      <fieldset className="space-y-5">
        <legend className="font-serif text-xl font-semibold text-brand-900">About you</legend>
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr_1fr]">
          <TextField {...text('postTitle')} label="Post title" hint="e.g. Dr, Prof" autoComplete="honorific-prefix" />
          <TextField {...text('firstName')} label="First name" autoComplete="given-name" />
          <TextField {...text('lastName')} label="Last name" autoComplete="family-name" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...text('university')} label="University" autoComplete="organization" />
          <TextField {...text('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
          <TextField
            {...text('phone')}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="International (E.164) format, e.g. +14155552671"
          />
          <TextField
            {...text('orcid')}
            label="ORCID"
            optional
            hint="16 digits, e.g. 0000-0002-1825-0097"
            placeholder="0000-0000-0000-0000"
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="font-serif text-xl font-semibold text-brand-900">Address</legend>
        <TextField {...text('address1')} label="Address line 1" autoComplete="address-line1" />
        <TextField {...text('address2')} label="Address line 2" optional autoComplete="address-line2" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...text('city')} label="City" autoComplete="address-level2" />
          <TextField {...text('state')} label="State/Province/Region" autoComplete="address-level1" />
          <TextField {...text('postal')} label="ZIP/Postal code" autoComplete="postal-code" />
          <SelectField
            {...text('country')}
            label="Country"
            options={SUBMISSION_COUNTRIES}
            placeholder="Select a country"
            autoComplete="country-name"
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="font-serif text-xl font-semibold text-brand-900">Your manuscript</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...text('journalType')}
            label="Journal"
            options={journals.data?.map((j) => j.title) ?? []}
            placeholder="Select a journal"
            hint={journals.isError ? JOURNALS_UNAVAILABLE : undefined}
          />
          <SelectField
            {...text('articleType')}
            label="Article type"
            options={ARTICLE_TYPES}
            placeholder="Select an article type"
          />
        </div>
        <TextField {...text('title')} label="Manuscript title" hint="3 to 50 characters" />
        <TextAreaField {...text('abstract')} label="Abstract" optional rows={5} hint="Up to 500 characters" />
        <TextField {...text('keywords')} label="Keywords" optional hint="Separate keywords with commas" />
        <TextAreaField
          {...text('coAuthors')}
          label="Co-authors"
          optional
          rows={3}
          hint="Names and affiliations of your co-authors, one per line"
        />
        <FilePicker
          id={ID('files')}
          inputRef={fileInputRef}
          files={files}
          rejected={rejected}
          error={filesMessage(errors)}
          busy={sending}
          onAdd={(chosen) => void addFiles(chosen)}
          onRemove={removeFile}
        />
        <TextAreaField {...text('note')} label="Additional notes" optional rows={4} />
      </fieldset>

      <div ref={noteRef} className="space-y-4 border-t border-slate-200 pt-6">
        <SubmitButton control={control} files={files} sending={sending} onClick={() => setIntakeId(null)} />
        <div role="status" aria-live="polite">
          {intakeId !== null ? (
            <div className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
              <p className="font-semibold">{SUCCESS_NOTE}</p>
              <p className="mt-1">Your reference number is {intakeId}.</p>
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
