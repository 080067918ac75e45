import { Link } from 'react-router';
import { PUBLISHER } from '../../../../shared/domain/publisher';
import { paths } from '../../../../shared/routes';
import { Prose, ProseSection } from '../../../components/ui/prose-page';
import { POLICY_SECTIONS } from '../content-links';

/** Privacy Policy (seed 000 §2 Policies): what personal data we keep, why, and your choices. */
export function PrivacyPolicy() {
  return (
    <ProseSection id={POLICY_SECTIONS.privacy} title="Privacy Policy">
      <Prose>
        <p>
          We collect only the personal data we need to publish research and to answer you, and we never sell it. This
          policy explains what we keep and how we use it.
        </p>
        <h3>What we collect</h3>
        <ul>
          <li>
            <strong>When you submit a manuscript:</strong> your name, university, e-mail address, postal address and
            phone number, the manuscript and its files, and any notes you add.
          </li>
          <li>
            <strong>When you contact us or apply to join a board:</strong> the details you enter in the form, such as
            your name, affiliation, research interests, biography, CV and photograph.
          </li>
          <li>
            <strong>When you have an account:</strong> your name, e-mail address and role. We never store your password
            itself, only a one-way hash of it (see our{' '}
            <Link to={paths.termsConditions.getHref()}>terms and conditions</Link>
            ).
          </li>
          <li>
            <strong>When you visit the site:</strong> standard server logs (such as IP address, browser and pages
            requested), kept for security and to keep the site running.
          </li>
        </ul>
        <h3>How we use it</h3>
        <p>
          We use your data to handle your submission through editorial screening, peer review and publication; to send
          you decisions, invoices and receipts; to answer your questions; and to consider your application to an
          editorial or reviewer board. Authors&rsquo; names and affiliations are published with accepted articles. In
          our double-blind review, reviewers do not see who the authors are, and authors do not see who reviewed their
          work.
        </p>
        <h3>Who can see it</h3>
        <p>
          Only the editors, reviewers and staff who need it for their role, and service providers who process data on
          our behalf, such as payment providers and our e-mail service. We do not sell, rent or trade personal data, and
          we use no advertising or tracking cookies. While you are signed in, your browser keeps a sign-in token in its
          local storage; signing out removes it.
        </p>
        <h3>Your choices</h3>
        <p>
          You may ask to see the personal data we hold about you, to correct it, or to have it deleted where we are not
          required to keep it as part of the scholarly record. Write to{' '}
          <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a> and we will reply {PUBLISHER.responseTime}.
        </p>
      </Prose>
    </ProseSection>
  );
}
