/**
 * A form field of the editor's actions that is checked by a shared schema when its action is
 * taken (not on blur): its value, and its error until the value changes.
 */
import { useState, type ChangeEvent } from 'react';

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

/**
 * @param id the control's element id (focused when the check fails)
 * @param parse the shared schema's `safeParse` of the value
 * @returns `field`, the props of the control (id, value, error, onChange); `submit(send)`,
 *   which calls `send` with the parsed value, or shows the schema's message and focuses the
 *   control; `reset`, which empties the value; and `set(value)`, which fills it (a reviewer picked
 *   from the reviewer database, decision 0051)
 */
export function useCheckedField<T>(id: string, parse: (value: string) => Parsed<T>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValue(event.currentTarget.value);
    setError(undefined);
  };
  const submit = (send: (parsed: T) => void) => {
    const parsed = parse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    send(parsed.data);
  };
  const set = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { field: { id, value, error, onChange }, submit, reset: () => setValue(''), set };
}
