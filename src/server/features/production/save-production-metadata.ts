/**
 * Saving the production metadata (docs/decisions/0028-production-metadata-and-generated-jats.md;
 * `PUT /api/submissions/{id}/production-metadata`).
 */
import { eq } from 'drizzle-orm';
import type {
  ProductionMetadata,
  ProductionMetadataRecord,
  ProductionMetadataRequest,
} from '../../../shared/api/production';
import { referenceLines } from '../../../shared/domain/reference-lines';
import { productionMetadata, submissions } from '../../db/schema';
import { recordEvent, touchSubmission, type SubmissionCall } from '../submissions';
import { keepAuthenticatedMarks } from '../../../shared/domain/orcid-authenticated';
import {
  checkProductionAccess,
  editsRow,
  metadataAnswer,
  prefilledMetadata,
  productionFacts,
  savedMetadata,
} from './production-metadata';

/**
 * Replaces the record of submission `submissionId` with `input` (already validated by
 * shared/api/production.ts; references one per line) under the submission's row lock, so a save
 * cannot slip past the proof's approval; the submission is marked changed and its history gets
 * a `save_production_metadata` line.
 * @returns the saved record (`saved` and `editable` true)
 * @throws AppError NOT_FOUND (neither an editor of its journal nor its author), CONFLICT (409,
 *   `currentStatus`) when its status does not allow a change (see {@link checkProductionAccess})
 */
export async function saveProductionMetadata({
  db,
  user,
  submissionId,
  input,
}: Pick<SubmissionCall, 'db' | 'user' | 'submissionId'> & {
  input: ProductionMetadataRequest;
}): Promise<ProductionMetadata> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
    const facts = await productionFacts(tx, row, user);
    checkProductionAccess(row, user, true, facts);
    const editor = editsRow(row, user, facts);
    // The authenticated mark (decision 0088) is never taken from the request: an author keeps it
    // when the iD is the one that was authenticated in the record as it stood (saved or prefilled).
    const previous = (await savedMetadata(tx, submissionId))?.metadata ?? (await prefilledMetadata(tx, row));
    const record: ProductionMetadataRecord = {
      authors: keepAuthenticatedMarks(previous.authors, input.authors),
      keywords: input.keywords,
      funding: input.funding,
      license: input.license,
      conflictOfInterest: input.conflictOfInterest ?? null,
      dataAvailability: input.dataAvailability ?? null,
      ethics: input.ethics,
      references: referenceLines(input.references),
      language: input.language,
      translations: input.translations,
    };
    const now = new Date();
    const values = { submissionId, metadata: record, updatedBy: user.id, updatedAt: now };
    await tx
      .insert(productionMetadata)
      .values(values)
      .onConflictDoUpdate({ target: productionMetadata.submissionId, set: values });
    await touchSubmission(tx, submissionId, now);
    await recordEvent(tx, {
      submissionId,
      actor: user,
      actorRole: editor ? 'editor' : 'author',
      action: 'save_production_metadata',
    });
    return metadataAnswer(record, { updatedAt: now }, true);
  });
}
