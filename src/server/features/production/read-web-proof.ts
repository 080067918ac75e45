/**
 * The web proof (docs/decisions/0028-production-metadata-and-generated-jats.md;
 * `GET /api/submissions/{id}/web-proof`): the web full text made from the accepted Word
 * manuscript, shown beside the PDF proof.
 */
import { eq } from 'drizzle-orm';
import type { WebProof } from '../../../shared/api/production';
import { submissions } from '../../db/schema';
import type { SubmissionCall } from '../submissions';
import { webVersionOf } from './docx-html';
import { checkProductionAccess, productionFacts } from './production-metadata';

/**
 * What the article page of submission `submissionId` will show as its full text: sanitized
 * HTML, or `html` null with `messages` saying why (a manuscript that is not DOCX), and the
 * manuscript's file name. Who may read it: as for the production metadata.
 * @throws AppError NOT_FOUND (neither an editor of its journal nor its author), CONFLICT (409,
 *   `currentStatus`) outside production (see {@link checkProductionAccess})
 */
export async function readWebProof({
  db,
  storage,
  user,
  submissionId,
}: Pick<SubmissionCall, 'db' | 'storage' | 'user' | 'submissionId'>): Promise<WebProof> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  checkProductionAccess(row, user, false, await productionFacts(db, row, user));
  return webVersionOf({ db, storage }, row.id);
}
