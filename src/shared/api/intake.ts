/**
 * API contract of the public intake (seed 000 §7; decision 0007): what the server receives, what it
 * answers, as zod schemas. The form rules these build on (fields, messages) are in
 * shared/validation; the error body and its field errors in common.ts.
 * - `POST /api/public/manuscripts` (multipart): the seed's name, email, title, articleType,
 *   coverLetter and repeated `files`, plus the structured fields of the form, which the
 *   server stores as columns as well as the cover-letter text (decision 0007) → 201
 *   `manuscriptIntakeCreated`.
 * - `POST /api/contacts` (JSON): `contactRequest` → 201 `contactMessageCreated`.
 * - `POST /api/public/contacts/{editor|associate_editor|reviewer}` (multipart): the seed's
 *   name, email, expertise (the research interest), note, biography?, cv?, photograph?,
 *   plus the structured fields → 201 `joinApplicationCreated`.
 * - 400: `validationErrorResponse` of common.ts, `{ code, message, errors: [{ path, message }] }`,
 *   `path` dotted ("files.0").
 *
 * The derived texts (name, coverLetter, note) are accepted but not trusted: the server
 * rebuilds them from the structured fields with `fullName`, `buildCoverLetter`,
 * `buildJoinNote` (shared/validation/intake-text.ts).
 */
import { z } from 'zod';
import { INTAKE_LIMITS as L, JOIN_KINDS, type JoinKind } from '../domain/intake';
import {
  applicationTextFields,
  researchInterest,
  researchInterestField,
  researchInterestOf,
  type JoinApplicationForm,
} from '../validation/applications';
import { contactForm } from '../validation/contact';
import type { FileCategory } from '../validation/files';
import { buildCoverLetter, buildJoinNote, fullName } from '../validation/intake-text';
import { manuscriptTextFields, type ManuscriptSubmissionForm } from '../validation/manuscript';
import { optionalText, tooLongMessage } from '../validation/text';
import { fieldOfPath } from './common';

/** Longest derived texts accepted (ours): a full name, a cover letter, an application note. */
export const FULL_NAME_MAX = 2 * L.nameMax + 1;
export const COVER_LETTER_MAX = 10_000;
export const JOIN_NOTE_MAX = 2_000;

const derivedName = optionalText(FULL_NAME_MAX, tooLongMessage('Name', FULL_NAME_MAX));

/** Name of the repeated file field of the manuscript multipart body. */
export const MANUSCRIPT_FILE_FIELD = 'files';

/**
 * Optional file field of the manuscript multipart body (ours, decision 0070): the cover letter
 * as a file, kept apart from the manuscript (a `cover_letter` file once converted, never sent to
 * reviewers). The seed's `files` stay the manuscript.
 */
export const COVER_LETTER_FILE_FIELD = 'coverLetterFile';

/** File fields of the join multipart body and the rule each follows (seed 000 §5). */
export const JOIN_FILE_FIELDS = {
  biography: 'biography',
  cv: 'cv',
  photograph: 'photograph',
} as const satisfies Record<string, FileCategory>;

/**
 * Text fields of `POST /api/public/manuscripts`: every field of the submission form but the
 * files, with the same rules and messages, plus `name` and `coverLetter` (optional).
 */
export const manuscriptIntakeFields = z.object({
  ...manuscriptTextFields,
  name: derivedName,
  coverLetter: optionalText(COVER_LETTER_MAX, tooLongMessage('Cover letter', COVER_LETTER_MAX)),
});
export type ManuscriptIntakeFields = z.output<typeof manuscriptIntakeFields>;

/** JSON body of `POST /api/contacts` (seed 000 §7): the contact form without its checkbox. */
export const contactRequest = contactForm;
export type ContactRequest = z.output<typeof contactRequest>;

/**
 * Text fields of `POST /api/public/contacts/{kind}`: the application's structured fields,
 * `expertise` (the research interest, with its rules: the field's name on the wire) and the
 * optional derived `name` and `note`.
 */
export function joinIntakeFields(kind: JoinKind) {
  return z.object({
    ...applicationTextFields(kind),
    expertise: researchInterest,
    name: derivedName,
    note: optionalText(JOIN_NOTE_MAX, tooLongMessage('Note', JOIN_NOTE_MAX)),
  });
}
export type JoinIntakeFields = z.output<ReturnType<typeof joinIntakeFields>>;

/** `joinIntakeFields` of each kind, built once. */
export const joinIntakeFieldsByKind = Object.fromEntries(JOIN_KINDS.map((k) => [k, joinIntakeFields(k)])) as Record<
  JoinKind,
  ReturnType<typeof joinIntakeFields>
>;

/** `POST /api/public/manuscripts` → 201: the intake's id, also as the seed's `intakeId`. */
export const manuscriptIntakeCreated = z.object({ id: z.number().int(), intakeId: z.number().int() });
export type ManuscriptIntakeCreated = z.infer<typeof manuscriptIntakeCreated>;

/** `POST /api/contacts` → 201: the contact message's id. */
export const contactMessageCreated = z.object({ id: z.number().int() });
export type ContactMessageCreated = z.infer<typeof contactMessageCreated>;

/** `POST /api/public/contacts/{kind}` → 201: the join application's id. */
export const joinApplicationCreated = z.object({ id: z.number().int() });
export type JoinApplicationCreated = z.infer<typeof joinApplicationCreated>;

/** Drops undefined and empty values: what remains is appended to the FormData. */
function textFields(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

/**
 * The text fields a client sends for a validated submission form (its files go after them
 * under `MANUSCRIPT_FILE_FIELD`): the seed's five and the structured fields.
 */
export function toManuscriptWireFields(form: ManuscriptSubmissionForm): Record<string, string> {
  const { files: _files, ...fields } = form;
  return textFields({
    ...fields,
    name: fullName(form.firstName, form.lastName),
    coverLetter: buildCoverLetter(form),
  });
}

/**
 * The text fields a client sends for a validated application (its files go after them
 * under `JOIN_FILE_FIELDS`): the seed's name, email, expertise, note and the structured
 * fields.
 */
export function toJoinWireFields(form: JoinApplicationForm): Record<string, string> {
  return textFields({
    name: fullName(form.firstName, form.lastName),
    email: form.email,
    expertise: researchInterestOf(form),
    note: buildJoinNote(form),
    firstName: form.firstName,
    lastName: form.lastName,
    affiliation: form.affiliation,
    university: form.university,
    phone: form.phone,
    address1: form.address1,
    address2: form.address2,
    city: form.city,
    state: form.state,
    postal: form.postal,
    country: form.country,
    journal: form.journal,
  });
}

/**
 * The form field an application's error belongs to: as `fieldOfPath`, except that the wire's
 * `expertise` is the form's `researchInterests` (editor) or `researchInterest`.
 */
export function joinFieldOfPath(kind: JoinKind, path: string): string {
  const field = fieldOfPath(path);
  return field === 'expertise' ? researchInterestField(kind) : field;
}
