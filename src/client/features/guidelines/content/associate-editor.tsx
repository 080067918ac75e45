import { paths } from '../../../../shared/routes';
import { ASSOCIATE_EDITOR_LOAD, PEER_REVIEW_STAGES } from '../lib/facts';
import { BulletList, Callout, GuidelineSection, NumberedList, TextLink } from '../components/prose';
import type { GuidelineContent } from './types';

const [screening, review] = PEER_REVIEW_STAGES;

/** Guidelines for associate editors (seed 000 §2, §9: 2-4 manuscripts a month). */
export function AssociateEditorGuideline() {
  return (
    <>
      <GuidelineSection id="associate-role" title="The role of the associate editor">
        <p>
          Associate editors look after individual manuscripts on behalf of the editor. Each manuscript they accept to
          handle is theirs from the first screening to a recommendation: they choose the reviewers, follow the review,
          weigh the reports and advise the editor on the decision.
        </p>
        <Callout title="Workload">
          <p>
            Associate editors handle <strong>{ASSOCIATE_EDITOR_LOAD} manuscripts a month</strong>, so that each one gets
            proper attention and moves on time.
          </p>
        </Callout>
      </GuidelineSection>

      <GuidelineSection id="associate-handling" title="Handling a manuscript">
        <NumberedList>
          <li>
            Check the manuscript fits the journal&apos;s scope and meets the{' '}
            <TextLink to={paths.guidelines.manuscript.getHref()}>manuscript guidelines</TextLink>; initial screening
            takes {screening.duration}.
          </li>
          <li>
            Invite at least two independent reviewers with the right expertise and no conflict of interest with the
            authors.
          </li>
          <li>Follow the reviews, which take {review.duration}, and remind reviewers when a deadline approaches.</li>
          <li>
            Read the reports critically and recommend a decision to the editor: accept, minor revision, major revision
            or reject, with reasons the authors can act on.
          </li>
          <li>Check that a revised manuscript answers every point the reviewers raised.</li>
        </NumberedList>
      </GuidelineSection>

      <GuidelineSection id="associate-standards" title="Standards we ask you to keep">
        <BulletList>
          <li>Keep the review double-blind: never reveal reviewers to authors or authors to reviewers.</li>
          <li>Treat every manuscript and report as confidential.</li>
          <li>Decline any manuscript where you have a competing interest, and tell the editor why.</li>
          <li>Judge manuscripts on their science alone, never on the authors&apos; origin, gender or institution.</li>
          <li>Act on similarity reports in line with the plagiarism policy before sending a manuscript to review.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="associate-qualifications" title="Who can serve">
        <p>
          Associate editors are active researchers with a doctorate or equivalent experience, a record of peer-reviewed
          publications and experience as reviewers. Interested? See{' '}
          <TextLink to={paths.guidelines.joinAssociate.getHref()}>how to join as an associate editor</TextLink>.
        </p>
      </GuidelineSection>
    </>
  );
}

export const associateEditorContent: GuidelineContent = {
  lead: 'Associate editors take manuscripts from first screening to a recommendation, choosing the reviewers and weighing their reports.',
  Body: AssociateEditorGuideline,
};
