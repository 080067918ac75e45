/**
 * The manuscript submission form (seed 000 §2 "Submit manuscript", §3 "Manuscript
 * submission form", §5 "Submission form"), for react-hook-form and for the server alike.
 */
import { z } from 'zod';
import { ARTICLE_TYPES } from '../domain/article-types';
import { SUBMISSION_COUNTRIES } from '../domain/countries';
import { INTAKE_LIMITS as L } from '../domain/intake';
import { addressLine2, city, email, optionalOrcid, personName, phone, postalCode, streetAddress } from './fields';
import { manuscriptFiles } from './files';
import {
  boundedLine,
  boundedText,
  collapseWhitespace,
  oneOf,
  optionalLine,
  optionalText,
  text,
  tooLongMessage,
} from './text';

/** 'Country is required'; a value not in the list: 'Please select a country from the list' (ours). */
export const COUNTRY_REQUIRED = 'Country is required';
export const COUNTRY_NOT_LISTED = 'Please select a country from the list';

/** University, at most 50 (seed 000 §5, §9); shared with the applications. */
export const university = boundedLine(
  'University is required',
  L.universityMax,
  tooLongMessage('University', L.universityMax),
);

/** State/province/region, at most 100 (seed 000 §5, §9); 'State/Province is required'. */
export const stateOrProvince = boundedLine(
  'State/Province is required',
  L.stateMax,
  tooLongMessage('State/Province', L.stateMax),
);

const MANUSCRIPT_TITLE_TOO_SHORT = 'Manuscript title must be at least 3 characters';

/** Manuscript title, 3 to 50 characters (seed 000 §5); empty gets the too-short message. */
export const manuscriptTitle = text(MANUSCRIPT_TITLE_TOO_SHORT)
  .trim()
  .overwrite(collapseWhitespace)
  .min(L.manuscriptTitleMin, { error: MANUSCRIPT_TITLE_TOO_SHORT, abort: true })
  .max(L.manuscriptTitleMax, { error: 'Manuscript title must be 50 characters or less', abort: true });

/**
 * The text fields of the submission form, every rule of seed 000 §5 with its message. The
 * server validates the same fields from the multipart body (see shared/api/intake.ts).
 */
export const manuscriptTextFields = {
  postTitle: boundedLine('Post Title is required', L.postTitleMax, 'Post Title must be 50 characters or less'),
  firstName: personName,
  lastName: personName,
  university,
  email,
  phone,
  address1: streetAddress,
  address2: addressLine2,
  city,
  state: stateOrProvince,
  postal: postalCode,
  country: oneOf(SUBMISSION_COUNTRIES, COUNTRY_REQUIRED, COUNTRY_NOT_LISTED),
  /**
   * A journal's title, as the dropdown offers the journals accepting submissions (decision 0046).
   * Whether it names such a journal is the server's check, against the database
   * (features/intake/service.ts), not a fixed list here.
   */
  journalType: boundedText('Please select a journal', L.journalChoiceMax, 'Please select a journal'),
  articleType: oneOf(ARTICLE_TYPES, 'Please select an article type'),
  title: manuscriptTitle,
  abstract: optionalText(L.abstractMax, 'Abstract must be 500 characters or less'),
  keywords: optionalLine(L.keywordsMax, tooLongMessage('Keywords', L.keywordsMax)),
  orcid: optionalOrcid,
  coAuthors: optionalText(L.coAuthorsMax, tooLongMessage('Co-authors', L.coAuthorsMax)),
  note: optionalText(L.noteMax, tooLongMessage('Note', L.noteMax)),
};

/**
 * The submission form of seed 000 §3 with its files: the text fields above and `files`, at
 * least one manuscript file ('Please select at least one file'), each passing `checkFile`.
 */
export const manuscriptSubmissionForm = z.object({ ...manuscriptTextFields, files: manuscriptFiles });
export type ManuscriptSubmissionFormInput = z.input<typeof manuscriptSubmissionForm>;
export type ManuscriptSubmissionForm = z.output<typeof manuscriptSubmissionForm>;
