import { paths } from '../../../../shared/routes';
import { ApplicationFormSlot } from '../components/application-form-slot';
import { BulletList, GuidelineSection, TextLink } from '../components/prose';
import { BOARD_APPLICATION_DOCUMENTS, PEER_REVIEW_STAGES } from '../lib/facts';
import type { GuidelineContent } from './types';

const review = PEER_REVIEW_STAGES[1];

/**
 * Join as Reviewer (seed 000 §2 "Join Reviewer", "Join applications"): who can review,
 * what it involves, and the place of the application form.
 */
export function JoinReviewerGuideline() {
  return (
    <>
      <GuidelineSection id="join-reviewer-why" title="Review for our journals">
        <p>
          Reviewing keeps you at the front of your field, sharpens your own writing and gives back to the research
          community. Our reviewers are recognised for their contribution and may be invited to join an editorial board.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-reviewer-who" title="Who can join">
        <BulletList>
          <li>Researchers holding, or close to completing, a doctorate in a field our journals cover.</li>
          <li>Authors of peer-reviewed publications in that field.</li>
          <li>Anyone able to give a careful, impartial opinion in clear English.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="join-reviewer-what" title="What reviewers do">
        <p>
          Reviewers assess manuscripts in their area of expertise, double-blind and in confidence, and return a report
          with a recommendation within the {review.duration} of the review stage. You are invited manuscript by
          manuscript and can always decline. The{' '}
          <TextLink to={paths.guidelines.reviewer.getHref()}>reviewer guidelines</TextLink> describe what we ask of you.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-reviewer-apply" title="How to apply">
        <p>
          Membership of a reviewer board needs {BOARD_APPLICATION_DOCUMENTS}. The editorial office matches your
          expertise with our journals and replies by e-mail.
        </p>
      </GuidelineSection>

      <ApplicationFormSlot position="Reviewer" kind="reviewer" />
    </>
  );
}

export const joinReviewerContent: GuidelineContent = {
  lead: 'Lend your expertise to the double-blind peer review of Genesis journals and help good research reach readers.',
  Body: JoinReviewerGuideline,
};
