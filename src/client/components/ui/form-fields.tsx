/**
 * Labelled form controls shared by the public forms (contact, join applications): text
 * input, textarea, select and file —
 * the label, the control, an optional hint and the field's error (announced, and tied to the control with
 * `aria-describedby` and `aria-invalid`).
 */
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** The classes of a text input, text area or select; red-bordered when `invalid`. */
export function controlClasses(invalid = false): string {
  return `${CONTROL} ${invalid ? 'border-red-600' : 'border-slate-300'}`;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Shows the required mark. */
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

/**
 * The props that tie a control to its field: its id, `aria-required`, `aria-invalid` and
 * `aria-describedby` (hint and error), and the control classes.
 */
function controlProps({ id, required, hint, error }: Omit<FieldShellProps, 'label' | 'children'>) {
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    className: controlClasses(Boolean(error)),
  };
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
  const field = { id, label, hint, error, required };
  return (
    <FieldShell {...field}>
      <input ref={ref} {...controlProps(field)} {...input} />
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
  const field = { id, label, hint, error, required };
  return (
    <FieldShell {...field} aside={aside}>
      <textarea ref={ref} {...controlProps(field)} {...textarea} />
    </FieldShell>
  );
}

type SelectProps = ComponentPropsWithoutRef<'select'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ id, label, hint, error, required, placeholder, options, ref, ...select }: SelectProps) {
  const field = { id, label, hint, error, required };
  return (
    <FieldShell {...field}>
      <select ref={ref} {...controlProps(field)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Size of a file in MB with two decimals, e.g. "1.25 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

interface FileFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  accept?: string;
  file?: File;
  onFile: (file: File | undefined) => void;
  onBlur?: () => void;
}

/**
 * A file input labelled required (seed 000 §2: labelled required, optional in the schema),
 * showing the chosen file's name and size in MB.
 */
export function FileField({ id, label, hint, error, accept, file, onFile, onBlur }: FileFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required>
      <input
        id={id}
        type="file"
        accept={accept || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? undefined)}
        onBlur={onBlur}
        className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
      />
      {file ? (
        <p className="mt-1 text-sm text-slate-700" data-testid={`${id}-chosen`}>
          Selected: <span className="font-medium break-all">{file.name}</span> ({formatMegabytes(file.size)})
        </p>
      ) : null}
    </FieldShell>
  );
}
