/**
 * The structured fields of a public manuscript (seed 001 §3 "Public manuscript intake"),
 * grouped as the detail page's sections: Manuscript Information, Submitter, Manuscript
 * Details, Address. Read from the stored fields, never parsed out of the cover letter.
 */
import type { ReactNode } from 'react';
import type { PublicManuscriptDetail } from '../../../../shared/api/admin';
import { journalNameOf } from '../../../../shared/domain/journal-codes';
import { formatDateTime } from '../../../lib/format';

type Field = { label: string; value: ReactNode };

/** 'pending' → 'Pending'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** Id, title, journal, article type, status, received, archived and the submission made from it. */
export function informationFields(m: PublicManuscriptDetail): Field[] {
  return [
    { label: 'Intake', value: `#${m.id}` },
    { label: 'Title', value: m.title },
    { label: 'Journal', value: journalNameOf(m.journal) },
    { label: 'Article type', value: m.articleType },
    { label: 'Status', value: m.archived_at ? 'Archived' : statusLabel(m.status) },
    { label: 'Received', value: formatDateTime(m.createdAt) },
    ...(m.archived_at ? [{ label: 'Archived', value: formatDateTime(m.archived_at) }] : []),
    ...(m.submissionId !== null ? [{ label: 'Submission', value: `#${m.submissionId}` }] : []),
  ];
}

/** Title, name, e-mail, phone, institution and ORCID of the submitter. */
export function submitterFields(m: PublicManuscriptDetail): Field[] {
  const name = [m.postTitle, m.firstName, m.lastName].filter(Boolean).join(' ') || m.name;
  return [
    { label: 'Name', value: name },
    { label: 'Email', value: m.email },
    { label: 'Phone', value: m.phone },
    { label: 'University / Institution', value: m.university },
    { label: 'ORCID', value: m.orcid },
  ];
}

/** Abstract, keywords, co-authors and the submitter's note. */
export function detailFields(m: PublicManuscriptDetail): Field[] {
  return [
    { label: 'Abstract', value: m.abstract },
    { label: 'Keywords', value: m.keywords },
    { label: 'Co-authors', value: m.coAuthors },
    { label: 'Note', value: m.note },
  ];
}

/** The postal address. */
export function addressFields(m: PublicManuscriptDetail): Field[] {
  const a = m.address;
  return [
    { label: 'Street', value: a.line1 },
    { label: 'Address line 2', value: a.line2 },
    { label: 'City', value: a.city },
    { label: 'State', value: a.state },
    { label: 'ZIP / Postal code', value: a.zip },
    { label: 'Country', value: a.country },
  ];
}
