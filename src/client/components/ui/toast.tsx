/**
 * Notification toasts (seed 000 §4 "Notification toasts", §9 "Toasts"), on Radix Toast.
 *
 * A small store outside React holds the toasts; `toast({ title, description, variant })`
 * adds one from anywhere and `useToast()` reads them. The store keeps at most
 * `TOAST_LIMIT` (1) toast: a new one replaces the one shown. Lifecycle: added, updated,
 * dismissed (closed, still in the store), removed (after `TOAST_REMOVE_DELAY`).
 *
 * `<Toaster />` (./toaster.tsx; mounted once, in the app providers, from the first toast on, by
 * `ToasterOnFirstToast` in ./toaster-on-first-toast.tsx)
 * renders them with the seed's Radix settings: 5000 ms duration, swipe right with a 50 px
 * threshold, hotkey F8 to focus the notifications region. Variants: default and destructive
 * (announced assertively).
 */
import { useSyncExternalStore, type ReactNode } from 'react';

/** Toasts shown at a time (seed 000 §9). */
export const TOAST_LIMIT = 1;
/** How long a toast stays open, in ms (seed 000 §9). */
export const TOAST_DURATION = 5000;
/** How long a dismissed toast stays in the store before it is removed, in ms (seed 000 §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Swipe distance that dismisses a toast, in px (seed 000 §9). */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Key that moves focus to the notifications region (seed 000 §9). */
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Whether a toast was ever added in this page: the toaster mounts from then on. */
let toasted = false;

function emit(next: ToastItem[]): void {
  toasts = next;
  if (next.length > 0) toasted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastItem[] {
  return toasts;
}

/** Removes a toast from the store (all of them without an id). */
export function removeToast(id?: string): void {
  const ids = id === undefined ? toasts.map((t) => t.id) : [id];
  for (const key of ids) {
    const timer = removeTimers.get(key);
    if (timer) clearTimeout(timer);
    removeTimers.delete(key);
  }
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/** Closes a toast (all of them without an id); it is removed `TOAST_REMOVE_DELAY` later. */
export function dismissToast(id?: string): void {
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY),
      );
    }
  }
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Changes the content of a toast. */
export function updateToast(id: string, options: ToastOptions): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...options, variant: options.variant ?? t.variant } : t)));
}

/**
 * Shows a toast; it replaces the toast shown, if any (one at a time).
 * @returns its id and functions to update or dismiss it
 */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const item: ToastItem = { ...options, id, variant: options.variant ?? 'default', open: true };
  for (const old of toasts.slice(TOAST_LIMIT - 1)) {
    const timer = removeTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(old.id);
  }
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastOptions) => updateToast(id, next),
  };
}

/** The toasts in the store, and the functions to add and dismiss them. */
export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}

/**
 * Whether a toast was ever added in this page (true from the first toast on; false in the
 * server render and the hydration pass). `ToasterOnFirstToast` mounts the toaster from then on.
 */
export function useToastedOnce(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasted,
    () => false,
  );
}
