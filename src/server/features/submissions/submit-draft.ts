/**
 * Submitting a draft (decision 0009; seed 001 §7 `POST /api/submissions/{id}/submit`).
 */
import { and, count, eq } from 'drizzle-orm';
import { submissionFiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SubmissionCall } from './workflow-deps';
import { transition, type SubmissionRow } from './workflow';
import { noticeSubmitted } from './workflow-notices';
import { inviteCoAuthors } from './orcid-invitations';

/**
 * draft → submitted: it needs a manuscript file and an abstract. The author gets an
 * acknowledgement and the journal's editors a notice (decision 0054); each co-author the wizard
 * gave an address for, a link to connect their ORCID iD (decision 0093).
 * @returns the submission as it now is
 * @throws AppError VALIDATION_FAILED (400) naming what is missing (`file`, `abstract`);
 *   NOT_FOUND (not the caller's); CONFLICT (409, `currentStatus`) when not a draft
 */
export async function submitDraft({ user, submissionId, ...deps }: SubmissionCall): Promise<SubmissionRow> {
  return deps.db.transaction(async (tx) => {
    const { after } = await transition(tx, {
      submissionId,
      action: 'submit',
      user,
      set: () => ({ submittedAt: new Date() }),
      check: async (row) => {
        const errors = [];
        const [{ n }] = await tx
          .select({ n: count() })
          .from(submissionFiles)
          .where(and(eq(submissionFiles.submissionId, row.id), eq(submissionFiles.kind, 'manuscript')));
        if (n === 0) errors.push({ path: 'file', message: 'Upload the manuscript before submitting' });
        if (!row.abstract.trim()) errors.push({ path: 'abstract', message: 'Add the abstract before submitting' });
        if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0].message, { errors });
      },
    });
    await noticeSubmitted(tx, deps, after);
    // Decision 0093: each co-author with an address is mailed a link to connect their ORCID iD.
    await inviteCoAuthors(tx, deps, after);
    return after;
  });
}
