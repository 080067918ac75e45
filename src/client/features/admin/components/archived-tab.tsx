/**
 * The 'Archived' tab (seed 001 §2, §4): archived intakes with title, name, e-mail, article
 * type and 'Archived' with the time; View Form, Unarchive (back to its original inbox) and
 * Delete, which asks in 'Confirm Permanent Deletion' for the word DELETE, typed exactly.
 */
import { useState } from 'react';
import type { PublicManuscriptItem } from '../../../../shared/api/admin';
import { DELETE_CONFIRMATION } from '../../../../shared/validation/admin';
import { useArchivedManuscripts } from '../api/admin-queries';
import { deleteArchivedManuscript, unarchiveManuscript } from '../api/admin-calls';
import { formatDateTime } from '../../../lib/format';
import { useAdminAction } from '../lib/use-admin-action';
import { INTAKE_DETAILS } from './manuscript-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { ActionButton, PagedCards } from './paged-list';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-fields';
import { SrOnly } from '../../../components/ui/sr-only';

function DeleteDialog({
  item,
  busy,
  onConfirm,
  onClose,
}: {
  item: PublicManuscriptItem;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === DELETE_CONFIRMATION;
  return (
    <Dialog
      title="Confirm Permanent Deletion"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="confirm-delete-form" variant="danger-solid" disabled={!confirmed || busy}>
            Delete
          </Button>
        </>
      }
    >
      <form
        id="confirm-delete-form"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed) onConfirm();
        }}
      >
        <p className="text-sm text-slate-700">
          “{item.title || 'Untitled'}” (intake #{item.id}) and its files will be removed for good. This cannot be
          undone.
        </p>
        <label htmlFor="confirm-delete-input" className="block text-sm font-semibold text-slate-800">
          Type {DELETE_CONFIRMATION} to confirm
        </label>
        <input
          id="confirm-delete-input"
          className={controlClasses()}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}

export function ArchivedTab() {
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<PublicManuscriptItem | null>(null);
  const list = useArchivedManuscripts(page);
  const unarchive = useAdminAction({
    run: (item: PublicManuscriptItem) => unarchiveManuscript(item.id),
    success: () => ({ title: 'Unarchived', description: 'Item restored to original inbox' }),
    failure: 'Unarchive failed',
  });
  const remove = useAdminAction({
    run: (item: PublicManuscriptItem) => deleteArchivedManuscript(item.id),
    success: () => ({ title: 'Deleted', description: 'Item permanently removed' }),
    failure: 'Delete failed',
    onSuccess: () => setDeleting(null),
  });

  return (
    <>
      <PagedCards
        label="Archived manuscripts"
        heading="Archived public manuscripts"
        query={list}
        page={page}
        onPage={setPage}
        title={(item) => item.title || 'Untitled'}
        details={INTAKE_DETAILS}
        actions={(item) => (
          <>
            <ActionButton action={unarchive} item={item} variant="secondary">
              Unarchive<SrOnly> intake #{item.id}</SrOnly>
            </ActionButton>
            <Button variant="danger" onClick={() => setDeleting(item)}>
              Delete<SrOnly> intake #{item.id}</SrOnly>
            </Button>
          </>
        )}
      >
        {(item) => (
          <>
            <p>{item.name}</p>
            <p>{item.email}</p>
            <p>{item.articleType}</p>
            <p>
              <span className="font-semibold text-slate-800">Archived</span> {formatDateTime(item.archived_at)}
            </p>
          </>
        )}
      </PagedCards>
      {deleting !== null ? (
        <DeleteDialog
          item={deleting}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
