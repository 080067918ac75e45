import { paths } from '../../../../shared/routes';
import { ApplicationFormSlot } from '../components/application-form-slot';
import { BulletList, Callout, EmailLink, GuidelineSection, TextLink } from '../components/prose';
import { BOARD_APPLICATION_DOCUMENTS, EDITORIAL_EMAIL } from '../lib/facts';
import type { GuidelineContent } from './types';

/**
 * Join as Editor (seed 000 §2 "Join Editor", "Join applications"): who can join, what
 * editors do, the public address for applications, and the place of the application form.
 */
export function JoinEditorGuideline() {
  return (
    <>
      <GuidelineSection id="join-editor-why" title="Lead a journal with us">
        <p>
          We are looking for experienced researchers to lead and strengthen the editorial boards of our journals. As an
          editor you shape a journal&apos;s direction, bring in the best work in your field and make sure every author
          gets a fair, rigorous and timely review.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-editor-who" title="Who can join">
        <BulletList>
          <li>
            Researchers with a <strong>PhD or equivalent</strong> in a field covered by the journal.
          </li>
          <li>An active publication record in peer-reviewed journals.</li>
          <li>Experience of peer review, as a reviewer or as an editor.</li>
          <li>The time to handle manuscripts promptly and to support the board.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="join-editor-what" title="What editors do">
        <p>
          Editors set the journal&apos;s scope, recruit associate editors and reviewers, oversee the double-blind review
          of each manuscript and take the final decisions. The{' '}
          <TextLink to={paths.guidelines.editor.getHref()}>editor guidelines</TextLink> describe the role in full.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-editor-apply" title="How to apply">
        <p>
          Board membership needs {BOARD_APPLICATION_DOCUMENTS}. Send them with your application; the editorial office
          reviews each one and replies by e-mail.
        </p>
        <Callout title="Applications and questions">
          <p>
            Write to the editorial office at <EmailLink address={EDITORIAL_EMAIL} />.
          </p>
        </Callout>
      </GuidelineSection>

      <ApplicationFormSlot position="Editor" kind="editor" />
    </>
  );
}

export const joinEditorContent: GuidelineContent = {
  lead: 'Join the editorial board of a Genesis journal and help shape open, rigorously reviewed research in your field.',
  Body: JoinEditorGuideline,
};
