/**
 * The 'Journals' tab of the admin dashboard (decision 0030; admins only, policy `manage_journals`):
 * every journal with its abbreviation, category, ISSNs and state; "New journal" and "Edit"
 * open the journal form; "Retire" asks for confirmation first (a retired journal leaves the
 * lists and forms, its pages and articles stay); "Reinstate" brings it back. The category
 * list is edited below the table.
 */
import { useState } from 'react';
import type { AdminJournal } from '../../../../shared/api/journal-admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-fields';
import { toast } from '../../../components/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import {
  addJournalCategory,
  saveJournal,
  setJournalRetired,
  uploadJournalCover,
  useAdminJournals,
  useJournalCategories,
} from '../api/journal-calls';
import { ADMIN_QUERY_ROOT } from '../api/admin-queries';
import { useAdminAction } from '../lib/use-admin-action';
import { JournalForm } from './journal-form';

function state(j: AdminJournal): string {
  if (j.retiredAt) return 'Retired';
  return j.acceptsSubmissions ? 'Accepts submissions' : 'Closed to submissions';
}

export function JournalsTab() {
  const journals = useAdminJournals();
  const categories = useJournalCategories();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminJournal | null | 'new'>(null);
  const [retiring, setRetiring] = useState<AdminJournal | null>(null);
  const retire = useAdminAction({
    run: ({ journal, retired }: { journal: AdminJournal; retired: boolean }) => setJournalRetired(journal.id, retired),
    success: (j) => ({ title: j.retiredAt ? 'Journal retired' : 'Journal reinstated', description: j.title }),
    failure: 'Update failed',
    onSuccess: () => setRetiring(null),
  });

  const names = (categories.data ?? []).map((c) => c.name);
  return (
    <section aria-labelledby="journals-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="journals-heading" className="text-xl font-semibold text-brand-900">
          Journals
        </h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          New journal
        </Button>
      </div>
      {journals.isError ? <p role="alert">Could not load the journals.</p> : null}
      {journals.isPending ? <p>Loading…</p> : null}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
        {(journals.data ?? []).map((j) => (
          <li key={j.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {j.title} <span className="text-sm font-normal text-slate-600">({j.abbreviation})</span>
              </p>
              <p className="text-sm text-slate-600">
                {[j.category, j.printIssn && `Print ${j.printIssn}`, j.onlineIssn && `Online ${j.onlineIssn}`, state(j)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={() => setEditing(j)}>
                Edit<span className="sr-only"> {j.title}</span>
              </Button>
              {j.retiredAt ? (
                <Button size="sm" variant="secondary" onClick={() => retire.mutate({ journal: j, retired: false })}>
                  Reinstate<span className="sr-only"> {j.title}</span>
                </Button>
              ) : (
                <Button size="sm" variant="danger" onClick={() => setRetiring(j)}>
                  Retire<span className="sr-only"> {j.title}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <CategoryAdder />
      {editing !== null ? (
        <JournalForm
          journal={editing === 'new' ? null : editing}
          categories={names}
          onClose={() => setEditing(null)}
          onSave={async (input, cover) => {
            const saved = await saveJournal(editing === 'new' ? null : editing.id, input);
            if (cover) await uploadJournalCover(saved.id, cover);
            toast({ title: editing === 'new' ? 'Journal created' : 'Journal saved', description: saved.title });
            setEditing(null);
            await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });
          }}
        />
      ) : null}
      {retiring ? (
        <Dialog
          title={`Retire ${retiring.abbreviation}?`}
          onClose={() => setRetiring(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setRetiring(null)}>
                Cancel
              </Button>
              <Button
                variant="danger-solid"
                disabled={retire.isPending}
                onClick={() => retire.mutate({ journal: retiring, retired: true })}
              >
                Retire journal
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            {retiring.title} will no longer be listed or offered in the submission and join forms. Its page and articles
            stay reachable, and it can be reinstated.
          </p>
        </Dialog>
      ) : null}
    </section>
  );
}

/** Adds a category to the list the journal form offers. */
function CategoryAdder() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAdminAction({
    run: (value: string) => addJournalCategory(value),
    success: (c) => ({ title: 'Category added', description: c.name }),
    failure: 'Category not added',
    onSuccess: () => setName(''),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim() === '') return setError('Name is required');
        setError(undefined);
        add.mutate(name.trim());
      }}
    >
      <div className="min-w-0 flex-1">
        <TextField
          id="new-category"
          label="New category"
          value={name}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        Add category
      </Button>
    </form>
  );
}
