/**
 * Modal dialogs on Radix Dialog (`@radix-ui/react-dialog`): focus moves inside on open and
 * Tab stays there, Escape and a press outside close, the page behind does not scroll and is
 * hidden from assistive technology, and focus returns to what opened it.
 *
 * - {@link Dialog}: a titled box over a dimmed page, with a Close button and an optional
 *   footer of actions (the admin dashboard's details and confirmation dialogs). A form's
 *   dialog passes `guardTyping`: once something was typed in it, Escape, a press outside and
 *   Close ask before the typing is dropped ("a destructive action asks first"; decision 0105).
 * - {@link MenuDialog}: a panel opened by its own trigger button and placed by the caller's
 *   classes (the header's mobile menu).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * The dimmed page behind an open modal. It stops the page from scrolling with a class on
 * `<html>`, not with Radix's Overlay, whose scroll lock injects a `<style>` element that the
 * strict CSP (`style-src 'self'`) refuses (decision 0018: strict CSP, no console error on any page). A press
 * on it is a press outside the dialog, which closes it.
 */
function Overlay({ className, testId }: { className: string; testId?: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, []);
  // Set by script, so the CSP allows it: Radix makes the body inert to the pointer while modal.
  return <div aria-hidden="true" data-testid={testId} className={className} style={{ pointerEvents: 'auto' }} />;
}

/**
 * A titled modal dialog, open while it is rendered (mount it to open, unmount to close).
 * `role="dialog"`, `aria-modal`, named by `title`; focus goes to the element marked
 * `data-autofocus` (else an `autoFocus` one, else the first tabbable control) and back to
 * the element that had it before, on close.
 * @param onClose called on Escape, on a press outside, and by the Close (×) button
 * @param footer the action buttons, at the bottom
 * @param size 'md' (28 rem, default) or 'lg' (42 rem)
 * @param alert an alert dialog (WAI-ARIA `alertdialog`, as Radix AlertDialog): a question that
 *   needs an answer, so a press outside does not close it (Escape and Cancel do)
 * @param guardTyping a form: after any input in it, Escape, a press outside and Close open
 *   "Discard what you typed?" (Keep editing focused; Discard calls `onClose`) instead of closing.
 *   The form's own buttons (Cancel, a successful save) call `onClose` themselves, unasked.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  alert = false,
  guardTyping = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg';
  alert?: boolean;
  guardTyping?: boolean;
}) {
  const [typed, setTyped] = useState(false);
  const [asking, setAsking] = useState(false);
  // The element that had focus when the dialog opened (no Radix trigger here).
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        if (guardTyping && typed) setAsking(true);
        else onClose();
      }}
    >
      <RadixDialog.Portal>
        <Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-2 sm:items-center sm:p-4">
          <RadixDialog.Content
            role={alert ? 'alertdialog' : 'dialog'}
            onPointerDownOutside={alert ? (event) => event.preventDefault() : undefined}
            aria-modal="true"
            aria-describedby={undefined}
            onInput={guardTyping ? () => setTyped(true) : undefined}
            onOpenAutoFocus={(event) => {
              const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (opener?.isConnected) opener.focus();
            }}
            className={`pointer-events-auto flex max-h-[90vh] w-full min-w-0 flex-col rounded-xl bg-white shadow-xl outline-none ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
          >
            <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
              <RadixDialog.Title className="text-lg font-bold text-brand-900">{title}</RadixDialog.Title>
              <RadixDialog.Close
                aria-label="Close"
                className="rounded-md p-1 text-xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            </div>
            <div className="min-h-0 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
            {footer ? (
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
                {footer}
              </div>
            ) : null}
            {asking ? (
              <Dialog
                alert
                title="Discard what you typed?"
                onClose={() => setAsking(false)}
                footer={
                  <>
                    <Button variant="secondary" onClick={() => setAsking(false)} data-autofocus>
                      Keep editing
                    </Button>
                    <Button variant="danger-solid" onClick={onClose}>
                      Discard
                    </Button>
                  </>
                }
              >
                <p className="text-sm text-slate-700">What you typed in “{title}” is not saved.</p>
              </Dialog>
            ) : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A modal panel opened by its own trigger button (a disclosure: `aria-expanded`,
 * `aria-controls`), rendered in place (no portal) so the caller's classes position it, over
 * an overlay. Radix traps focus inside, closes on Escape and on a press outside (the
 * overlay), and returns focus to the trigger. The trigger stays exposed to assistive
 * technology while the panel is open (Radix hides everything else), so it still reads as
 * the expanded control that closes the panel.
 * @param title the panel's accessible name (visually hidden)
 * @param trigger the trigger button's content; `triggerClassName` its classes
 * @param overlayClassName, overlayTestId the overlay's classes and test id
 */
export function MenuDialog({
  open,
  onOpenChange,
  title,
  trigger,
  triggerClassName,
  overlayClassName,
  overlayTestId,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  trigger: ReactNode;
  triggerClassName: string;
  overlayClassName: string;
  overlayTestId?: string;
  className: string;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Radix marks everything outside the open panel aria-hidden (the `aria-hidden` package's
  // hideOthers, on its own schedule): take the trigger back out of it each time.
  useEffect(() => {
    const button = triggerRef.current;
    if (!open || !button) return undefined;
    const expose = () => {
      if (button.hasAttribute('aria-hidden')) button.removeAttribute('aria-hidden');
    };
    expose();
    const observer = new MutationObserver(expose);
    observer.observe(button, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger ref={triggerRef} className={triggerClassName}>
        {trigger}
      </RadixDialog.Trigger>
      {open ? <Overlay testId={overlayTestId} className={overlayClassName} /> : null}
      <RadixDialog.Content aria-describedby={undefined} className={className}>
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Root>
  );
}
