import { paths } from '../../../../shared/routes';
import { BulletList, Callout, GuidelineSection, Term, TextLink } from '../components/prose';
import type { GuidelineContent } from './types';

/** Guidelines for editors (seed 000 §2, §9: editors need a PhD or equivalent). */
export function EditorGuideline() {
  return (
    <>
      <GuidelineSection id="editor-role" title="The role of the editor">
        <p>
          The editor is the academic lead of a journal. Editors shape its scope, build and guide its editorial board,
          and take responsibility for every decision published under its name. They make sure each manuscript is judged
          on its scientific merit alone, quickly and fairly, whoever its authors are.
        </p>
      </GuidelineSection>

      <GuidelineSection id="editor-qualifications" title="Qualifications">
        <Callout tone="important" title="Academic qualification">
          <p>
            Editors need a <strong>PhD or equivalent</strong> qualification in a field the journal covers.
          </p>
        </Callout>
        <p>Beyond the degree, we look for:</p>
        <BulletList>
          <li>an active research record, with recent peer-reviewed publications in the journal&apos;s field;</li>
          <li>experience as a reviewer or editor for recognised journals;</li>
          <li>a wide network of researchers to draw reviewers and board members from;</li>
          <li>good written English and the time to handle manuscripts without delay.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="editor-responsibilities" title="Responsibilities">
        <BulletList>
          <li>
            <Term>Scope and standards.</Term> Define the journal&apos;s aims and scope and keep its editorial standards
            consistent across volumes.
          </li>
          <li>
            <Term>Editorial board.</Term> Recruit associate editors and reviewers, assign manuscripts to them and
            support their work.
          </li>
          <li>
            <Term>Decisions.</Term> Take the final decision on each manuscript from the reviewers&apos; reports and the
            associate editor&apos;s recommendation, and explain it to the authors.
          </li>
          <li>
            <Term>Double-blind review.</Term> Protect the anonymity of authors and reviewers throughout the process.
          </li>
          <li>
            <Term>Research integrity.</Term> Act on the similarity screening, handle suspected misconduct, corrections
            and retractions in line with our{' '}
            <TextLink to={paths.guidelines.plagiarism.getHref()}>plagiarism policy</TextLink>.
          </li>
          <li>
            <Term>Timeliness.</Term> Keep each manuscript moving through the stages of the{' '}
            <TextLink to={paths.guidelines.peerReview.getHref()}>peer review process</TextLink> within its published
            timeline.
          </li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="editor-ethics" title="Ethics and conflicts of interest">
        <p>
          Editors do not handle manuscripts from their own institution, recent co-authors or anyone with whom they have
          a competing interest; such manuscripts go to another member of the board. Editors never use unpublished
          material from a manuscript in their own research, and keep everything about a submission confidential.
        </p>
      </GuidelineSection>
    </>
  );
}

export const editorContent: GuidelineContent = {
  lead: 'Editors lead our journals: they set the scope, guide the editorial board and stand behind every decision the journal publishes.',
  Body: EditorGuideline,
};
