/**
 * The 'Contacts' tab (seed 001 §2): pending contact queries with name or e-mail, e-mail,
 * 'general' (the inquiry type) and time; View Query (the 'Contact Query' dialog: name,
 * e-mail, submitted time, the message or 'No message provided.') and Mark answered (ours).
 */
import { useState } from 'react';
import type { ContactItem } from '../../../../shared/api/admin';
import { usePendingContacts } from '../api/admin-queries';
import { markContactAnswered } from '../api/admin-calls';
import { formatDateTime } from '../../../lib/format';
import { useAdminAction } from '../lib/use-admin-action';
import { Dialog } from '../../../components/ui/dialog';
import { CardList, ItemCard, PagedList } from './paged-list';
import { Fields, PRIMARY_BUTTON, SECONDARY_BUTTON, SrOnly } from './ui';

const displayName = (contact: ContactItem) => contact.name.trim() || contact.email;

function ContactDialog({ contact, onClose }: { contact: ContactItem; onClose: () => void }) {
  return (
    <Dialog
      title="Contact Query"
      onClose={onClose}
      footer={
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          Close
        </button>
      }
    >
      <Fields
        items={[
          { label: 'Name', value: contact.name },
          { label: 'Email', value: contact.email },
          { label: 'Submitted', value: formatDateTime(contact.createdAt) },
          { label: 'Message', value: contact.note.trim() || 'No message provided.' },
        ]}
      />
    </Dialog>
  );
}

export function ContactsTab() {
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<ContactItem | null>(null);
  const list = usePendingContacts(page);
  const answered = useAdminAction({
    run: (contact: ContactItem) => markContactAnswered(contact.id),
    success: (result) => ({ title: 'Marked answered', description: `Query #${result.id} marked answered.` }),
    failure: 'Update failed',
  });

  return (
    <>
      <PagedList label="Contact queries" heading="Pending contact queries" query={list} page={page} onPage={setPage}>
        {(items) => (
          <CardList label="Contact queries" items={items}>
            {(contact) => (
              <ItemCard
                title={displayName(contact)}
                actions={
                  <>
                    <button type="button" className={SECONDARY_BUTTON} onClick={() => setViewing(contact)}>
                      View Query<SrOnly> #{contact.id}</SrOnly>
                    </button>
                    <button
                      type="button"
                      className={PRIMARY_BUTTON}
                      disabled={answered.isPending && answered.variables?.id === contact.id}
                      onClick={() => answered.mutate(contact)}
                    >
                      Mark answered<SrOnly> query #{contact.id}</SrOnly>
                    </button>
                  </>
                }
              >
                <p>{contact.email}</p>
                <p>{contact.inquiryType || 'general'}</p>
                <p>Received {formatDateTime(contact.createdAt)}</p>
              </ItemCard>
            )}
          </CardList>
        )}
      </PagedList>
      {viewing !== null ? <ContactDialog contact={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
