/**
 * The editorial board editor of one journal (docs/decisions/0031-editorial-boards.md):
 * the members in board order with Edit (a dialog: fields and photo), Move up, Move down and
 * Remove, and a form that adds a member (name, role, affiliation, ORCID iD). The server checks
 * every field; its messages land on the fields they name. Mounted by the 'Editorial boards'
 * admin tab (and, later, the journal editor).
 */
import { useId, useState, type FormEvent } from 'react';
import { BOARD_ROLE_LABELS, BOARD_ROLES, type BoardMember, type BoardRole } from '../../../../shared/api/board';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { SrOnly } from '../../../components/ui/sr-only';
import { ApiError } from '../../../lib/api-client';
import { addBoardMember, removeBoardMember, reorderBoard, useAdminBoard } from '../api/board-calls';
import { useAdminAction } from '../lib/use-admin-action';
import { BoardMemberDialog } from './board-member-dialog';

const ROLE_OPTIONS = BOARD_ROLES.map((role) => ({ value: role, label: BOARD_ROLE_LABELS[role] }));
const EMPTY = { name: '', role: '', affiliation: '', orcid: '' };

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries((error.body.errors ?? []).map((e) => [e.path, e.message]));
}

/** Moves `ids[index]` by `by` places. */
function moved(ids: number[], index: number, by: number): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

export function BoardEditor({ journalId, journalTitle }: { journalId: number; journalTitle: string }) {
  const formId = useId();
  const board = useAdminBoard(journalId);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<BoardMember | null>(null);
  /** Removing a member asks first (decision 0069). */
  const [removing, setRemoving] = useState<BoardMember | null>(null);
  const members: BoardMember[] = board.data ?? [];

  const add = useAdminAction({
    run: () => addBoardMember(journalId, { ...values, role: values.role as BoardRole }),
    success: (m) => ({ title: 'Member added', description: `${m.name} is on the board of ${journalTitle}.` }),
    failure: 'Adding the member failed',
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
    },
  });
  const remove = useAdminAction({
    run: (m: BoardMember) => removeBoardMember(journalId, m.id),
    success: (_r, m) => ({ title: 'Member removed', description: `${m.name} left the board.` }),
    failure: 'Removing the member failed',
  });
  const reorder = useAdminAction({
    run: (ids: number[]) => reorderBoard(journalId, ids),
    success: () => ({ title: 'Board reordered' }),
    failure: 'Reordering failed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(undefined, { onError: (error) => setErrors(fieldErrorsOf(error)) });
  };
  const field = (name: keyof typeof EMPTY) => ({
    id: `${formId}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  const ids = members.map((m) => m.id);

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${formId}-members`}>
        <h3 id={`${formId}-members`} className="text-lg font-semibold text-brand-900">
          Board of {journalTitle}
        </h3>
        {board.isPending ? <p role="status">Loading board...</p> : null}
        {!board.isPending && members.length === 0 ? (
          <p className="mt-2 text-slate-700">This journal has no board members yet.</p>
        ) : null}
        <ol aria-label="Board members" className="mt-3 space-y-2">
          {members.map((m, i) => (
            <li
              key={m.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
            >
              {m.photoUrl ? (
                <img src={m.photoUrl} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{m.name}</p>
                <p className="text-sm text-slate-700">
                  {BOARD_ROLE_LABELS[m.role]}
                  {m.affiliation ? ` · ${m.affiliation}` : ''}
                  {m.orcid ? ` · ORCID ${m.orcid}` : ''}
                </p>
              </div>
              <Button variant="secondary" onClick={() => setEditing(m)}>
                Edit<SrOnly> {m.name}</SrOnly>
              </Button>
              <Button
                variant="secondary"
                disabled={i === 0 || reorder.isPending}
                onClick={() => reorder.mutate(moved(ids, i, -1))}
              >
                Move up<SrOnly> {m.name}</SrOnly>
              </Button>
              <Button
                variant="secondary"
                disabled={i === members.length - 1 || reorder.isPending}
                onClick={() => reorder.mutate(moved(ids, i, 1))}
              >
                Move down<SrOnly> {m.name}</SrOnly>
              </Button>
              <Button variant="danger" disabled={remove.isPending} onClick={() => setRemoving(m)}>
                Remove<SrOnly> {m.name}</SrOnly>
              </Button>
            </li>
          ))}
        </ol>
        {removing ? (
          <ConfirmDialog
            title="Remove this board member?"
            confirmLabel="Remove member"
            danger
            busy={remove.isPending}
            onConfirm={() => {
              remove.mutate(removing);
              setRemoving(null);
            }}
            onClose={() => setRemoving(null)}
          >
            <p className="break-words">
              Remove {removing.name} from the board of {journalTitle}? They leave the journal&apos;s public board page
              at once.
            </p>
          </ConfirmDialog>
        ) : null}
        {editing ? <BoardMemberDialog journalId={journalId} member={editing} onClose={() => setEditing(null)} /> : null}
      </section>
      <form onSubmit={submit} noValidate aria-labelledby={`${formId}-add`} className="max-w-xl space-y-4">
        <h3 id={`${formId}-add`} className="text-lg font-semibold text-brand-900">
          Add a board member
        </h3>
        <TextField label="Name" required {...field('name')} />
        <SelectField label="Role" required placeholder="Choose a role" options={ROLE_OPTIONS} {...field('role')} />
        <TextField label="Affiliation" {...field('affiliation')} />
        <TextField label="ORCID iD" hint="e.g. 0000-0002-1825-0097" {...field('orcid')} />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add member'}
        </Button>
      </form>
    </div>
  );
}
