/**
 * API contract of DOI deposits and exports (decision 0027): the admin's list of Crossref deposits
 * with Crossref's answers, the Redeposit action, and the download paths of the Crossref deposit
 * XML and the DOAJ export. Dates are ISO 8601 strings; lists are arrays with the total in
 * X-Total-Count.
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { pageQuery, serialId } from './common';

export const DEPOSIT_STATUSES = ['pending', 'sent', 'failed'] as const;
export const depositStatus = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatus>;

/** One Crossref deposit of an article's metadata (a redeposit is another). */
export const depositItem = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  articleTitle: text(),
  doi: text(),
  /** pending (queued or retrying), sent (Crossref accepted the file), failed (given up). */
  status: depositStatus,
  attempts: z.number().int(),
  /** When the next attempt is due (pending only). */
  nextAttemptAt: text().nullable(),
  /** `doi_batch_id` of the last file sent, the name Crossref's submission log gives it. */
  batchId: text().nullable(),
  lastError: text().nullable(),
  /** HTTP status and body of Crossref's last answer (at most 64 KB). */
  responseStatus: z.number().int().nullable(),
  responseBody: text().nullable(),
  createdAt: text(),
  sentAt: text().nullable(),
  /** Site-relative path of the article's current deposit XML (admin bearer token). */
  xmlUrl: text(),
});
export type DepositItem = z.infer<typeof depositItem>;

/** `GET /api/admin/deposits`: a page, optionally of one status or one article. */
export const depositsQuery = pageQuery.extend({
  status: depositStatus.optional(),
  articleId: serialId.optional(),
});

/** Whether deposits are sent (CROSSREF_* set) and DOIs assigned (DOI_PREFIX set). */
export const depositSettings = z.object({
  /** DOI_PREFIX, or null when publishing assigns no DOI. */
  doiPrefix: text().nullable(),
  /** True when CROSSREF_USER, CROSSREF_PASSWORD and CROSSREF_DEPOSIT_URL are set. */
  sending: z.boolean(),
});

/** `GET /api/admin/exports/doaj/journals/{id}`: one issue with both, else the whole journal. */
export const doajQuery = z
  .object({
    volume: text().trim().min(1).max(50).optional(),
    issue: text().trim().min(1).max(50).optional(),
  })
  .refine((q) => (q.volume === undefined) === (q.issue === undefined), {
    path: ['issue'],
    message: 'Give both volume and issue, or neither',
  });

/** Site-relative paths of the downloads. */
export const depositPaths = {
  crossrefXml: (articleId: number) => `/api/admin/deposits/articles/${articleId}/crossref.xml`,
  redeposit: (articleId: number) => `/api/admin/deposits/articles/${articleId}/redeposit`,
  doaj: (journalId: number, issue?: { volume: string; issue: string }) =>
    `/api/admin/exports/doaj/journals/${journalId}` +
    (issue ? `?volume=${encodeURIComponent(issue.volume)}&issue=${encodeURIComponent(issue.issue)}` : ''),
};
