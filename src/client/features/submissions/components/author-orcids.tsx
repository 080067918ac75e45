/**
 * The submission's authors with their ORCID iDs (decision 0093): per author whether the iD is
 * authenticated (connected through ORCID: the green iD icon), typed by hand, or missing; in the
 * editors' view, for an author with an address whose iD is not authenticated, "Send ORCID link
 * again" (`POST /api/submissions/{id}/authors/{index}/orcid-invitation`; older links stop working).
 */
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import * as endpoints from '../../../../shared/api/endpoints/orcid-invitations';
import { OrcidStatus } from '../../../components/contributors/orcid-status';
import { Button } from '../../../components/ui/button';
import { call } from '../../../lib/call';
import { useWorkflowAction } from '../lib/use-workflow-action';

export function AuthorOrcids({ submission, editor }: { submission: SubmissionDetail; editor: boolean }) {
  const resend = useWorkflowAction({
    run: (index: number) => call(endpoints.resendOrcidInvitation, { params: { id: submission.id, index } }),
    success: (result) => ({ title: 'ORCID link sent', description: `To ${result.sentTo}` }),
    failure: 'ORCID link not sent',
  });
  const canSend = editor && submission.status !== 'draft';
  return (
    <ol className="space-y-2">
      {submission.authors.map((a, index) => {
        const name = [a.givenNames, a.surname].filter(Boolean).join(' ');
        return (
          <li key={index} className="min-w-0 space-y-1 rounded-md border border-slate-200 p-2">
            <p className="font-semibold wrap-anywhere">
              {name}
              {a.email ? <span className="font-normal text-slate-700"> · {a.email}</span> : null}
            </p>
            <OrcidStatus orcid={a.orcid} authenticated={a.orcidAuthenticated} />
            {canSend && a.email && a.orcidAuthenticated !== true ? (
              <div>
                <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(index)}>
                  Send ORCID link again<span className="sr-only"> to {name}</span>
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
