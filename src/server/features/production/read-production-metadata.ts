/**
 * Reading the production metadata (docs/decisions/0028-production-metadata-and-generated-jats.md;
 * `GET /api/submissions/{id}/production-metadata`).
 */
import { eq } from 'drizzle-orm';
import type { ProductionMetadata } from '../../../shared/api/production';
import { submissions } from '../../db/schema';
import type { SubmissionCall } from '../submissions';
import {
  checkProductionAccess,
  editableBy,
  editsRow,
  metadataAnswer,
  prefilledMetadata,
  productionFacts,
  savedMetadata,
} from './production-metadata';

/**
 * The saved record of submission `submissionId`, or the one prefilled from the submission, with
 * `saved`, `editable`, `updatedAt` and the DOI found in each reference line.
 * @throws AppError NOT_FOUND (neither an editor of its journal nor its author), CONFLICT (409,
 *   `currentStatus`) outside production (see {@link checkProductionAccess})
 */
export async function readProductionMetadata({
  db,
  user,
  submissionId,
}: Pick<SubmissionCall, 'db' | 'user' | 'submissionId'>): Promise<ProductionMetadata> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  const facts = await productionFacts(db, row, user);
  checkProductionAccess(row, user, false, facts);
  const editor = editsRow(row, user, facts);
  const saved = await savedMetadata(db, submissionId);
  return metadataAnswer(saved?.metadata ?? (await prefilledMetadata(db, row)), saved, editableBy(row, editor));
}
