import { paths } from '../../../../shared/routes';
import { ApplicationFormSlot } from '../components/application-form-slot';
import { BulletList, GuidelineSection, TextLink } from '../components/prose';
import { ASSOCIATE_EDITOR_LOAD, BOARD_APPLICATION_DOCUMENTS } from '../lib/facts';
import type { GuidelineContent } from './types';

/**
 * Join as Associate Editor (seed 000 §2 "Join Associate Editor", "Join applications"):
 * who can join, what associate editors do, and the place of the application form.
 */
export function JoinAssociateGuideline() {
  return (
    <>
      <GuidelineSection id="join-associate-why" title="Become an associate editor">
        <p>
          Associate editors are the working core of our editorial boards. If you enjoy guiding good research to
          publication and want a closer part in a journal&apos;s work than reviewing alone, we would like to hear from
          you.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-associate-who" title="Who can join">
        <BulletList>
          <li>Active researchers with a doctorate or equivalent experience in the journal&apos;s field.</li>
          <li>A record of peer-reviewed publications, and experience as a reviewer.</li>
          <li>The time to handle {ASSOCIATE_EDITOR_LOAD} manuscripts a month.</li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="join-associate-what" title="What associate editors do">
        <p>
          Associate editors screen the manuscripts assigned to them, invite and follow the reviewers, and recommend a
          decision to the editor. The{' '}
          <TextLink to={paths.guidelines.associateEditor.getHref()}>associate editor guidelines</TextLink> describe the
          role in full.
        </p>
      </GuidelineSection>

      <GuidelineSection id="join-associate-apply" title="How to apply">
        <p>
          Board membership needs {BOARD_APPLICATION_DOCUMENTS}. The editorial office reviews each application with the
          journal&apos;s editor and replies by e-mail.
        </p>
      </GuidelineSection>

      <ApplicationFormSlot position="Associate Editor" kind="associate_editor" />
    </>
  );
}

export const joinAssociateContent: GuidelineContent = {
  lead: 'Handle manuscripts from submission to recommendation, and help a Genesis journal keep its reviews fair, thorough and on time.',
  Body: JoinAssociateGuideline,
};
