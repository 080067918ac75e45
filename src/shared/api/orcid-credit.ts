/**
 * ORCID credit, the admin's view (decision 0088): the items Genesis writes to people's ORCID
 * records (an author's work, a reviewer's peer-review activity) with where each push stands.
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { pageQuery } from './common';

/**
 * pending (queued or retrying), sent (ORCID accepted it), failed (given up), revoked (the person
 * revoked access: ORCID answered 401).
 */
export const orcidItemStatus = z.enum(['pending', 'sent', 'failed', 'revoked']);
export type OrcidItemStatus = z.infer<typeof orcidItemStatus>;

/** One item, as `GET /api/admin/orcid-items` lists it. */
export const orcidItem = z.object({
  id: z.number().int(),
  /** 'work' (an author's article) or 'peer-review' (a reviewer's review). */
  kind: z.enum(['work', 'peer-review']),
  /** The bare iD of the record written to. */
  orcid: text(),
  /** The article of a work (null for a peer review, whose manuscript is not named: double-blind). */
  articleId: z.number().int().nullable(),
  articleTitle: text().nullable(),
  journalTitle: text().nullable(),
  /** ORCID's put-code, once the item exists on the record. */
  putCode: text().nullable(),
  status: orcidItemStatus,
  attempts: z.number().int(),
  /** Why the last attempt failed (ORCID's status and message; never a token). */
  lastError: text().nullable(),
  responseStatus: z.number().int().nullable(),
  updatedAt: text(),
  sentAt: text().nullable(),
});
export type OrcidItem = z.infer<typeof orcidItem>;

/** `GET /api/admin/orcid-items?limit&offset&status`. */
export const orcidItemsQuery = pageQuery.extend({ status: orcidItemStatus.optional() });
