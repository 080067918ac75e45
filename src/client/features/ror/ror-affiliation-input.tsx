/**
 * An affiliation typed or chosen from ROR (docs/decisions/0090-ror-and-languages.md): an
 * editable combobox (WAI-ARIA 1.2 combobox pattern with a listbox popup, list autocomplete).
 * Typing keeps the text as the affiliation (free text, no ROR id) and, after a pause, lists
 * the ROR organisations the text names; choosing one (click, or arrows and Enter) sets its
 * display name and ROR id. Escape closes the list; the chosen organisation's ROR id is shown
 * under the field as a link.
 *
 * Props: `value` `{ name, rorId? }` (`rorId` as `https://ror.org/…`), `onChange` with the new
 * value (and the organisation when one was chosen: its country for the caller's own fields),
 * `id` and `label` of the field, optional `hint`, `error` and `required` (the form's mark).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RorOrganization } from '../../../shared/api/ror';
import { controlClasses, describedBy } from '../../components/ui/form-fields';
import { searchRorOrganizations } from './api/ror-calls';

export interface RorAffiliation {
  name: string;
  rorId?: string;
}

export interface RorAffiliationInputProps {
  id: string;
  label: ReactNode;
  value: RorAffiliation;
  /** The new value; `organisation` is the ROR record when one was chosen (not when typed). */
  onChange: (value: RorAffiliation, organisation?: RorOrganization) => void;
  hint?: ReactNode;
  error?: string;
  /** Shows the required mark and sets `aria-required`. */
  required?: boolean;
  /** The search (tests and stories give their own); default the API. */
  search?: (q: string, signal: AbortSignal) => Promise<RorOrganization[]>;
  /** Milliseconds of typing pause before a search. */
  delayMs?: number;
}

const defaultSearch = (q: string, signal: AbortSignal) => searchRorOrganizations(q, 8, signal);

export function RorAffiliationInput({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  search = defaultSearch,
  delayMs = 250,
}: RorAffiliationInputProps) {
  const listId = `${id}-ror-list`;
  const statusId = useId();
  const [options, setOptions] = useState<RorOrganization[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (query === null) return;
    const q = query.trim();
    // Shorter text lists nothing (the change handler closed the list).
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (found) => {
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0);
          setStatus(
            found.length === 0
              ? 'No ROR organisation found: the text is kept as typed.'
              : `${found.length} organisations found.`,
          );
        },
        () => {
          if (!controller.signal.aborted) setStatus('The ROR search is not available: the text is kept as typed.');
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, delayMs]);

  const choose = (org: RorOrganization) => {
    onChange({ name: org.name, rorId: org.id }, org);
    setOpen(false);
    setActive(-1);
    setQuery(null);
    setStatus(`${org.name} chosen.`);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        className={controlClasses(Boolean(error))}
        value={value.name}
        onChange={(event) => {
          onChange({ name: event.target.value });
          setQuery(event.target.value);
          if (event.target.value.trim().length < 2) {
            setOptions([]);
            setOpen(false);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="ROR organisations"
        hidden={!open}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((org, i) => (
          <li
            key={org.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-slate-100' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(org);
            }}
          >
            <span className="block break-words font-medium text-slate-900">{org.name}</span>
            <span className="block break-words text-slate-600">
              {[org.country, ...org.aliases.slice(0, 3)].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {value.rorId ? (
        <p className="text-sm text-slate-600">
          ROR:{' '}
          <a className="break-all underline" href={value.rorId} rel="noopener noreferrer" target="_blank">
            {value.rorId}
          </a>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={statusId} role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
