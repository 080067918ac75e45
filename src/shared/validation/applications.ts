/**
 * The three join applications: editor, associate editor, reviewer (seed 000 §2 "Join
 * applications", §3 "Application", §5 "Applications"). The editor form names the research
 * interest `researchInterests`, the other two `researchInterest` (seed 000 §3); the seed does
 * not show other rules for the editor's field, so it has the same ones.
 */
import { z } from 'zod';
import { APPLICATION_COUNTRIES } from '../domain/countries';
import { INTAKE_LIMITS as L, JOIN_KIND_INFO, type JoinKind } from '../domain/intake';
import { addressLine2, cityField, email, personName, phone, postalCodeField, streetAddressField } from './fields';
import { fileSchema } from './files';
import { COUNTRY_NOT_LISTED, COUNTRY_REQUIRED, stateOrProvince, university } from './manuscript';
import { boundedLine, boundedText, oneOf, text, tooLongMessage } from './text';

const RESEARCH_INTEREST_TOO_SHORT = 'Research interest must be at least 3 characters long';

/** Research interest, 3 to 1000 characters (seed 000 §5, §9); empty gets the too-short message. */
export const researchInterest = text(RESEARCH_INTEREST_TOO_SHORT)
  .trim()
  .min(L.researchInterestMin, { error: RESEARCH_INTEREST_TOO_SHORT, abort: true })
  .max(L.researchInterestMax, {
    error: tooLongMessage('Research interest', L.researchInterestMax),
    abort: true,
  });

const JOURNAL_REQUIRED = 'Journal selection is required';

/**
 * The journal's slug (lower-case letters, digits and hyphens), as the dropdown offers the journals
 * accepting submissions (decision 0046). Whether it names such a journal is the server's check,
 * against the database (features/intake/service.ts); anything not shaped like a slug is refused here.
 */
export const journalSlug = boundedText(JOURNAL_REQUIRED, L.journalChoiceMax, JOURNAL_REQUIRED).regex(
  /^[a-z0-9][a-z0-9-]*$/,
  { error: JOURNAL_REQUIRED, abort: true },
);

/**
 * The text fields every application has, with the applications' own required messages
 * (seed 000 §5): 'Affiliation is required', 'University is required', 'Street address is
 * required', 'City is required', 'State/Province is required', 'ZIP/Postal code is
 * required', 'Country is required' (from the kind's list), 'Journal selection is required'.
 */
export function applicationTextFields(kind: JoinKind) {
  return {
    firstName: personName,
    lastName: personName,
    affiliation: boundedLine(
      'Affiliation is required',
      L.affiliationMax,
      tooLongMessage('Affiliation', L.affiliationMax),
    ),
    university,
    email,
    phone,
    address1: streetAddressField('Street address is required'),
    address2: addressLine2,
    city: cityField('City is required'),
    state: stateOrProvince,
    postal: postalCodeField('ZIP/Postal code is required'),
    country: oneOf(APPLICATION_COUNTRIES[kind], COUNTRY_REQUIRED, COUNTRY_NOT_LISTED),
    journal: journalSlug,
  };
}

/** Biography, CV and photograph: labelled required on the page, optional here (seed 000 §2). */
const applicationFiles = {
  biography: fileSchema('biography').optional(),
  cv: fileSchema('cv').optional(),
  photograph: fileSchema('photograph').optional(),
};

/** The editor application (`/guidelines/join-editor`), research interest as `researchInterests`. */
export const editorApplicationForm = z.object({
  ...applicationTextFields('editor'),
  researchInterests: researchInterest,
  ...applicationFiles,
});

/** The associate-editor application (`/guidelines/join-associate`); no Cabo Verde in its list. */
export const associateEditorApplicationForm = z.object({
  ...applicationTextFields('associate_editor'),
  researchInterest,
  ...applicationFiles,
});

/** The reviewer application (`/guidelines/join-reviewer`). */
export const reviewerApplicationForm = z.object({
  ...applicationTextFields('reviewer'),
  researchInterest,
  ...applicationFiles,
});

/** The application form of each join kind (seed 000 §2). */
export const joinApplicationForm = {
  editor: editorApplicationForm,
  associate_editor: associateEditorApplicationForm,
  reviewer: reviewerApplicationForm,
} as const;

export type EditorApplicationForm = z.output<typeof editorApplicationForm>;
export type AssociateEditorApplicationForm = z.output<typeof associateEditorApplicationForm>;
export type ReviewerApplicationForm = z.output<typeof reviewerApplicationForm>;
export type JoinApplicationForm = EditorApplicationForm | AssociateEditorApplicationForm | ReviewerApplicationForm;

/** The research interest of any application, whichever name its form gives it. */
export function researchInterestOf(form: JoinApplicationForm): string {
  return 'researchInterests' in form ? form.researchInterests : form.researchInterest;
}

/** Name of the research-interest field of a kind's form ('researchInterests' for the editor). */
export function researchInterestField(kind: JoinKind): 'researchInterests' | 'researchInterest' {
  return JOIN_KIND_INFO[kind].researchInterestField;
}
