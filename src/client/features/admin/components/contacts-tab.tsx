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
import { ActionButton, PagedCards } from './paged-list';
import { Button } from '../../../components/ui/button';
import { Fields } from './fields';
import { SrOnly } from '../../../components/ui/sr-only';

const displayName = (contact: ContactItem) => contact.name.trim() || contact.email;

function ContactDialog({ contact, onClose }: { contact: ContactItem; onClose: () => void }) {
  return (
    <Dialog
      title="Contact Query"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
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
  const list = usePendingContacts(page);
  const answered = useAdminAction({
    run: (contact: ContactItem) => markContactAnswered(contact.id),
    success: (result) => ({ title: 'Marked answered', description: `Query #${result.id} marked answered.` }),
    failure: 'Update failed',
  });

  return (
    <>
      <PagedCards
        label="Contact queries"
        heading="Pending contact queries"
        query={list}
        page={page}
        onPage={setPage}
        title={displayName}
        details={{
          label: (contact) => (
            <>
              View Query<SrOnly> #{contact.id}</SrOnly>
            </>
          ),
          dialog: (contact, onClose) => <ContactDialog contact={contact} onClose={onClose} />,
        }}
        actions={(contact) => (
          <ActionButton action={answered} item={contact} variant="primary">
            Mark answered<SrOnly> query #{contact.id}</SrOnly>
          </ActionButton>
        )}
      >
        {(contact) => (
          <>
            <p>{contact.email}</p>
            <p>{contact.inquiryType || 'general'}</p>
            <p>Received {formatDateTime(contact.createdAt)}</p>
          </>
        )}
      </PagedCards>
    </>
  );
}
