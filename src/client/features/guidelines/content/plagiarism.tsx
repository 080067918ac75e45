import { BulletList, Callout, GuidelineSection, NumberedList, Term } from '../components/prose';
import { SIMILARITY_LIMIT } from '../lib/facts';
import type { GuidelineContent } from './types';

/**
 * The plagiarism policy (seed 000 §2 "Plagiarism", §9: similarity limit 25%): zero
 * tolerance, screening before editorial review, and the consequences.
 */
export function PlagiarismGuideline() {
  return (
    <>
      <GuidelineSection id="plagiarism-policy" title="Zero tolerance">
        <p>
          Genesis journals have <strong>zero tolerance</strong> for plagiarism. Presenting someone else&apos;s words,
          data, images or ideas as your own undermines the trust on which the scholarly record rests, and we act on it
          at every stage, before and after publication.
        </p>
        <p>Plagiarism takes several forms, all of which this policy covers:</p>
        <BulletList>
          <li>copying text, data or figures from another source without citing it;</li>
          <li>paraphrasing another work closely without acknowledging it;</li>
          <li>reusing your own published text or results without citing them (self-plagiarism);</li>
          <li>submitting the same work to more than one journal, or publishing it twice.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="plagiarism-limit" title="Similarity limit">
        <Callout tone="important" title="The rule">
          <p>
            The similarity score of a manuscript must not exceed <strong>{SIMILARITY_LIMIT}</strong>, excluding cited
            references.
          </p>
        </Callout>
        <p>
          The score is the share of the text that matches earlier sources in the similarity-checking software. A score
          under the limit is not automatic clearance: the editors also read the matches, and a single copied passage can
          still be plagiarism.
        </p>
      </GuidelineSection>

      <GuidelineSection id="plagiarism-screening" title="Screening comes first">
        <NumberedList>
          <li>Every submission is screened for similarity on arrival.</li>
          <li>Only a manuscript that passes the screening goes on to editorial review and peer review.</li>
          <li>A manuscript over the limit is returned to the authors or declined, with the similarity report.</li>
        </NumberedList>
      </GuidelineSection>

      <GuidelineSection id="plagiarism-consequences" title="Consequences">
        <p>When plagiarism is found, the consequences depend on its extent and on when it comes to light:</p>
        <BulletList>
          <li>
            <Term>Rejection</Term> of the manuscript.
          </li>
          <li>
            <Term>A possible ban</Term> on further submissions from the authors to Genesis journals.
          </li>
          <li>
            <Term>A possible retraction</Term> of the article if it has already been published, with a notice explaining
            why.
          </li>
        </BulletList>
        <p>Authors are always told what was found and may respond before a final decision is taken.</p>
      </GuidelineSection>
    </>
  );
}

export const plagiarismContent: GuidelineContent = {
  lead: 'We do not publish plagiarised work. Every submission is screened for similarity before it goes to the editors.',
  Body: PlagiarismGuideline,
};
