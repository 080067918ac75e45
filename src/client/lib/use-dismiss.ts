import { useEffect, useRef, type RefObject } from 'react';

/** Why a dropdown was dismissed: the Escape key, or a pointer press outside it. */
export type DismissReason = 'escape' | 'outside';

/**
 * While `open`, calls `onDismiss` when Escape is pressed anywhere in the document, or when
 * a pointer is pressed outside every element of `insideRefs` (the dropdown and what opens
 * it, so that control can toggle it itself). Listeners exist only while open.
 */
export function useDismiss(
  open: boolean,
  insideRefs: readonly RefObject<HTMLElement | null>[],
  onDismiss: (reason: DismissReason) => void,
): void {
  // The latest callback and refs, so the listeners need not be re-attached on every render.
  const latest = useRef({ insideRefs, onDismiss });
  useEffect(() => {
    latest.current = { insideRefs, onDismiss };
  });

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (!latest.current.insideRefs.some((ref) => ref.current?.contains(target))) latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
