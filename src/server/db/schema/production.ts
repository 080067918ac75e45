/**
 * Tables owned by production (features/production; docs/decisions/0065-production-feature.md):
 * the production metadata an article is published from. The submission's own columns of
 * publication (its issue, its hold for a future issue, its article) stay the submissions
 * feature's, written through its use cases.
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import { users } from './accounts';
import { submissions } from './submissions';

/**
 * The production metadata of a submission (docs/decisions/0028-production-metadata-and-generated-jats.md):
 * structured authors, affiliations, ORCID iDs, keywords, funding, licence, statements and
 * references, completed by the editor in production and by the author at proof, validated by
 * shared/api/production.ts before it is stored. Publication generates the article's JATS from it.
 */
export const productionMetadata = pgTable('production_metadata', {
  submissionId: integer('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  /** The record as shared/api/production.ts `productionMetadataRecord` shapes it. */
  metadata: jsonb('metadata').$type<ProductionMetadataRecord>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
