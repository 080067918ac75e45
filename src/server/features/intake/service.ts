/**
 * Use cases of the public intake (seed 000 §3, §5, §7; decision 0007): `submitManuscript`,
 * `submitApplication`, `sendContactMessage`. Each validates with the shared schemas, then
 * writes its row, its file records and its two mails in ONE transaction. The received
 * files (already in storage) belong to the use case: when nothing new is kept (invalid
 * input, replay, duplicate, any error) they are removed.
 */
import { JOIN_KIND_INFO, type JoinKind } from '../../../shared/domain/intake';
import { toFieldErrors, type FieldError } from '../../../shared/api/common';
import {
  COVER_LETTER_FILE_FIELD,
  joinIntakeFieldsByKind,
  manuscriptIntakeFields,
  type ContactRequest,
} from '../../../shared/api/intake';
import { buildCoverLetter, buildJoinNote, fullName } from '../../../shared/validation/intake-text';
import { contactMessages, joinApplications, manuscriptIntakes, type IntakeFileRole } from '../../db/schema';
import type { Mailer } from '../../plugins/mailer';
import {
  applicantContactValues,
  createOnce,
  digestOf,
  linkIntakeFiles,
  nullIfEmpty,
  recordStoredFiles,
  requestDigestOf,
  validationFailed,
  type IntakeResult,
} from './common';
import { applicationMails, contactMails, manuscriptMails, type IntakeMails } from './mails';
import { removeWritten, type IntakeMultipart } from '../../lib/multipart-upload';
import { findIntakeJournal } from '../journals';
import type { Deps } from '../../deps';

/** What every use case needs from the app. */
export type IntakeDeps = Pick<Deps, 'db' | 'storage' | 'files' | 'mailer' | 'editorialEmail'>;

async function enqueueBoth(mailer: Mailer, tx: Parameters<Mailer['enqueue']>[0], mails: IntakeMails) {
  await mailer.enqueue(tx, mails.ack);
  await mailer.enqueue(tx, mails.notice);
}

/**
 * A manuscript from `POST /api/public/manuscripts` (seed 000 §7): the text fields of
 * `manuscriptIntakeFields`, at least one file under `files` (the manuscript) and at most one under
 * `coverLetterFile` (kept as the intake's `cover_letter` file; decision 0070).
 * @returns the intake id (an earlier one for a replayed key or a double submission)
 * @throws AppError VALIDATION_FAILED with the shared messages at their paths; IDEMPOTENCY_KEY_REUSED
 *   (422) when the key came with a different request
 */
export async function submitManuscript(
  deps: IntakeDeps,
  input: { body: IntakeMultipart; idempotencyKey?: string },
): Promise<IntakeResult> {
  const { fields, files, errors: fileErrors } = input.body;
  const parsed = manuscriptIntakeFields.safeParse(fields);
  const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error);
  errors.push(...fileErrors);
  // Decision 0070: the seed's `files` are the manuscript; the optional `coverLetterFile` is kept apart.
  const manuscriptFiles = files.filter((file) => file.field !== COVER_LETTER_FILE_FIELD);
  const coverLetterFiles = files.filter((file) => file.field === COVER_LETTER_FILE_FIELD);
  if (manuscriptFiles.length === 0 && fileErrors.length === 0) {
    errors.push({ path: 'files', message: 'Please select at least one file' });
  }
  if (coverLetterFiles.length > 1) {
    errors.push({ path: `${COVER_LETTER_FILE_FIELD}.1`, message: 'Please select only one file' });
  }
  // The dropdown offers the database's open journals; the choice is checked there now (decision 0046).
  const journal = parsed.success ? await findIntakeJournal(deps.db, { title: parsed.data.journalType }) : null;
  if (parsed.success && !journal) errors.push({ path: 'journalType', message: 'Please select a journal' });
  if (journal && !journal.open) {
    errors.push({ path: 'journalType', message: `${journal.title} does not accept submissions` });
  }
  if (!parsed.success || errors.length) {
    await removeWritten(deps.storage, files);
    throw validationFailed(errors);
  }
  const f = { ...parsed.data, journalType: journal!.title };
  const coverLetter = buildCoverLetter({
    ...f,
    files: manuscriptFiles.map((file) => ({ name: file.originalFilename })),
  });
  const digest = digestOf([f.email, f.title.toLowerCase(), ...files.map((x) => x.written.sha256).sort()]);
  const requestDigest = requestDigestOf(f, files);
  return createOnce({
    db: deps.db,
    storage: deps.storage,
    table: manuscriptIntakes,
    key: input.idempotencyKey,
    digest,
    requestDigest,
    files,
    insert: async (tx) => {
      const [row] = await tx
        .insert(manuscriptIntakes)
        .values({
          postTitle: f.postTitle,
          firstName: f.firstName,
          lastName: f.lastName,
          university: f.university,
          ...applicantContactValues(f),
          journalType: f.journalType,
          articleType: f.articleType,
          title: f.title,
          abstract: nullIfEmpty(f.abstract),
          keywords: nullIfEmpty(f.keywords),
          orcid: nullIfEmpty(f.orcid),
          coAuthors: nullIfEmpty(f.coAuthors),
          note: nullIfEmpty(f.note),
          coverLetter,
          idempotencyKey: input.idempotencyKey ?? null,
          contentDigest: digest,
          requestDigest,
        })
        .returning({ id: manuscriptIntakes.id });
      await recordStoredFiles(tx, deps.files, files);
      await linkIntakeFiles(tx, { manuscriptIntakeId: row.id }, files, (file) =>
        file.field === COVER_LETTER_FILE_FIELD ? 'cover_letter' : 'manuscript',
      );
      await enqueueBoth(
        deps.mailer,
        tx,
        manuscriptMails({
          id: row.id,
          editorialEmail: deps.editorialEmail,
          name: fullName(f.firstName, f.lastName),
          email: f.email,
          title: f.title,
          journalType: f.journalType,
          articleType: f.articleType,
          coverLetter,
          fileNames: files.map((file) => file.originalFilename),
        }),
      );
      return row.id;
    },
  });
}

/**
 * An application from `POST /api/public/contacts/{kind}` (seed 000 §3, §7): the text fields
 * of `joinIntakeFields(kind)`, optional `biography`, `cv`, `photograph` files.
 * @returns the application id (an earlier one for a replayed key or a double submission)
 * @throws AppError VALIDATION_FAILED with the shared messages at their paths; IDEMPOTENCY_KEY_REUSED
 *   (422) when the key came with a different request
 */
export async function submitApplication(
  deps: IntakeDeps,
  input: { kind: JoinKind; body: IntakeMultipart; idempotencyKey?: string },
): Promise<IntakeResult> {
  const { fields, files, errors: fileErrors } = input.body;
  const parsed = joinIntakeFieldsByKind[input.kind].safeParse(fields);
  const errors: FieldError[] = parsed.success ? [] : toFieldErrors(parsed.error);
  errors.push(...fileErrors);
  const journal = parsed.success ? await findIntakeJournal(deps.db, { slug: parsed.data.journal }) : null;
  if (parsed.success && !journal) errors.push({ path: 'journal', message: 'Journal selection is required' });
  if (journal && !journal.open) errors.push({ path: 'journal', message: 'This journal does not accept applications' });
  if (!parsed.success || errors.length) {
    await removeWritten(deps.storage, files);
    throw validationFailed(errors);
  }
  const f = parsed.data;
  // The note names the journal by its title (a journal added by the admin has no seed title).
  const note = buildJoinNote({ ...f, journal: journal!.title });
  const keyOf = (role: IntakeFileRole) => files.find((file) => file.field === role)?.written.key ?? null;
  const digest = digestOf([
    input.kind,
    f.email,
    f.expertise,
    ...files.map((x) => `${x.field}:${x.written.sha256}`).sort(),
  ]);
  const requestDigest = requestDigestOf({ ...f, kind: input.kind }, files);
  const label = JOIN_KIND_INFO[input.kind].label;
  return createOnce({
    db: deps.db,
    storage: deps.storage,
    table: joinApplications,
    key: input.idempotencyKey,
    digest,
    requestDigest,
    files,
    insert: async (tx) => {
      // Files first: the application's file-key columns reference stored_files.
      await recordStoredFiles(tx, deps.files, files);
      const [row] = await tx
        .insert(joinApplications)
        .values({
          kind: input.kind,
          firstName: f.firstName,
          lastName: f.lastName,
          affiliation: f.affiliation,
          university: f.university,
          ...applicantContactValues(f),
          journal: f.journal,
          expertise: f.expertise,
          note,
          biographyFileKey: keyOf('biography'),
          cvFileKey: keyOf('cv'),
          photographFileKey: keyOf('photograph'),
          idempotencyKey: input.idempotencyKey ?? null,
          contentDigest: digest,
          requestDigest,
        })
        .returning({ id: joinApplications.id });
      await linkIntakeFiles(tx, { joinApplicationId: row.id }, files, (file) => file.field as IntakeFileRole);
      await enqueueBoth(
        deps.mailer,
        tx,
        applicationMails({
          id: row.id,
          editorialEmail: deps.editorialEmail,
          label,
          name: fullName(f.firstName, f.lastName),
          email: f.email,
          expertise: f.expertise,
          note,
          fileNames: files.map((file) => file.originalFilename),
        }),
      );
      return row.id;
    },
  });
}

/**
 * A message from `POST /api/contacts` (seed 000 §3, §7), already validated by the route's
 * `contactRequest` schema.
 * @returns the message id (an earlier one for a replayed key or a double submission)
 * @throws AppError IDEMPOTENCY_KEY_REUSED (422) when the key came with a different request
 */
export async function sendContactMessage(
  deps: IntakeDeps,
  input: { message: ContactRequest; idempotencyKey?: string },
): Promise<IntakeResult> {
  const m = input.message;
  const digest = digestOf([m.email, m.inquiryType, m.message]);
  const requestDigest = requestDigestOf(m);
  return createOnce({
    db: deps.db,
    storage: deps.storage,
    table: contactMessages,
    key: input.idempotencyKey,
    digest,
    requestDigest,
    files: [],
    insert: async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          phone: m.phone ?? '',
          inquiryType: m.inquiryType,
          message: m.message,
          idempotencyKey: input.idempotencyKey ?? null,
          contentDigest: digest,
          requestDigest,
        })
        .returning({ id: contactMessages.id });
      await enqueueBoth(
        deps.mailer,
        tx,
        contactMails({
          id: row.id,
          editorialEmail: deps.editorialEmail,
          name: fullName(m.firstName, m.lastName),
          email: m.email,
          phone: m.phone ?? '',
          inquiryType: m.inquiryType,
          message: m.message,
        }),
      );
      return row.id;
    },
  });
}
