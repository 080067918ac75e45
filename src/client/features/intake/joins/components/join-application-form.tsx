/**
 * The join application form (seed 000 §2 "Join applications", §3 "Application", §4
 * "Application forms", §5 "Applications", §8 "Applications"), one component for the three
 * kinds: editor, associate editor and reviewer. The kind chooses the country list, the
 * research-interest field name (`researchInterests` for the editor) and the endpoint.
 * Validation on blur with the shared schema; sent as multipart with an Idempotency-Key.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { APPLICATION_COUNTRIES } from '../../../../../shared/domain/countries';
import { INTAKE_LIMITS, JOIN_KIND_INFO, type JoinKind } from '../../../../../shared/domain/intake';
import {
  joinApplicationForm,
  researchInterestField,
  type JoinApplicationForm,
} from '../../../../../shared/validation/applications';
import { acceptAttribute } from '../../../../../shared/validation/files';
import { FileField, SelectField, TextAreaField, TextField } from '../../../../components/ui/form-fields';
import {
  APPLICATION_FAILURE,
  APPLICATION_FIELD_ERRORS,
  APPLICATION_SUCCESS,
  submitApplication,
} from '../lib/submit-application';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { JOURNALS_UNAVAILABLE, useIntakeJournals } from '../../api/get-intake-journals';

/** What the form holds while it is filled in. */
interface JoinValues {
  firstName: string;
  lastName: string;
  affiliation: string;
  university: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal: string;
  country: string;
  journal: string;
  researchInterest?: string;
  researchInterests?: string;
  biography?: File;
  cv?: File;
  photograph?: File;
}
type JoinField = keyof JoinValues;

const FILE_FIELDS = ['biography', 'cv', 'photograph'] as const;
type FileFieldName = (typeof FILE_FIELDS)[number];

const FILE_LABELS: Record<FileFieldName, { label: string; hint: string }> = {
  biography: { label: 'Biography', hint: 'PDF, DOC, DOCX, PNG, JPG, JPEG, SVG or TIFF; up to 30 MB.' },
  cv: { label: 'CV', hint: 'PDF, DOC, DOCX, PNG, JPG, JPEG, SVG or TIFF; up to 30 MB.' },
  photograph: { label: 'Photograph', hint: 'A recent photo; any image type, up to 30 MB.' },
};

function defaults(kind: JoinKind): JoinValues {
  return {
    firstName: '',
    lastName: '',
    affiliation: '',
    university: '',
    email: '',
    phone: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    postal: '',
    country: '',
    journal: '',
    [researchInterestField(kind)]: '',
    biography: undefined,
    cv: undefined,
    photograph: undefined,
  };
}

type Status = { tone: 'success' | 'error'; text: string } | null;

export function JoinApplicationForm({ kind }: { kind: JoinKind }) {
  // The journals accepting submissions (decision 0046), server-rendered with the page.
  const journals = useIntakeJournals();
  const journalOptions = journals.data?.map((j) => ({ value: j.slug, label: j.title })) ?? [];
  const interestField = researchInterestField(kind);
  // One key per filled form: kept for retries of the same form, renewed after a success.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [status, setStatus] = useState<Status>(null);
  const [resets, setResets] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    trigger,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<JoinValues, unknown, JoinApplicationForm>({
    resolver: zodResolver(joinApplicationForm[kind]) as unknown as Resolver<JoinValues, unknown, JoinApplicationForm>,
    mode: 'onBlur',
    defaultValues: defaults(kind),
  });
  const [biography, cv, photograph, interest] = useWatch({
    control,
    name: ['biography', 'cv', 'photograph', interestField],
  });
  const files = { biography, cv, photograph };
  const interestLength = (interest ?? '').length;
  const id = (name: string) => `join-${name}`;
  const err = (name: JoinField) => errors[name]?.message;
  /** Field `name`'s id ('join-' and `idName`, by default the name in kebab case), error and registration. */
  const bind = (name: JoinField, idName = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)) => ({
    id: id(idName),
    error: err(name),
    ...register(name),
  });

  const onSubmit = async (values: JoinApplicationForm) => {
    setStatus(null);
    const outcome = await submitApplication(
      kind,
      values,
      { biography: getValues('biography'), cv: getValues('cv'), photograph: getValues('photograph') },
      idempotencyKey,
    );
    if (outcome.kind === 'success') {
      reset(defaults(kind));
      setResets((n) => n + 1);
      setIdempotencyKey(newIdempotencyKey());
      setStatus({ tone: 'success', text: APPLICATION_SUCCESS });
    } else if (outcome.kind === 'field-errors') {
      const known = Object.keys(defaults(kind));
      let first = true;
      for (const e of outcome.errors) {
        if (known.includes(e.path)) {
          setError(e.path as JoinField, { type: 'server', message: e.message }, { shouldFocus: first });
          first = false;
        }
      }
      setStatus({ tone: 'error', text: APPLICATION_FIELD_ERRORS });
    } else {
      setStatus({ tone: 'error', text: APPLICATION_FAILURE });
    }
  };

  const onFile = (field: FileFieldName) => (file: File | undefined) => {
    setValue(field, file, { shouldDirty: true });
    void trigger(field);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={`${JOIN_KIND_INFO[kind].label} application`}
      className="mt-6 space-y-8"
    >
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>

      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-brand-900">About you</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="given-name" {...bind('firstName')} />
          <TextField label="Last name" required autoComplete="family-name" {...bind('lastName')} />
          <TextField label="Affiliation" required maxLength={INTAKE_LIMITS.affiliationMax} {...bind('affiliation')} />
          <TextField
            label="University"
            required
            maxLength={INTAKE_LIMITS.universityMax}
            autoComplete="organization"
            {...bind('university')}
          />
          <TextField label="Email" type="email" required autoComplete="email" {...bind('email')} />
          <TextField
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            hint="International format starting with +, e.g. +14155552671"
            {...bind('phone')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-brand-900">Address</legend>
        <TextField label="Street address" required autoComplete="address-line1" {...bind('address1')} />
        <TextField label="Address line 2" autoComplete="address-line2" {...bind('address2')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="City" required autoComplete="address-level2" {...bind('city')} />
          <TextField label="State/Province" required autoComplete="address-level1" {...bind('state')} />
          <TextField label="ZIP/Postal code" required autoComplete="postal-code" {...bind('postal')} />
          <SelectField
            label="Country"
            required
            placeholder="Select a country"
            options={APPLICATION_COUNTRIES[kind].map((c) => ({ value: c, label: c }))}
            {...bind('country')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-brand-900">Your application</legend>
        <SelectField
          label="Journal"
          required
          placeholder="Select a journal"
          options={journalOptions}
          hint={journals.isError ? JOURNALS_UNAVAILABLE : undefined}
          {...bind('journal')}
        />
        <TextAreaField
          label="Research interests"
          required
          rows={5}
          maxLength={INTAKE_LIMITS.researchInterestMax}
          aside={
            <span className="text-xs text-slate-600">
              {interestLength}/{INTAKE_LIMITS.researchInterestMax}
            </span>
          }
          {...bind(interestField, 'research-interest')}
        />
        <div className="grid gap-5">
          {FILE_FIELDS.map((field) => (
            <FileField
              key={`${field}-${resets}`}
              id={id(field)}
              label={FILE_LABELS[field].label}
              hint={FILE_LABELS[field].hint}
              accept={acceptAttribute(field)}
              file={files[field]}
              error={err(field)}
              onFile={onFile(field)}
            />
          ))}
        </div>
      </fieldset>

      <div className="space-y-4">
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          {isSubmitting ? 'Submitting...' : 'Submit Application'}
        </button>
        <div aria-live="polite">
          {status ? (
            <p
              role={status.tone === 'error' ? 'alert' : 'status'}
              className={`rounded-md border px-4 py-3 text-sm font-medium ${
                status.tone === 'success'
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
                  : 'border-red-200 bg-red-50 text-red-800'
              }`}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
