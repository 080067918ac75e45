/**
 * Labelled form controls of the submission form: each label tied to its control, the
 * hint and the error under it and named by `aria-describedby`, `aria-invalid` on error.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm transition-colors ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 sm:text-sm';

function controlClass(error: string | undefined): string {
  return `${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** Ids of the hint and error lines of a field, for `aria-describedby`. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The label, the control (children) and the hint and error lines. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  className = '',
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText> : null}
    </div>
  );
}

/** An error line under a field. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

function a11y(id: string, hint: ReactNode, error: string | undefined, optional: boolean | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': optional ? undefined : true,
  } as const;
}

export function TextField({
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  placeholder?: string;
}) {
  return (
    <FieldFrame {...field}>
      <input
        {...registration}
        {...a11y(field.id, field.hint, field.error, field.optional)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={controlClass(field.error)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  registration,
  rows,
  ...field
}: FieldProps & { registration: UseFormRegisterReturn; rows: number }) {
  return (
    <FieldFrame {...field}>
      <textarea
        {...registration}
        {...a11y(field.id, field.hint, field.error, field.optional)}
        rows={rows}
        className={`${controlClass(field.error)} resize-y`}
      />
    </FieldFrame>
  );
}

export function SelectField({
  registration,
  options,
  placeholder,
  autoComplete,
  ...field
}: FieldProps & {
  registration: UseFormRegisterReturn;
  options: readonly string[];
  placeholder: string;
  autoComplete?: string;
}) {
  return (
    <FieldFrame {...field}>
      <select
        {...registration}
        {...a11y(field.id, field.hint, field.error, field.optional)}
        autoComplete={autoComplete}
        className={controlClass(field.error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
