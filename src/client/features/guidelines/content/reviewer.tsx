import { paths } from '../../../../shared/routes';
import { PEER_REVIEW_STAGES } from '../lib/facts';
import { BulletList, Callout, GuidelineSection, SubHeading, TextLink } from '../components/prose';
import type { GuidelineContent } from './types';

const review = PEER_REVIEW_STAGES[1];

/** Guidelines for reviewers (seed 000 §2: double-blind, confidentiality, conflicts, timeliness). */
export function ReviewerGuideline() {
  return (
    <>
      <GuidelineSection id="reviewer-why" title="Why your review matters">
        <p>
          Reviewers are the heart of our journals. Your expert, independent reading tells the editors whether a study is
          sound and helps the authors make it better. We ask you to review as you would wish your own work to be
          reviewed: carefully, fairly and on time.
        </p>
      </GuidelineSection>

      <GuidelineSection id="reviewer-double-blind" title="Double-blind review">
        <p>
          All our journals use <strong>double-blind</strong> peer review: you do not know who the authors are, and they
          never learn who reviewed their work. Please do not try to identify the authors, and keep your own identity out
          of your report and of any file you return.
        </p>
      </GuidelineSection>

      <GuidelineSection id="reviewer-confidentiality" title="Confidentiality">
        <BulletList>
          <li>Treat the manuscript and your report as confidential documents.</li>
          <li>Do not share, cite or use any unpublished material from it in your own work.</li>
          <li>Do not pass the review to a colleague or student without the editor&apos;s agreement.</li>
          <li>Delete your copies of the manuscript once the review is complete.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="reviewer-conflicts" title="Conflicts of interest">
        <p>Decline the invitation, or tell the editor at once, if you have a competing interest, such as:</p>
        <BulletList>
          <li>a financial interest in the outcome of the review;</li>
          <li>a competing study of your own on the same question;</li>
          <li>
            should you recognise the work, a recent collaboration, a shared institution or a personal rivalry with its
            authors.
          </li>
        </BulletList>
        <p>If in doubt, ask the editor before you start.</p>
      </GuidelineSection>

      <GuidelineSection id="reviewer-timeliness" title="Timeliness">
        <Callout title="Review period">
          <p>
            The peer-review stage lasts <strong>{review.duration}</strong>. Accept an invitation only if you can return
            your report within the deadline, and let the editor know early if you need more time.
          </p>
        </Callout>
      </GuidelineSection>

      <GuidelineSection id="reviewer-report" title="Writing your report">
        <SubHeading>What to assess</SubHeading>
        <BulletList>
          <li>Originality and importance of the question, and the fit with the journal.</li>
          <li>Soundness of the methods, and whether the results support the conclusions.</li>
          <li>Clarity of the writing, tables and figures, and the accuracy of the references.</li>
          <li>Ethical issues, and any sign of plagiarism or duplicate publication.</li>
        </BulletList>
        <SubHeading>How to write it</SubHeading>
        <p>
          Begin with a short summary of the work, then give your main and minor comments, numbered so the authors can
          answer each one. Be specific and courteous: criticise the work, never the authors. End with your
          recommendation to the editor: accept, minor revision, major revision or reject.
        </p>
        <p>
          See the <TextLink to={paths.guidelines.peerReview.getHref()}>peer review process</TextLink> for how your
          report is used, or <TextLink to={paths.guidelines.joinReviewer.getHref()}>join as a reviewer</TextLink>.
        </p>
      </GuidelineSection>
    </>
  );
}

export const reviewerContent: GuidelineContent = {
  lead: 'How to review for our journals: double-blind, in confidence, free of conflicts of interest and on time.',
  Body: ReviewerGuideline,
};
