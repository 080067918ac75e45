/**
 * The editor's actions on one submission (seed 001 §2 "/dashboard/editor", §7 "Editor"):
 * desk review (send to review, desk reject — asked first, with the reason that goes into the letter:
 * decision 0071), invite a reviewer, the decision (decision-composer.tsx), production,
 * the proof upload and publication, grouped by stage behind a stepper (decision 0075). Each is
 * enabled only when the workflow table lets an editor take it from the submission's status
 * (`actionsFrom(status, 'editor')`); inviting is open while the submission is under review. Toasts per seed 001 §8.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { actionsFrom, STATUS_LABELS } from '../../../../shared/domain/submission-workflow';
import { CHOOSE_PROOF_FILE } from '../../../../shared/validation/submissions';
import { TextAreaField } from '../../../components/ui/form-fields';
import { paths } from '../../../../shared/routes';
import { deskAction, publishSubmission, startProduction, uploadProof } from '../api/workflow-calls';
import { useWorkflowAction } from '../lib/use-workflow-action';
import { DecisionComposer, REJECT_REASON_MISSING } from './decision-composer';
import { FileUpload } from './file-upload';
import { Button } from '../../../components/ui/button';
import { EndReview } from './end-review';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SIMILARITY_MAX_PERCENT, UNIQUE_MIN_PERCENT, similarityBreaches } from '../../../../shared/domain/similarity';
import { useSimilarityCheck } from '../api/similarity-calls';
import { SimilarityCheckPanel } from './similarity-check';
import { InviteReviewerForm } from './invite-reviewer-form';
import { STAGE_LABELS, STAGE_OF_STATUS, type Stage } from '../lib/stages';
import { StageStepper } from './stage-stepper';

export { REVIEWER_EMAIL_PLACEHOLDER } from './invite-reviewer-form';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Published({ articleId, pdfUrl }: { articleId: number; pdfUrl: string | null }) {
  return (
    <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <p>
        Published. Article ID: <span className="font-semibold">{articleId}</span>
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {pdfUrl ? (
          <a className="font-semibold underline" href={pdfUrl} target="_blank" rel="noreferrer">
            PDF
          </a>
        ) : null}
        <Link className="font-semibold underline" to={paths.article.getHref(articleId)}>
          View article #{articleId}
        </Link>
      </p>
    </div>
  );
}

/**
 * The editor's actions on `submission`, by stage (docs/decisions/0075-screens-layout.md): the
 * stepper marks the stage of its status and shows that stage's actions; another stage is shown
 * when its step is pressed. `reviews` (invitations and reviews) is shown in the review and
 * decision stages, `productionPanel` (features/production's panel, given by app/routes) in the
 * production stage.
 */
export function EditorActions({
  submission,
  reviews,
  productionPanel,
}: {
  submission: SubmissionDetail;
  reviews?: ReactNode;
  productionPanel?: ReactNode;
}) {
  const id = submission.id;
  const current = STAGE_OF_STATUS[submission.status];
  const [viewedState, setViewedState] = useState<{ status: string; stage: Stage }>({
    status: submission.status,
    stage: current,
  });
  // A new status (an action taken) brings the stepper to the stage it now stands at.
  const viewed = viewedState.status === submission.status ? viewedState.stage : current;
  const setViewed = (stage: Stage) => setViewedState({ status: submission.status, stage });
  const allowed = actionsFrom(submission.status, 'editor');
  const canDecide = allowed.some((a) => a.startsWith('decide_'));
  const canInvite = submission.status === 'under_review';
  const [note, setNote] = useState('');
  const [publication, setPublication] = useState<{ articleId: number; pdfUrl: string } | null>(null);
  // Decision 0032: published into a future issue, the article is held until the issue is published.
  const [scheduledIn, setScheduledIn] = useState<{ volume: string; number: string } | null>(null);
  const [confirmOverLimits, setConfirmOverLimits] = useState(false);
  /** Publishing asks first (decision 0069): it cannot be undone from this screen. */
  const [confirmPublish, setConfirmPublish] = useState(false);
  /** Decision 0071: desk reject asks first, with the reason that goes into the letter. */
  const [deskRejecting, setDeskRejecting] = useState(false);
  const [deskReason, setDeskReason] = useState('');
  const [deskReasonError, setDeskReasonError] = useState<string | undefined>();
  const similarity = useSimilarityCheck(id);
  const latestCheck = similarity.data?.check;

  const desk = useWorkflowAction({
    run: ({
      action,
      reason,
      confirmSimilarity,
    }: {
      action: 'send_to_review' | 'reject';
      reason?: string;
      confirmSimilarity?: boolean;
    }) => deskAction(id, action, (reason ?? note).trim() || undefined, confirmSimilarity),
    success: (_result, { action }) => ({ title: action === 'send_to_review' ? 'Sent to review' : 'Desk rejected' }),
    failure: 'Desk action failed',
    onSuccess: () => {
      setNote('');
      setConfirmOverLimits(false);
      setDeskRejecting(false);
    },
  });
  const openDeskReject = () => {
    setDeskReason(note);
    setDeskReasonError(undefined);
    setDeskRejecting(true);
  };
  const confirmDeskReject = () => {
    if (deskReason.trim() === '') {
      setDeskReasonError(REJECT_REASON_MISSING);
      document.getElementById('desk-reject-reason')?.focus();
      return;
    }
    desk.mutate({ action: 'reject', reason: deskReason });
  };
  /** Decision 0045: a check over the policy asks for confirmation first; the server checks it again. */
  const sendToReview = () => {
    if (latestCheck?.overLimits) setConfirmOverLimits(true);
    else desk.mutate({ action: 'send_to_review' });
  };
  const production = useWorkflowAction({
    run: () => startProduction(id),
    success: 'Production started',
    failure: 'Production failed',
  });
  const proof = useWorkflowAction({
    run: (file: File) => uploadProof(id, file),
    success: 'Proof uploaded',
    failure: 'Upload failed',
  });
  const publish = useWorkflowAction({
    run: () => publishSubmission(id),
    success: (result) =>
      'scheduled' in result
        ? { title: 'Scheduled', description: `Held for volume ${result.issue.volume}, issue ${result.issue.number}` }
        : { title: 'Published', description: `Article #${result.articleId}` },
    failure: 'Publish failed',
    onSuccess: (result) => {
      if ('scheduled' in result) setScheduledIn(result.issue);
      else setPublication(result);
    },
  });
  const busy = desk.isPending || production.isPending || proof.isPending || publish.isPending;

  const shown =
    publication ??
    (submission.articleId !== null ? { articleId: submission.articleId, pdfUrl: submission.pdfUrl } : null);
  const none = allowed.length === 0 && !canInvite;
  const noteField = (
    <TextAreaField
      id="editor-note"
      label="Note to the author"
      rows={2}
      hint="Goes into the letter of a desk rejection or a decision as the editor's reason (asked again before a rejection)."
      value={note}
      onChange={(e) => setNote(e.currentTarget.value)}
    />
  );

  return (
    <section aria-labelledby={`editor-actions-${id}`} className="space-y-4">
      <h3 id={`editor-actions-${id}`} className="text-lg font-semibold text-brand-900">
        Actions
      </h3>
      <p className="text-sm text-slate-700">
        Status: {STATUS_LABELS[submission.status]}.{' '}
        {none ? 'No editor action is open at this status.' : 'Actions that do not apply to this status are disabled.'}
      </p>
      {shown ? <Published articleId={shown.articleId} pdfUrl={shown.pdfUrl} /> : null}

      <StageStepper current={current} viewed={viewed} onView={setViewed} />

      <div role="region" aria-label={`${STAGE_LABELS[viewed]} stage`} className="space-y-4">
        {viewed !== current ? (
          <p className="text-sm text-slate-700">
            Viewing the {STAGE_LABELS[viewed].toLowerCase()} stage; the submission stands at{' '}
            {STAGE_LABELS[current].toLowerCase()}.{' '}
            <button type="button" className="font-semibold text-brand-700 underline" onClick={() => setViewed(current)}>
              Back to the current stage
            </button>
          </p>
        ) : null}

        {viewed === 'submission' ? (
          <div className="grid gap-4 2xl:grid-cols-2">
            <Group title="Similarity check">
              <SimilarityCheckPanel
                submissionId={id}
                check={latestCheck}
                open={submission.status === 'submitted' || submission.status === 'resubmitted'}
                busy={busy}
              />
            </Group>
            <Group title="Desk review">
              {noteField}
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  variant="primary"
                  disabled={busy || !allowed.includes('desk_send_to_review')}
                  onClick={sendToReview}
                >
                  Send to review
                </Button>
                <Button variant="danger" disabled={busy || !allowed.includes('desk_reject')} onClick={openDeskReject}>
                  Desk reject
                </Button>
              </div>
            </Group>
          </div>
        ) : null}

        {viewed === 'review' ? (
          <>
            <Group title="Invite a reviewer">
              <InviteReviewerForm
                submissionId={id}
                round={submission.round}
                files={submission.files}
                open={canInvite}
                busy={busy}
                days={submission.reviewDays}
              />
            </Group>
            {reviews}
          </>
        ) : null}

        {viewed === 'decision' ? (
          <>
            <Group title="Decision">
              {noteField}
              <DecisionComposer
                submissionId={id}
                canDecide={canDecide}
                busy={busy}
                note={note}
                revisionDays={submission.revisionDays}
                onDecided={() => setNote('')}
              />
            </Group>
            {reviews}
          </>
        ) : null}

        {viewed === 'submission' || viewed === 'review' || viewed === 'decision' ? (
          <Group title="Withdraw from review">
            <EndReview submissionId={id} open={allowed.includes('withdraw_from_review')} busy={busy} />
          </Group>
        ) : null}

        {viewed === 'production' ? (
          <>
            <Group title="Start production and proof">
              <Button
                variant="primary"
                disabled={busy || !allowed.includes('start_production')}
                onClick={() => production.mutate(undefined)}
              >
                Start production
              </Button>
              <FileUpload
                id="editor-proof"
                label="Proof file"
                hint="The typeset PDF the author approves before publication."
                accept=".pdf,application/pdf"
                emptyMessage={CHOOSE_PROOF_FILE}
                busy={busy}
                actions={[
                  {
                    label: 'Upload proof',
                    disabled: !allowed.includes('upload_proof'),
                    onUpload: (file) =>
                      proof.mutateAsync(file).then(
                        () => true,
                        () => false,
                      ),
                  },
                ]}
              />
            </Group>
            {productionPanel}
          </>
        ) : null}

        {viewed === 'publication' ? (
          <Group title="Publication">
            <Button
              variant="primary"
              disabled={busy || !allowed.includes('publish')}
              onClick={() => setConfirmPublish(true)}
            >
              Publish
            </Button>
            {scheduledIn ? (
              <div role="status" className="text-sm text-slate-700">
                <p>Scheduled: published with its issue when the issue is published.</p>
                <p>
                  Volume {scheduledIn.volume}, issue {scheduledIn.number}
                </p>
              </div>
            ) : null}
          </Group>
        ) : null}
      </div>
      {confirmPublish ? (
        <ConfirmDialog
          title="Publish this article?"
          confirmLabel="Publish now"
          busy={publish.isPending}
          onConfirm={() => {
            setConfirmPublish(false);
            publish.mutate(undefined);
          }}
          onClose={() => setConfirmPublish(false)}
        >
          <p className="break-words">
            “{submission.title}” will be published: the article, its PDF and its DOI become public (with its issue, when
            it is assigned to a future issue), and the author is told. This cannot be undone from this screen.
          </p>
        </ConfirmDialog>
      ) : null}
      {deskRejecting ? (
        <ConfirmDialog
          title="Desk reject this submission?"
          confirmLabel="Desk reject and send letter"
          danger
          busy={desk.isPending}
          onConfirm={confirmDeskReject}
          onClose={() => setDeskRejecting(false)}
        >
          <p>
            The submission is rejected without review and the author is told at once, with your reason. This cannot be
            undone.
          </p>
          <div className="mt-3">
            <TextAreaField
              id="desk-reject-reason"
              label="Reason for the desk rejection"
              required
              rows={3}
              hint="Sent to the author in the letter."
              value={deskReason}
              error={deskReasonError}
              onChange={(e) => {
                setDeskReason(e.currentTarget.value);
                setDeskReasonError(undefined);
              }}
            />
          </div>
        </ConfirmDialog>
      ) : null}
      {confirmOverLimits && latestCheck ? (
        <ConfirmDialog
          title="Send to review over the similarity policy?"
          confirmLabel="Send to review anyway"
          busy={desk.isPending}
          onConfirm={() => desk.mutate({ action: 'send_to_review', confirmSimilarity: true })}
          onClose={() => setConfirmOverLimits(false)}
        >
          <p>
            The latest similarity check is over the policy: {similarityBreaches(latestCheck).join('; ')}. The policy
            allows at most {SIMILARITY_MAX_PERCENT}% similarity and asks for at least {UNIQUE_MIN_PERCENT}% unique
            content.
          </p>
          <p className="mt-2">Send this manuscript to review anyway?</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
