import { paths } from '../../../../shared/routes';
import { PeerReviewFlowchart } from '../components/peer-review-flowchart';
import { BulletList, GuidelineSection, Term, TextLink } from '../components/prose';
import { TwoColumnTable } from '../components/table-frame';
import { PEER_REVIEW_STAGES } from '../lib/facts';
import type { GuidelineContent } from './types';

const STAGE_DETAILS: Record<(typeof PEER_REVIEW_STAGES)[number]['name'], string> = {
  'Initial screening':
    'The editorial office checks that the manuscript fits the journal’s scope, follows the author and manuscript guidelines and passes the similarity check. Manuscripts that do not are returned or declined without review.',
  'Peer review':
    'The handling editor invites at least two independent experts in the field. They assess originality, methods, results and presentation, and each sends a report with a recommendation.',
  'Editorial decision':
    'The editor weighs the reports and decides: accept, minor revision, major revision or reject. The authors receive the decision with the reviewers’ anonymous comments.',
  'Author revision':
    'The authors revise the manuscript and answer every comment point by point. A revised manuscript may go back to the reviewers.',
  'Final decision':
    'The editor checks the revision and takes the final decision. An accepted manuscript moves to production and publication.',
};

/** The peer review process (seed 000 §2 "Peer review", §9 timeline) with its flowchart. */
export function PeerReviewGuideline() {
  const timed = PEER_REVIEW_STAGES.filter((stage) => stage.duration);
  return (
    <>
      <GuidelineSection id="peer-review-model" title="Double-blind peer review">
        <p>
          Every research manuscript submitted to a Genesis journal is reviewed <strong>double-blind</strong>: the
          reviewers do not know who the authors are, and the authors do not know who the reviewers are. Judging the work
          rather than its authors keeps the review fair, whoever and wherever they are.
        </p>
      </GuidelineSection>

      <GuidelineSection id="peer-review-flow" title="The process at a glance">
        <PeerReviewFlowchart describedBy="peer-review-steps" />
      </GuidelineSection>

      <GuidelineSection id="peer-review-stages" title="Each stage in detail">
        <ol id="peer-review-steps" className="space-y-5">
          {PEER_REVIEW_STAGES.map((stage, index) => (
            <li key={stage.name} className="flex gap-4">
              <span
                aria-hidden="true"
                className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Stage {index + 1}: </span>
                  {stage.name}
                  {stage.duration ? (
                    <span className="font-sans text-base font-medium text-accent-700"> · {stage.duration}</span>
                  ) : null}
                </h3>
                <p className="mt-1">{STAGE_DETAILS[stage.name]}</p>
              </div>
            </li>
          ))}
        </ol>
      </GuidelineSection>

      <GuidelineSection id="peer-review-timeline" title="Timeline">
        <TwoColumnTable
          id="peer-review-timeline-caption"
          caption="Typical duration of each stage"
          columns={['Stage', 'Typical duration']}
          rows={timed.map((stage) => [stage.name, stage.duration])}
          numeric
          width="sm:max-w-md"
        />
        <p>
          The time for revision depends on the authors and on the changes asked for. Editors and reviewers keep to these
          timings so that sound research reaches readers without delay.
        </p>
      </GuidelineSection>

      <GuidelineSection id="peer-review-decisions" title="Possible decisions">
        <BulletList>
          <li>
            <Term>Accept:</Term> the manuscript is published as it stands, after copy-editing.
          </li>
          <li>
            <Term>Minor revision:</Term> small changes are needed; the editor usually checks them without a new review.
          </li>
          <li>
            <Term>Major revision:</Term> substantial changes are needed; the revision normally returns to the reviewers.
          </li>
          <li>
            <Term>Reject:</Term> the manuscript is not suitable for the journal; the reasons are given to the authors.
          </li>
        </BulletList>
        <p>
          Reviewers will find what we expect of them in the{' '}
          <TextLink to={paths.guidelines.reviewer.getHref()}>reviewer guidelines</TextLink>.
        </p>
      </GuidelineSection>
    </>
  );
}

export const peerReviewContent: GuidelineContent = {
  lead: 'How a manuscript goes from submission to decision: five stages, reviewed double-blind, with the time each one takes.',
  Body: PeerReviewGuideline,
};
