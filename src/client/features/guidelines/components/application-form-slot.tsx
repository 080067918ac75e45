import { createContext, useContext, type ReactNode } from 'react';
import type { JoinKind } from '../../../../shared/domain/intake';
import { BOARD_APPLICATION_DOCUMENTS, EDITORIAL_EMAIL } from '../lib/facts';
import { BulletList, EmailLink } from './prose';

/** The id of the section where the public application form will be mounted (intake issue). */
export const APPLICATION_FORM_ID = 'application-form';

/** Renders the join application form of one kind (the intake feature's, given by the app's route). */
export type ApplicationForm = (kind: JoinKind) => ReactNode;

/**
 * The application form the join pages mount. The form belongs to the intake feature, and
 * client features may not import each other (eslint.config.js import zones): the app's
 * guideline route (app/routes/guideline.tsx) passes it to GuidelinePage, which provides it here.
 */
export const ApplicationFormContext = createContext<ApplicationForm | undefined>(undefined);

/**
 * The place of the application form on a join page (seed 000 §2 "Join applications"):
 * the form of `kind` from ApplicationFormContext. Without one, an interim note says the
 * form is being set up and how to apply by e-mail, asking for what the form asks for.
 * @param position the position applied for, as in "Application for {position}" (e-mail subject)
 * @param kind the kind of application the form takes
 */
export function ApplicationFormSlot({ position, kind }: { position: string; kind: JoinKind }) {
  const renderForm = useContext(ApplicationFormContext);
  return (
    <section
      id={APPLICATION_FORM_ID}
      aria-labelledby={`${APPLICATION_FORM_ID}-title`}
      className="mt-12 scroll-mt-28 rounded-xl border border-brand-200 bg-brand-50/60 p-5 sm:p-8"
    >
      <h2 id={`${APPLICATION_FORM_ID}-title`} className="text-2xl font-bold tracking-tight sm:text-[1.7rem]">
        Application form
      </h2>
      {renderForm ? (
        renderForm(kind)
      ) : (
        <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-inset ring-amber-200">
            Online form coming soon
          </p>
          <p>
            We are setting up the online application form. Until it is available, please apply by e-mail to{' '}
            <EmailLink address={EDITORIAL_EMAIL} subject={`Application for ${position}`} /> with the subject
            &ldquo;Application for {position}&rdquo;, and include:
          </p>
          <BulletList>
            <li>your full name, affiliation, university and postal address;</li>
            <li>your e-mail address and a phone number in international format, starting with +;</li>
            <li>the journal you would like to join;</li>
            <li>your research interests, in a few sentences;</li>
            <li>as attachments, {BOARD_APPLICATION_DOCUMENTS} (PDF or Word for the biography and CV).</li>
          </BulletList>
          <p>We review every application and will reply to you by e-mail.</p>
        </div>
      )}
    </section>
  );
}
