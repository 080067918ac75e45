import { Fragment } from 'react';
import { PEER_REVIEW_STAGES } from '../lib/facts';

const NAME = 'Flowchart of the peer review process';
const DESCRIPTION = `Five stages in order: ${PEER_REVIEW_STAGES.map(
  (stage, index) => `${index + 1}. ${stage.name}${stage.duration ? ` (${stage.duration})` : ''}`,
).join(', ')}.`;

function Arrow() {
  return (
    <div className="flex shrink-0 items-center justify-center py-1 text-accent-700 sm:px-1 sm:py-0">
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6 rotate-90 sm:h-5 sm:w-5 sm:rotate-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M3 12h16M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/**
 * The peer review process as a flowchart (seed 000 §2 "Peer review: flowchart image"),
 * drawn with HTML and CSS, not a bitmap: five boxes joined by arrows, in a column on
 * phones and in a row from 640 px. The drawing is one `role="img"` with a name and a
 * description listing the stages; the page also lists them in text.
 * @param describedBy optional id of a fuller text alternative elsewhere on the page
 */
export function PeerReviewFlowchart({ describedBy }: { describedBy?: string }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-brand-50/60 p-4 sm:p-6">
      <span id="peer-review-flowchart-name" hidden>
        {NAME}
      </span>
      <span id="peer-review-flowchart-desc" hidden>
        {DESCRIPTION}
      </span>
      <div
        role="img"
        aria-labelledby="peer-review-flowchart-name"
        aria-describedby={['peer-review-flowchart-desc', describedBy].filter(Boolean).join(' ')}
        className="flex flex-col sm:flex-row sm:items-stretch"
      >
        {PEER_REVIEW_STAGES.map((stage, index) => {
          const last = index === PEER_REVIEW_STAGES.length - 1;
          return (
            <Fragment key={stage.name}>
              {index > 0 ? <Arrow /> : null}
              <div
                className={`flex flex-1 items-center gap-3 rounded-lg border px-4 py-3 sm:min-w-0 sm:flex-col sm:items-start sm:gap-2 sm:px-3 ${
                  last ? 'border-brand-900 bg-brand-900 text-white' : 'border-brand-200 bg-white'
                }`}
              >
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    last ? 'bg-accent-400 text-brand-950' : 'bg-brand-900 text-white'
                  }`}
                >
                  {index + 1}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span
                    className={`font-serif text-base font-semibold leading-snug ${last ? 'text-white' : 'text-brand-900'}`}
                  >
                    {stage.name}
                  </span>
                  {stage.duration ? (
                    <span className="mt-0.5 text-sm font-medium text-accent-700">{stage.duration}</span>
                  ) : null}
                </span>
              </div>
            </Fragment>
          );
        })}
      </div>
      <figcaption className="mt-4 text-sm leading-relaxed text-slate-600">
        From submission to final decision: every manuscript passes through these five stages, with the typical time of
        the first three.
      </figcaption>
    </figure>
  );
}
