/**
 * The 'Convert to Submission' dialog of the detail page (seed 001 §4, §5): asks, optionally,
 * for the e-mail of an editor to notify, checked with the shared rule on blur and on
 * submit, then converts the intake.
 */
import { useState } from 'react';
import { manuscriptTriage } from '../../../../shared/validation/admin';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-fields';

/** The shared rule's message for `editorEmail`, or null when it is empty or valid. */
function emailError(value: string): string | null {
  const parsed = manuscriptTriage.safeParse({ action: 'convert', editorEmail: value });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a valid email');
}

export function ConvertDialog({
  busy,
  onConvert,
  onClose,
}: {
  busy: boolean;
  onConvert: (editorEmail: string | undefined) => void;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = emailError(email);
    setError(problem);
    if (problem === null) onConvert(email.trim() || undefined);
  };
  return (
    <Dialog
      title="Convert to Submission"
      onClose={onClose}
      guardTyping
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="convert-form" variant="primary" disabled={busy}>
            Convert
          </Button>
        </>
      }
    >
      <form
        id="convert-form"
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-700">The intake becomes a submission in the editors’ queue.</p>
        <label htmlFor="convert-editor-email" className="block text-sm font-semibold text-slate-800">
          Editor email <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id="convert-editor-email"
          type="email"
          className={controlClasses()}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => setError(emailError(email))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'convert-editor-email-error' : 'convert-editor-email-hint'}
          autoComplete="email"
          data-autofocus
        />
        {error ? (
          <p id="convert-editor-email-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id="convert-editor-email-hint" className="text-sm text-slate-600">
            The editor is told of the new submission.
          </p>
        )}
      </form>
    </Dialog>
  );
}
