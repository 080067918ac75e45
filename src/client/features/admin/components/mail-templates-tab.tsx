/**
 * The 'Mail templates' tab of the admin dashboard (admins only,
 * policy `manage_mail_templates`; decision 0053): every mail the system sends, grouped, with the
 * text in force (default, site-wide or the journal's). A journal select switches to that
 * journal's own texts (only mails about a journal's submission have them). "Edit" opens the
 * editor: subject, body, the variables (a click inserts one), a live preview with sample
 * values, save, and reset after a confirmation.
 */
import { useId, useState } from 'react';
import type { MailTemplate } from '../../../../shared/api/mail-templates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-fields';
import { useAdminJournals } from '../api/journal-calls';
import { useMailTemplates } from '../api/mail-template-calls';
import { MailTemplateEditor } from './mail-template-editor';

const SOURCE_LABEL: Record<MailTemplate['source'], string> = {
  default: 'Default text',
  site: 'Site-wide text',
  journal: "Journal's own text",
};

export function MailTemplatesTab() {
  const id = useId();
  const journals = useAdminJournals();
  const [journalId, setJournalId] = useState<number | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const templates = useMailTemplates(journalId);
  const shown = (templates.data ?? []).filter((t) => journalId === null || t.perJournal);
  const groups = [...new Set(shown.map((t) => t.group))];
  const current = shown.find((t) => t.key === editing) ?? null;
  const journal = (journals.data ?? []).find((j) => j.id === journalId);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        Mail templates
      </h2>
      <p className="text-sm text-slate-700">
        The texts of the mails Genesis sends. Placeholders such as <code>{'{{name}}'}</code> are filled in when a mail
        is sent. A journal may have its own text of the mails about its submissions; otherwise the site-wide text is
        used.
      </p>
      <div className="max-w-md space-y-1">
        <label htmlFor={`${id}-journal`} className="block text-sm font-medium text-slate-800">
          Texts for
        </label>
        <select
          id={`${id}-journal`}
          className={controlClasses()}
          value={journalId ?? ''}
          onChange={(e) => {
            setJournalId(e.target.value ? Number(e.target.value) : null);
            setEditing(null);
          }}
        >
          <option value="">Every journal (site-wide)</option>
          {(journals.data ?? [])
            .filter((j) => !j.retiredAt)
            .map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} ({j.abbreviation})
              </option>
            ))}
        </select>
        {journalId !== null ? (
          <p className="text-sm text-slate-600">
            Only the mails about a journal&apos;s submissions are listed: account and public-form mails have a site-wide
            text only.
          </p>
        ) : null}
      </div>
      {templates.isError ? <p role="alert">Could not load the mail templates.</p> : null}
      {templates.isPending ? <p>Loading…</p> : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="min-w-0 space-y-4">
          {groups.map((group) => (
            <section key={group} aria-labelledby={`${id}-${group}`} className="space-y-2">
              <h3 id={`${id}-${group}`} className="font-semibold text-slate-900">
                {group}
              </h3>
              <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
                {shown
                  .filter((t) => t.group === group)
                  .map((t) => (
                    <li
                      key={t.key}
                      className={`flex flex-wrap items-center justify-between gap-2 p-3 ${t.key === editing ? 'bg-brand-50' : ''}`}
                    >
                      <div className="min-w-0">
                        <p className="font-medium wrap-anywhere text-slate-900">{t.name}</p>
                        <p className="text-sm text-slate-600">{t.description}</p>
                        <p className="mt-1">
                          <Badge tone={t.source === 'default' ? 'navy' : 'gold'}>{SOURCE_LABEL[t.source]}</Badge>
                        </p>
                      </div>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-pressed={t.key === editing}
                        onClick={() => setEditing(t.key)}
                      >
                        Edit<span className="sr-only"> {t.name}</span>
                      </Button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        {/* At desktop width the editor stays in view beside the long list. */}
        <div className="min-w-0 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          {current ? (
            <MailTemplateEditor
              key={`${current.key}:${journalId ?? 'site'}`}
              template={current}
              journalId={journalId}
              journalTitle={journal?.title ?? null}
              onClose={() => setEditing(null)}
            />
          ) : (
            <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              Choose a mail to edit its text.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
