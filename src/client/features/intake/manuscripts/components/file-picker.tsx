/**
 * The manuscript's multi-file input and its list (seed 000 §2): each file with its name,
 * its size in MB and a Remove button; refused files listed with the shared message.
 */
import { useId, useRef } from 'react';
import { acceptAttribute } from '../../../../../shared/validation/files';
import { formatMegabytes, type RejectedFile } from '../lib/file-list';
import { FieldErrorText } from './fields';

export function FilePicker({
  id,
  files,
  rejected,
  error,
  busy,
  onAdd,
  onRemove,
  inputRef,
}: {
  id: string;
  files: readonly File[];
  rejected: readonly RejectedFile[];
  error?: string;
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  inputRef?: React.RefObject<HTMLInputElement | null>;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const hasError = Boolean(error) || rejected.length > 0;
  const described = [hintId, hasError ? errorId : null, files.length ? listId : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-brand-900">
        Manuscript files
      </label>
      <input
        ref={ref}
        id={id}
        name="files"
        type="file"
        multiple
        accept={acceptAttribute('manuscript')}
        disabled={busy}
        aria-required
        aria-invalid={hasError ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again fires a change (it replaces the entry).
          event.currentTarget.value = '';
          if (chosen.length) onAdd(chosen);
        }}
        className={
          'mt-1.5 block w-full rounded-md border border-dashed bg-brand-50/60 px-3 py-3 text-sm text-slate-700 ' +
          'file:mr-4 file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 ' +
          (hasError ? 'border-red-600' : 'border-brand-200')
        }
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        PDF, Word (DOC, DOCX), RTF, TeX, ODT, ZIP or images (PNG, JPG, SVG, TIFF); up to 30 MB each. Choose more files
        to add them to the list.
      </p>
      {hasError ? (
        <div id={errorId}>
          {error ? <FieldErrorText id={`${errorId}-field`}>{error}</FieldErrorText> : null}
          {rejected.map((r, i) => (
            <FieldErrorText key={`${r.name}-${i}`} id={`${errorId}-${i}`}>
              {r.message === r.name || r.message.endsWith(r.name) ? r.message : `${r.name}: ${r.message}`}
            </FieldErrorText>
          ))}
        </div>
      ) : null}
      {files.length ? (
        <ul
          id={listId}
          aria-label="Selected files"
          className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${index}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-all">
                <span className="font-medium text-slate-900">{file.name}</span>{' '}
                <span className="whitespace-nowrap text-slate-600">{`(${formatMegabytes(file.size)})`}</span>
              </span>
              <button
                type="button"
                onClick={() => onRemove(index)}
                disabled={busy}
                aria-label={`Remove ${file.name}`}
                className="shrink-0 rounded-md border border-slate-300 px-3 py-1 text-xs font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-50"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
