/**
 * The 'Manuscript Details' dialog of the admin dashboard (seed 001 §2): the intake's
 * structured fields from `GET /api/admin/public-manuscripts/{id}`, its files with View and
 * Download, and a link to the full detail page.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { StatusMessage } from '../../../components/ui/status-message';
import { useManuscriptDetail } from '../api/admin-queries';
import { FileRow } from './file-actions';
import { addressFields, detailFields, informationFields, submitterFields } from './manuscript-fields';
import { Dialog } from '../../../components/ui/dialog';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Fields } from './fields';
import { SrOnly } from '../../../components/ui/sr-only';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-brand-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** The details of a public manuscript's card (the Public Manuscripts and Archived tabs). */
export const INTAKE_DETAILS = {
  label: (item: { id: number }) => (
    <>
      View Form<SrOnly> of intake #{item.id}</SrOnly>
    </>
  ),
  dialog: (item: { id: number }, onClose: () => void) => <ManuscriptDialog id={item.id} onClose={onClose} />,
};

export function ManuscriptDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useManuscriptDetail(id);
  return (
    <Dialog
      title="Manuscript Details"
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Link to={paths.dashboard.adminPublicManuscript.getHref(id)} className={buttonClasses('secondary')}>
            Open full page
          </Link>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {detail.isPending ? (
        <StatusMessage>Loading…</StatusMessage>
      ) : detail.isError ? (
        <StatusMessage role="alert">{detail.error.message || 'Failed to load'}</StatusMessage>
      ) : (
        <div className="space-y-5">
          <Group title="Manuscript Information">
            <Fields items={informationFields(detail.data)} />
          </Group>
          <Group title="Submitter">
            <Fields items={submitterFields(detail.data)} />
          </Group>
          <Group title="Manuscript Details">
            <Fields items={detailFields(detail.data)} />
          </Group>
          <Group title="Address">
            <Fields items={addressFields(detail.data)} />
          </Group>
          <Group title="Files">
            {detail.data.files.length === 0 ? (
              <p className="text-sm text-slate-600">No files.</p>
            ) : (
              <ul className="space-y-2">
                {detail.data.files.map((file) => (
                  <FileRow key={file.key} file={file} />
                ))}
              </ul>
            )}
          </Group>
        </div>
      )}
    </Dialog>
  );
}
