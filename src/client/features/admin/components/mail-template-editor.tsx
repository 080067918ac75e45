/**
 * The editor of one mail's text (decision 0053): subject and
 * body, the mail's variables (a click inserts one where the cursor was), a live preview with
 * sample values (the server renders it, so it says exactly what a mail would say), "Save" and
 * "Reset to default" (after a confirmation). The server's 400 lands on the field it names.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { MailTemplate, TemplateInput } from '../../../../shared/api/mail-templates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlClasses, TextAreaField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { previewMailTemplate, resetMailTemplate, saveMailTemplate } from '../api/mail-template-calls';
import { useAdminAction } from '../lib/use-admin-action';

/** Milliseconds of quiet typing before the preview is asked for again. */
const PREVIEW_DELAY_MS = 400;

type Field = keyof TemplateInput;

/** The text the editor starts from: the one stored at this scope, else the one in force. */
function startingText(t: MailTemplate, journalId: number | null): TemplateInput {
  const stored = journalId === null ? t.site : t.journal;
  return stored ?? (journalId === null ? null : t.site) ?? t.default;
}

/** Field errors of a 400 answer, by field. */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const e of error.body.errors ?? []) {
    const field = e.path.split('.').pop() as Field;
    if ((field === 'subject' || field === 'body') && !out[field]) out[field] = e.message;
  }
  return out;
}

export function MailTemplateEditor({
  template,
  journalId,
  journalTitle,
  onClose,
}: {
  template: MailTemplate;
  journalId: number | null;
  journalTitle: string | null;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<TemplateInput>(() => startingText(template, journalId));
  const [debounced, setDebounced] = useState(draft);
  const [confirmReset, setConfirmReset] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const stored = journalId === null ? template.site : template.journal;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(draft), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const preview = useQuery({
    queryKey: ['api', 'admin', 'mail-templates', template.key, 'preview', { journalId, ...debounced }],
    queryFn: () => previewMailTemplate(template.key, journalId, debounced),
    retry: false,
  });
  const save = useAdminAction({
    run: (input: TemplateInput) => saveMailTemplate(template.key, journalId, input),
    success: () => ({ title: 'Template saved', description: template.name }),
    failure: 'Save failed',
  });
  const reset = useAdminAction({
    run: () => resetMailTemplate(template.key, journalId),
    success: () => ({ title: 'Template reset', description: template.name }),
    failure: 'Reset failed',
    onSuccess: (t) => {
      setConfirmReset(false);
      setDraft(startingText(t, journalId));
    },
  });
  const errors = fieldErrors(save.error);

  /** Puts `{{name}}` at the cursor of the field last used (the body at first). */
  function insert(name: string) {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const token = `{{${name}}}`;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    setDraft({ ...draft, [field]: value.slice(0, start) + token + value.slice(end) });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const scopeLabel = journalId === null ? 'every journal' : (journalTitle ?? 'this journal');
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-brand-900">
            {template.name}
          </h3>
          <p className="text-sm text-slate-600">
            Text for {scopeLabel}. {template.description}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={onClose}>
          Close editor
        </Button>
      </div>
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(draft);
        }}
      >
        <TextField
          id={`${id}-subject`}
          ref={subjectRef}
          label="Subject"
          required
          value={draft.subject}
          error={errors.subject}
          onFocus={() => (lastField.current = 'subject')}
          onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
        />
        <TextAreaField
          id={`${id}-body`}
          ref={bodyRef}
          label="Body (plain text)"
          required
          rows={14}
          value={draft.body}
          error={errors.body}
          className={`${controlClasses(Boolean(errors.body))} font-mono`}
          onFocus={() => (lastField.current = 'body')}
          onChange={(e) => setDraft({ ...draft, body: e.target.value })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
          <Button type="button" variant="secondary" onClick={() => setDraft(template.default)}>
            Start from the default text
          </Button>
          {stored ? (
            <Button type="button" variant="danger" onClick={() => setConfirmReset(true)}>
              Reset to default
            </Button>
          ) : null}
        </div>
      </form>
      <section aria-labelledby={`${id}-variables`} className="space-y-2">
        <h4 id={`${id}-variables`} className="font-semibold text-slate-900">
          Variables
        </h4>
        <p className="text-sm text-slate-600">Click a variable to insert it at the cursor.</p>
        <ul className="space-y-2">
          {template.variables.map((v) => (
            <li key={v.name} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <Button size="sm" variant="secondary" type="button" onClick={() => insert(v.name)}>
                <span className="sr-only">Insert </span>
                <code>{`{{${v.name}}}`}</code>
              </Button>
              <span className="min-w-0 text-slate-700">
                {v.description}
                {v.required ? <strong className="text-slate-900"> Required in the body.</strong> : null}
                {v.multiline ? ' Body only.' : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-preview`} className="space-y-2">
        <h4 id={`${id}-preview`} className="font-semibold text-slate-900">
          Preview with sample values
        </h4>
        {preview.isError ? (
          <p className="text-sm font-medium text-red-700">
            {preview.error instanceof Error ? preview.error.message : 'The preview failed.'}
          </p>
        ) : null}
        {preview.data ? (
          <div className="rounded border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="font-semibold wrap-anywhere text-slate-900">Subject: {preview.data.subject}</p>
            <pre className="mt-2 font-sans whitespace-pre-wrap wrap-anywhere text-slate-800">{preview.data.text}</pre>
          </div>
        ) : null}
      </section>
      {confirmReset ? (
        <ConfirmDialog
          title="Reset this template?"
          confirmLabel="Reset to default"
          danger
          busy={reset.isPending}
          onConfirm={() => reset.mutate(undefined)}
          onClose={() => setConfirmReset(false)}
        >
          {journalId === null
            ? 'The stored text is removed and the mail goes back to its default text.'
            : "The journal's own text is removed and its mails use the site-wide text (or the default)."}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
