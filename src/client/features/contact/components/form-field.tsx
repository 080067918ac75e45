/**
 * Labelled text input and textarea of the contact form: the label, the control, an
 * optional hint and the field's error (announced, and tied to the control with
 * `aria-describedby` and `aria-invalid`).
 */
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  aside?: ReactNode;
}

/** Ids of the hint and error elements of a field. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldShell({ id, label, required, hint, error, children, aside }: FieldShellProps) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="font-normal text-slate-500"> (optional)</span>
          )}
        </label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = ComponentPropsWithoutRef<'input'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, hint, error, required, ref, ...input }: InputProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      <input
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
    </FieldShell>
  );
}

type TextAreaProps = ComponentPropsWithoutRef<'textarea'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ id, label, hint, error, required, aside, ref, ...textarea }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required} aside={aside}>
      <textarea
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...textarea}
      />
    </FieldShell>
  );
}
