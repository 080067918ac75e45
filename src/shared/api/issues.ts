/**
 * API contract of volumes and issues (docs/decisions/0029-volumes-and-issues.md):
 * a journal's back catalogue, GET /api/journals/{abbreviation}/issues, and one issue's (or one
 * volume's) table of contents, GET /api/journals/{abbreviation}/issues/{volume}[/{number}].
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { articleSummary } from './catalogue';

/** Where an issue stands: announced, the journal's current issue, or in the back catalogue. */
export const issueStatus = z.enum(['future', 'current', 'back']);

/** One issue as listed. */
export const issueSummary = z.object({
  volume: text(),
  /** The issue number as printed; '' for the volume's articles that carry none (continuous publication). */
  number: text(),
  year: z.number().int().nullable(),
  title: text().nullable(),
  description: text().nullable(),
  /** ISO date "YYYY-MM-DD" or null. */
  publishedDate: text().nullable(),
  status: issueStatus,
  /** Published articles in the issue. */
  articleCount: z.number().int(),
});
export type IssueSummary = z.infer<typeof issueSummary>;

/** One volume with its issues, newest issue first. */
export const volumeSummary = z.object({
  volume: text(),
  /** Earliest year of its issues, or null. */
  year: z.number().int().nullable(),
  articleCount: z.number().int(),
  issues: z.array(issueSummary),
});
export type VolumeSummary = z.infer<typeof volumeSummary>;

/** A journal's back catalogue: every volume newest first, and its current issue. */
export const journalVolumes = z.object({
  journalId: z.number().int(),
  /**
   * The current issue: the one marked current, else the newest issue with articles; null
   * when the journal has no issues.
   */
  current: issueSummary.nullable(),
  volumes: z.array(volumeSummary),
});
export type JournalVolumes = z.infer<typeof journalVolumes>;

/** An article of a table of contents: its summary and its page range ("123-130", "e1004"). */
export const contentsArticle = articleSummary.extend({ pages: text().nullable() });
export type ContentsArticle = z.infer<typeof contentsArticle>;

/** A table of contents: one issue, or every issue of one volume (`number` null). */
export const issueContents = z.object({
  journal: z.object({ id: z.number().int(), title: text(), abbreviation: text() }),
  volume: text(),
  /** The issue number shown; null when the contents are the whole volume's. */
  number: text().nullable(),
  /** The issue shown, or null for a whole volume. */
  issue: issueSummary.nullable(),
  /** Every issue of the volume, newest first (the page's issue navigation). */
  issues: z.array(issueSummary),
  articleCount: z.number().int(),
  /** Sections by article type (Editorial first, then research, then the rest by name); articles by first page. */
  sections: z.array(z.object({ articleType: text(), articles: z.array(contentsArticle) })),
});
export type IssueContents = z.infer<typeof issueContents>;

/** Path parameters: an abbreviation, a volume and an issue number as printed. */
export const issueParams = z.object({
  abbreviation: text().trim().min(1).max(100),
  volume: text().trim().min(1, 'Volume is required').max(20, 'Volume must be at most 20 characters'),
  number: text().trim().min(1, 'Issue number is required').max(20, 'Issue number must be at most 20 characters'),
});
