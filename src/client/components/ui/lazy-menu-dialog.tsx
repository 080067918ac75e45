/**
 * {@link MenuDialog} with its Radix code loaded on first use (decision 0034): the
 * header's mobile menu is on every public page, but most readers never open it, and Radix
 * Dialog with its focus scope, dismissable layer and presence is a third of the header's
 * JavaScript. Until the reader reaches for it (pointer over, focus or press), the trigger is a
 * plain disclosure button that looks the same (the module is fetched ahead when a pointer
 * comes over it or it takes focus). When it is pressed, the Radix dialog takes the button's
 * place, opened: focus moves into the panel, and back to the new trigger when it closes, as
 * with the eager dialog.
 *
 * The server render and the hydration render the plain button, which makes no ids, so the
 * page's `useId` sequence is the same in both.
 */
import { useEffect, useState, type ComponentProps } from 'react';

type MenuDialogProps = ComponentProps<(typeof import('./dialog'))['MenuDialog']>;
type MenuDialogComponent = (typeof import('./dialog'))['MenuDialog'];

let loading: Promise<MenuDialogComponent> | undefined;

/** Starts loading the dialog module (once); resolves with its MenuDialog. */
function loadMenuDialog(): Promise<MenuDialogComponent> {
  loading ??= import('./dialog').then(
    (module) => module.MenuDialog,
    (error: unknown) => {
      loading = undefined; // a later press tries again
      throw error;
    },
  );
  return loading;
}

/** Same props and behaviour as {@link MenuDialog}; the Radix part is loaded when first wanted. */
export function LazyMenuDialog(props: MenuDialogProps) {
  const [Dialog, setDialog] = useState<MenuDialogComponent | undefined>(undefined);
  const { open, onOpenChange, trigger, triggerClassName } = props;

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    loadMenuDialog().then(
      (component) => {
        if (current) setDialog(() => component);
      },
      () => {
        // Offline or a failed deploy: the press did nothing, so the button says closed again.
        if (current) onOpenChange(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, Dialog, onOpenChange]);

  if (Dialog) return <Dialog {...props} />;
  // Fetched ahead when the reader reaches for the button; swapped in only when it is pressed
  // (the swap replaces the button element, which would drop its keyboard focus).
  const preload = () => void loadMenuDialog().catch(() => undefined);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      className={triggerClassName}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => onOpenChange(!open)}
    >
      {trigger}
    </button>
  );
}
