/**
 * The sections of the Terms and Conditions (seed 000 §2 Terms): accurate name and valid
 * e-mail required, personal data stored, passwords never saved, a valid e-mail to download
 * or print content; plus the usual terms of use, liability, changes and contact.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PUBLISHER } from '../../../../shared/domain/publisher';
import { paths } from '../../../../shared/routes';
import { Prose, ProseSection } from '../../../components/ui/prose-page';
import { CC_BY_NAME, CC_BY_URL, policyHref } from '../content-links';

/** Section ids and titles, in page order (the table of contents reads them). */
export const TERMS_SECTIONS = [
  { id: 'acceptance', label: 'Acceptance of These Terms' },
  { id: 'your-details', label: 'Your Name and E-mail Address' },
  { id: 'personal-data', label: 'Personal Data We Store' },
  { id: 'passwords', label: 'Passwords' },
  { id: 'downloading', label: 'Downloading and Printing' },
  { id: 'use-of-content', label: 'Use of Published Content' },
  { id: 'acceptable-use', label: 'Acceptable Use' },
  { id: 'liability', label: 'Disclaimer and Liability' },
  { id: 'changes', label: 'Changes to These Terms' },
  { id: 'contact', label: 'Contact' },
] as const;

type TermsSectionId = (typeof TERMS_SECTIONS)[number]['id'];

function Section({ id, children }: { id: TermsSectionId; children: ReactNode }) {
  const title = TERMS_SECTIONS.find((section) => section.id === id)?.label ?? id;
  return (
    <ProseSection id={id} title={title}>
      <Prose>{children}</Prose>
    </ProseSection>
  );
}

/** Acceptance, your details, personal data and passwords. */
export function TermsAccountSections() {
  return (
    <>
      <Section id="acceptance">
        <p>
          These terms apply to everyone who uses the {PUBLISHER.name} website, {PUBLISHER.legalName}&rsquo;s online home
          for its journals: readers, authors, reviewers and editors. By browsing the site, submitting a manuscript,
          sending a form or creating an account, you agree to them. If you do not agree, please do not use the site.
        </p>
      </Section>
      <Section id="your-details">
        <p>
          Whenever you submit a manuscript, send us a message, apply to join a board or register an account, you must
          give your <strong>accurate name</strong> and a <strong>valid e-mail address</strong> that you can read. We use
          that address for every step that follows, from acknowledging your submission to sending decisions, invoices
          and receipts, so a wrong address means you may miss them. Submissions or applications made under a false name
          may be rejected.
        </p>
      </Section>
      <Section id="personal-data">
        <p>
          We store the personal data you give us, such as your name, e-mail address, affiliation, postal address and
          phone number, together with the manuscripts and files you send. We keep it to run the editorial process, to
          contact you, and to keep a reliable record of what we publish. We do not sell it. Our{' '}
          <Link to={policyHref('privacy')}>privacy policy</Link> explains what we keep, who can see it and how to ask us
          to correct or delete it.
        </p>
      </Section>
      <Section id="passwords">
        <p>
          <strong>We do not save your password.</strong> When you choose one, we run it through a one-way hashing
          function and keep only the result, called a hash. A hash can check that the password you type is correct, but
          it cannot be turned back into the password itself. This means that no one at {PUBLISHER.name} can see or tell
          you your password.
        </p>
        <p>
          If you forget it, use the password reset option on the sign-in page to choose a new one. Keep your password to
          yourself: you are responsible for what is done with your account.
        </p>
      </Section>
      <Section id="downloading">
        <p>
          Reading articles on the site is free. To <strong>download or print</strong> content, you need to give a{' '}
          <strong>valid e-mail address</strong>. This helps us protect the site against automated bulk downloading and
          lets us tell authors how widely their work is used. We do not use the address for marketing without your
          consent.
        </p>
      </Section>
    </>
  );
}

/** Use of content, acceptable use, liability, changes and contact. */
export function TermsUseSections() {
  const { address } = PUBLISHER;
  return (
    <>
      <Section id="use-of-content">
        <p>
          Each article is published under the license stated on its article page, and you may use it as that license
          allows. Unless an article says otherwise, that is the{' '}
          <a href={CC_BY_URL} rel="license">
            {CC_BY_NAME}
          </a>
          : you may share and adapt the article for any purpose if you credit its authors and the original publication.
          The website itself, including its design, logo and text other than the articles, belongs to{' '}
          {PUBLISHER.legalName} and may not be copied without permission.
        </p>
      </Section>
      <Section id="acceptable-use">
        <p>When you use the site, you agree not to:</p>
        <ul>
          <li>submit work that is not yours, or that infringes the rights of others;</li>
          <li>upload files containing malware, or try to gain access to parts of the site you are not entitled to;</li>
          <li>download content in bulk by automated means, or in ways that disrupt the site for others;</li>
          <li>impersonate another person, or use another person&rsquo;s account.</li>
        </ul>
        <p>
          We may suspend access, reject submissions or close accounts that break these terms. Authors are also bound by
          our <Link to={paths.policies.getHref()}>publishing policies</Link>.
        </p>
      </Section>
      <Section id="liability">
        <p>
          Articles are peer reviewed, but they report the findings and opinions of their authors, not of{' '}
          {PUBLISHER.name}. They are provided for research and education and are not a substitute for professional,
          medical or legal advice. The site is provided &ldquo;as is&rdquo;: we work to keep it accurate and available
          but cannot promise that it will always be error-free or uninterrupted. To the extent the law allows, we are
          not liable for loss arising from the use of the site or its content.
        </p>
      </Section>
      <Section id="changes">
        <p>
          We may update these terms from time to time, for example when we add new services. The date at the top of this
          page shows when they last changed. Continuing to use the site after a change means you accept the updated
          terms.
        </p>
      </Section>
      <Section id="contact">
        <p>
          Questions about these terms are welcome. Write to <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a>,
          call <a href={`tel:${PUBLISHER.phoneE164}`}>{PUBLISHER.phone}</a> ({PUBLISHER.officeHours}), or send a letter
          to {PUBLISHER.legalName}, {address.street}, {address.city}, {address.region} {address.postalCode},{' '}
          {address.country}. You can also use our <Link to={paths.contact.getHref()}>contact form</Link>.
        </p>
      </Section>
    </>
  );
}
