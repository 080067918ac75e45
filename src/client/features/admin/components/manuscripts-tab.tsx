/**
 * The 'Public Manuscripts' tab (seed 001 §2): pending intakes with title, submitter name and
 * e-mail, article type and received time; View Form (the 'Manuscript Details' dialog),
 * Archive, a link to the detail page, and the Convert button the seed keeps permanently
 * hidden (converting is done on the detail page).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicManuscriptItem } from '../../../../shared/api/admin';
import { paths } from '../../../../shared/routes';
import { usePendingManuscripts } from '../api/admin-queries';
import { archiveManuscript, convertManuscript } from '../api/admin-calls';
import { formatDateTime } from '../../../lib/format';
import { useAdminAction } from '../lib/use-admin-action';
import { INTAKE_DETAILS } from './manuscript-dialog';
import { ActionButton, PagedCards } from './paged-list';
import { SrOnly } from '../../../components/ui/sr-only';

const LINK = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** The Convert toast: 'Created submission #{id}', or 'Converted to submission' without an id. */
export function convertedToast(result: { submissionId?: number }) {
  return {
    title: 'Converted',
    description:
      result.submissionId !== undefined ? `Created submission #${result.submissionId}` : 'Converted to submission',
  };
}

export function PublicManuscriptsTab() {
  const [page, setPage] = useState(0);
  const list = usePendingManuscripts(page);
  const archive = useAdminAction({
    run: (item: PublicManuscriptItem) => archiveManuscript(item.id),
    success: (result) => ({ title: 'Archived', description: `Intake #${result.id} archived.` }),
    failure: 'Archive failed',
  });
  const convert = useAdminAction({
    run: (item: PublicManuscriptItem) => convertManuscript(item.id),
    success: convertedToast,
    failure: 'Convert failed',
  });

  return (
    <>
      <PagedCards
        label="Public manuscripts"
        heading="Pending public manuscripts"
        query={list}
        page={page}
        onPage={setPage}
        title={(item) => item.title || 'Untitled'}
        details={INTAKE_DETAILS}
        actions={(item) => (
          <>
            <ActionButton action={archive} item={item} variant="danger">
              Archive<SrOnly> intake #{item.id}</SrOnly>
            </ActionButton>
            {/* The seed's Convert button exists but is permanently hidden. */}
            <button type="button" hidden onClick={() => convert.mutate(item)}>
              Convert
            </button>
            <Link to={paths.dashboard.adminPublicManuscript.getHref(item.id)} className={LINK}>
              Details<SrOnly> of intake #{item.id}</SrOnly>
            </Link>
          </>
        )}
      >
        {(item) => (
          <>
            <p>
              {item.name} · {item.email}
            </p>
            <p>{item.articleType}</p>
            <p>Received {formatDateTime(item.createdAt)}</p>
          </>
        )}
      </PagedCards>
    </>
  );
}
