/**
 * The admin's "Invite an account" form (decision 0037): name, e-mail, role and, for an editor or
 * associate editor, optionally a journal and its role. The server makes the account and mails a
 * set-password link (`POST /api/admin/users/invite`); toasts 'Invitation sent' / 'Invite failed'.
 * Asks for confirmation first. A journal without its role (or a role without its journal) is
 * refused on the field, as the server refuses it (400 'Give both a journal and its role, or
 * neither'), never dropped silently (decision 0069).
 */
import { useId, useState, type FormEvent } from 'react';
import { JOURNAL_ROLE_LABELS, journalRolesFor, type JournalRole } from '../../../../shared/domain/journal-roles';
import { ROLES, roleLabel, type Role } from '../../../../shared/domain/roles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { inviteAccount, type AccountInviteInput } from '../api/admin-calls';
import { useJournalChoices } from '../api/board-calls';
import { useAdminAction } from '../lib/use-admin-action';

/** The form's answer to a journal without its role, or a role without its journal (the server's words). */
export const JOURNAL_AND_ROLE = 'Give both a journal and its role, or neither';

export function InviteAccount() {
  const id = useId();
  const journals = useJournalChoices();
  const [form, setForm] = useState({ name: '', email: '', role: 'editor', journalId: '', journalRole: '' });
  const [confirming, setConfirming] = useState<AccountInviteInput | null>(null);
  const [journalProblem, setJournalProblem] = useState<string | null>(null);
  const invite = useAdminAction({
    run: (body: AccountInviteInput) => inviteAccount(body),
    success: (_result, body) => ({
      title: 'Invitation sent',
      description: `${body.email} was mailed a link to set a password.`,
    }),
    failure: 'Invite failed',
    onSuccess: () => {
      setConfirming(null);
      setForm({ name: '', email: '', role: 'editor', journalId: '', journalRole: '' });
    },
  });
  const holdable = journalRolesFor(form.role);
  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setJournalProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const withJournal = holdable.length > 0 && form.journalId && form.journalRole;
    if (holdable.length > 0 && Boolean(form.journalId) !== Boolean(form.journalRole)) {
      setJournalProblem(JOURNAL_AND_ROLE);
      return;
    }
    setConfirming({
      name: form.name.trim(),
      email: form.email.trim(),
      // The select offers the ROLES only.
      role: form.role as Role,
      ...(withJournal ? { journalId: Number(form.journalId), journalRole: form.journalRole as JournalRole } : {}),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        Invite an account
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-name`}
          label="Name"
          required
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail"
          type="email"
          required
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <SelectField
          id={`${id}-role`}
          label="Role"
          placeholder="Choose a role"
          required
          value={form.role}
          onChange={(e) => set('role', e.target.value)}
          options={ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
        />
        {holdable.length > 0 ? (
          <>
            <SelectField
              id={`${id}-journal`}
              label="Journal"
              placeholder="No journal yet"
              value={form.journalId}
              onChange={(e) => set('journalId', e.target.value)}
              options={(journals.data ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            />
            <SelectField
              id={`${id}-journal-role`}
              label="Role on the journal"
              placeholder="Choose a role"
              value={form.journalRole}
              onChange={(e) => set('journalRole', e.target.value)}
              error={journalProblem ?? undefined}
              options={holdable.map((r) => ({ value: r, label: JOURNAL_ROLE_LABELS[r] }))}
            />
          </>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit">Invite</Button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title="Confirm invitation"
          confirmLabel="Send invitation"
          busy={invite.isPending}
          onConfirm={() => invite.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          Make an account for {confirming.email} ({confirming.name}) with the role {roleLabel(confirming.role)}
          {confirming.journalRole ? `, ${JOURNAL_ROLE_LABELS[confirming.journalRole]} of the chosen journal` : ''}, and
          mail it a link to set its password?
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
