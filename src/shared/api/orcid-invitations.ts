/**
 * The contract of co-authors' ORCID invitations and of an ORCID-made account's own address
 * (decision 0093): the mailed link's page (what it is for), starting ORCID's round trip from it,
 * an editor's re-send, and setting a real address in place of `<iD>@orcid.invalid`.
 */
import { z } from 'zod';
import { SECRET_TOKEN_MAX } from '../validation/auth';
import { email } from '../validation/fields';
import { requiredText, text } from '../validation/text';

export const ORCID_LINK_INVALID = 'This link is not valid. Check that you copied the whole link from the mail.';

/** Body of the link's calls: the token of the mailed link. */
export const orcidInvitationToken = z.strictObject({
  token: requiredText(ORCID_LINK_INVALID).max(SECRET_TOKEN_MAX, { error: ORCID_LINK_INVALID, abort: true }),
});

/** What the link's page shows: whose iD, for which manuscript. */
export const orcidInvitationView = z.object({
  authorName: text(),
  title: text(),
  journalTitle: text(),
  /** ISO 8601: when the link stops working. */
  expiresAt: text(),
});
export type OrcidInvitationView = z.infer<typeof orcidInvitationView>;

/** `POST …/orcid-invitation`'s answer: the address the new link went to. */
export const orcidInvitationSent = z.object({ sentTo: text() });

/** Params of the re-send: the submission and the author's index in its byline (0-based). */
export const authorParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  index: z.coerce.number().int().min(0).max(999),
});

/** Body of `POST /api/me/email`: the real address to confirm (an ORCID-made account). */
export const setEmailRequest = z.strictObject({ email });
export type SetEmailRequest = z.output<typeof setEmailRequest>;
