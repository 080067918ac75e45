/**
 * Production starts (decision 0009; seed 001 §7 `POST /api/submissions/{id}/production`).
 */
import { transition, type SubmissionCall, type SubmissionRow } from '../submissions';

/**
 * accepted → in production, by an editor of the submission's journal.
 * @returns the submission as it now is
 * @throws AppError NOT_FOUND (not an editor of its journal); CONFLICT (409, `currentStatus`) unless accepted
 */
export async function startProduction({ user, submissionId, db }: SubmissionCall): Promise<SubmissionRow> {
  return db.transaction(async (tx) => (await transition(tx, { submissionId, action: 'start_production', user })).after);
}
