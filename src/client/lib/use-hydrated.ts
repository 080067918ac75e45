/**
 * Whether the app runs in the browser past hydration (decision 0018). False in the server render
 * and in the hydration pass, so what depends on it renders the same on both sides, then
 * appears right after hydration: for parts that cannot be in the server's HTML (Radix's toast
 * region carries an inline style, which the CSP forbids in served markup).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once hydrated (and at once in a page rendered only in the browser). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
