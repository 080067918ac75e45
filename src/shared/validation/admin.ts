/**
 * Request bodies of the admin inbox (decision 0010; seed 001 §5, §7).
 */
import { z } from 'zod';
import { email } from './fields';

/** The word that enables permanent deletion (seed 001 §5, §9). */
export const DELETE_CONFIRMATION = 'DELETE';

/** `POST /api/admin/public-manuscripts/{id}/triage`: archive, or convert (optional editor e-mail to notify). */
export const manuscriptTriage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('archive') }),
  z.object({
    action: z.literal('convert'),
    editorEmail: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), email.optional()),
  }),
]);
export type ManuscriptTriage = z.output<typeof manuscriptTriage>;

/** `POST /api/admin/joins/{id}/triage`: reject (seed), or approve (ours). */
export const joinTriage = z.object({
  action: z.enum(['reject', 'approve'], { error: 'action must be reject or approve' }),
  /** With `approve`: also add the applicant to the journal's editorial board in the matching role (decision 0031). */
  addToBoard: z.boolean({ error: 'addToBoard must be true or false' }).optional(),
});

/** The inbox lists' query (`status=pending` as the seed sends; `kind` for joins). */
export const inboxQuery = z.object({
  status: z.enum(['pending', 'accepted', 'rejected', 'spam']).default('pending'),
  kind: z.enum(['reviewer', 'editor', 'associate_editor']).optional(),
});
