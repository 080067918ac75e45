/**
 * Drafts kept on the server while a person types (docs/decisions/0074-revision-deadlines-and-drafts.md):
 * one per person, submission and key. A key names what is being written and so the role it is
 * written in:
 * - `review`: the reviewer's review form (a reviewer with an accepted invitation to the submission);
 * - `decision.minor`, `decision.major`, `decision.accept`, `decision.reject`: the editor's letter
 *   for that decision (an editor of the submission's journal; decision 0071: one draft per decision);
 * - `discussion.{name}` (`name`: 1–40 of a–z, 0–9, `-`): a message of the submission's discussion
 *   (its editors, its author, or a reviewer invited to it who accepted).
 * The body is a flat object of fields (text, number, true/false or null), at most
 * {@link DRAFT_BODY_MAX} characters as JSON.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Longest draft body, in characters of its JSON (two decision letters of 50,000 and room to spare). */
export const DRAFT_BODY_MAX = 120_000;
/** Most fields in a draft body. */
export const DRAFT_FIELDS_MAX = 50;

/** The pattern of a draft key (see the module comment). */
export const DRAFT_KEY_PATTERN = /^(review|decision\.(minor|major|accept|reject)|discussion\.[a-z0-9-]{1,40})$/;
/** The message of a key that is none of the above. */
export const DRAFT_KEY_INVALID =
  'Unknown draft key: review, decision.minor, decision.major, decision.accept, decision.reject or discussion.{name}';

/** A draft key in a path. */
export const draftKey = text(DRAFT_KEY_INVALID).regex(DRAFT_KEY_PATTERN, { error: DRAFT_KEY_INVALID });
export type DraftKey = z.infer<typeof draftKey>;

/** One field's value in a draft. */
const draftField = z.union([text(), z.number(), z.boolean(), z.null()], {
  error: 'A draft field is text, a number, true/false or null',
});

/** A draft's body: a flat object of fields. */
export const draftBody = z
  .record(text().max(100), draftField, { error: 'A draft body is an object of fields' })
  .refine((v) => Object.keys(v).length <= DRAFT_FIELDS_MAX, {
    error: `A draft has at most ${DRAFT_FIELDS_MAX} fields`,
  });
export type DraftBody = z.infer<typeof draftBody>;

/** `PUT /api/submissions/{id}/drafts/{key}` body. */
export const draftRequest = z.object({ body: draftBody }).strict();

/** A stored draft: its key, body and when it was last saved (ISO 8601). */
export const draft = z.object({ key: text(), body: draftBody, updatedAt: text() });
export type Draft = z.infer<typeof draft>;
