import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs` milliseconds; until then, the
 * previous settled value.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
