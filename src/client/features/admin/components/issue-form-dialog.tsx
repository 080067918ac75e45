/**
 * Create or edit an issue (decision 0032) in a dialog: volume, number, year, title,
 * description, publication date and status. Checked with the shared schema before sending; the
 * server's answer (400 naming fields, 409 duplicate) is shown in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { issueRequest, type IssueRecord } from '../../../../shared/api/issue-management';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { controlClasses } from '../../../components/ui/form-fields';
import { saveIssue } from '../api/issue-calls';
import { useAdminAction } from '../lib/use-admin-action';

type Fields = Record<'volume' | 'number' | 'year' | 'title' | 'description' | 'publishedDate' | 'status', string>;

const LABELS: Record<keyof Fields, string> = {
  volume: 'Volume',
  number: 'Issue number',
  year: 'Year',
  title: 'Title (optional)',
  description: 'Description (optional)',
  publishedDate: 'Publication date (optional)',
  status: 'Status',
};

function initial(issue: IssueRecord | null): Fields {
  return {
    volume: issue?.volume ?? '',
    number: issue?.number ?? '',
    year: String(issue?.year ?? new Date().getFullYear()),
    title: issue?.title ?? '',
    description: issue?.description ?? '',
    publishedDate: issue?.publishedDate ?? '',
    status: issue?.status ?? 'future',
  };
}

export function IssueFormDialog({
  abbreviation,
  issue,
  onClose,
}: {
  abbreviation: string;
  issue: IssueRecord | null;
  onClose: () => void;
}) {
  const [fields, setFields] = useState(initial(issue));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const save = useAdminAction({
    run: (body: ReturnType<typeof issueRequest.parse>) => saveIssue(abbreviation, body, issue?.id),
    success: (saved) => ({
      title: issue ? 'Issue saved' : 'Issue created',
      description: `Volume ${saved.volume}, Issue ${saved.number}`,
    }),
    failure: issue ? 'Save failed' : 'Create failed',
    onSuccess: onClose,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = issueRequest.safeParse({
      ...fields,
      year: fields.year === '' ? undefined : Number(fields.year),
      publishedDate: fields.publishedDate || null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const field = (name: keyof Fields, type = 'text') => {
    const id = `issue-${name}`;
    const error = errors[name];
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {LABELS[name]}
        </label>
        {name === 'status' ? (
          <select
            id={id}
            className={controlClasses()}
            value={fields.status}
            onChange={(e) => setFields({ ...fields, status: e.target.value })}
          >
            <option value="future">Future</option>
            <option value="current">Current</option>
            <option value="back">Back issue</option>
          </select>
        ) : (
          <input
            id={id}
            type={type}
            className={controlClasses(Boolean(error))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={fields[name]}
            onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
          />
        )}
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Dialog
      title={issue ? `Edit volume ${issue.volume}, issue ${issue.number}` : 'New issue'}
      onClose={onClose}
      guardTyping
      footer={
        <Button type="submit" form="issue-form" disabled={save.isPending}>
          {issue ? 'Save issue' : 'Create issue'}
        </Button>
      }
    >
      <form id="issue-form" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
        {field('volume')}
        {field('number')}
        {field('year', 'number')}
        <div className="sm:col-span-3">{field('title')}</div>
        <div className="sm:col-span-3">{field('description')}</div>
        {field('publishedDate', 'date')}
        {field('status')}
      </form>
    </Dialog>
  );
}
