/**
 * The notifications region (seed 000 §4 "Notification toasts", §9 "Toasts") on Radix Toast:
 * renders the toasts of the store of ./toast.tsx. Mount it once (the app mounts it from the
 * first toast on: `ToasterOnFirstToast`, ./toaster-on-first-toast.tsx).
 */
import * as RadixToast from '@radix-ui/react-toast';
import {
  dismissToast,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD,
  useToast,
  type ToastVariant,
} from './toast';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/**
 * Renders the toasts of the store in a Radix viewport: bottom right from 640 px up; on a phone
 * at the top of the screen, full width and compact (decision 0114: at the bottom it covered the
 * controls a person needs next, such as the file field after "Upload discarded"). The viewport
 * itself lets taps through (only a toast takes them), so its padding never blocks the page.
 * Mount it once.
 */
export function Toaster() {
  const { toasts: items } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {items.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none motion-safe:transition-transform ${VARIANT_CLASSES[t.variant]}`}
        >
          <div className="grid gap-1">
            {t.title ? <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title> : null}
            {t.description ? (
              <RadixToast.Description className="text-sm opacity-90">{t.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-md p-1 leading-none opacity-80 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true" className="text-lg">
              ×
            </span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        className="pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-2 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:max-w-sm sm:p-4"
      />
    </RadixToast.Provider>
  );
}
