/**
 * A confirmation before a consequential change (role changes, approvals): an alert
 * dialog (`role="alertdialog"`, as Radix AlertDialog) over {@link Dialog}, with Cancel (focused
 * first, so Enter does not confirm by accident) and the confirming button.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      alert
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant={danger ? 'danger-solid' : 'primary'} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-slate-700">{children}</div>
    </Dialog>
  );
}
