/**
 * API contract of issue management (docs/decisions/0032-issue-publishing.md): editors
 * and admins list, create and edit a journal's issues, assign a manuscript to one in production,
 * and publish an issue with its scheduled articles.
 */
import { z } from 'zod';
import { strictBody, text } from '../validation/text';
import { issueStatus, issueSummary } from './issues';

const optionalText = (max: number, label: string) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Body of POST /api/admin/journals/{abbreviation}/issues and PATCH …/issues/{id} (all fields).
 * Any other property is refused (400 'Unknown field: …'; decision 0059).
 */
export const issueRequest = strictBody({
  volume: text().trim().min(1, 'Volume is required').max(20, 'Volume must be at most 20 characters'),
  number: text().trim().min(1, 'Issue number is required').max(20, 'Issue number must be at most 20 characters'),
  year: z
    .number({ message: 'Year is required' })
    .int('Year must be a whole number')
    .min(1665, 'Year must be 1665 or later')
    .max(2999, 'Year must be 2999 or earlier'),
  title: optionalText(300, 'Title'),
  description: optionalText(5000, 'Description'),
  /** ISO date "YYYY-MM-DD" or null. */
  publishedDate: z.iso
    .date('Publication date must be a date (YYYY-MM-DD)')
    .nullish()
    .transform((v) => v ?? null),
  status: issueStatus.default('future'),
});
export type IssueRequest = z.infer<typeof issueRequest>;

/** One issue as the editorial office sees it (future issues included). */
export const issueRecord = issueSummary.extend({
  id: z.number().int(),
  /** Manuscripts held for this issue until it is published. */
  scheduledCount: z.number().int(),
});
export type IssueRecord = z.infer<typeof issueRecord>;

export const issueRecords = z.object({ issues: z.array(issueRecord) });
export type IssueRecords = z.infer<typeof issueRecords>;

export const issueManagementParams = z.object({ abbreviation: text().trim().min(1).max(100) });
export const issueIdParams = issueManagementParams.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Answer of POST …/issues/{id}/publish: the issue now current and the articles published with it. */
export const issuePublication = z.object({
  issue: issueRecord,
  articles: z.array(z.object({ submissionId: z.number().int(), articleId: z.number().int() })),
});
export type IssuePublication = z.infer<typeof issuePublication>;

/** Body of PUT /api/submissions/{id}/issue: an issue id of the submission's journal, or null (continuous). */
export const issueAssignmentRequest = z.object({
  issueId: z.number().int().positive().nullable(),
});

/** The issue assignment of a submission in production, and the issues it may choose from. */
export const issueAssignment = z.object({
  issueId: z.number().int().nullable(),
  /** ISO timestamp when it was published into a future issue and is held for it; else null. */
  scheduledAt: text().nullable(),
  /** The journal's current issue and its future issues. */
  options: z.array(issueRecord.pick({ id: true, volume: true, number: true, title: true, status: true, year: true })),
});
export type IssueAssignment = z.infer<typeof issueAssignment>;

/** Answer of POST /api/submissions/{id}/publish (202) when the assigned issue is a future one. */
export const publicationScheduled = z.object({
  scheduled: z.literal(true),
  issue: z.object({ id: z.number().int(), volume: text(), number: text() }),
});
export type PublicationScheduled = z.infer<typeof publicationScheduled>;
