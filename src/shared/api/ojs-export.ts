/**
 * The API contract of the export to OJS Native XML (docs/decisions/0092-ojs-export.md): which
 * OJS version's format, and what to export (the whole journal, one issue, or the articles that
 * belong to no issue).
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { serialId } from './common';

/** The OJS versions whose Native XML Genesis writes (their native.xsd differ). */
export const OJS_EXPORT_FORMATS = ['3.4', '3.5'] as const;

/** `/api/admin/journals/{abbreviation}/ojs-export`'s path parameters. */
export const ojsExportParams = z.object({ abbreviation: text().trim().min(1).max(100) });

/**
 * `?format=3.4|3.5` (default 3.5), then at most one of `issue` (one issue of the journal, by id)
 * and `outsideIssues=true` (the articles in no issue); neither: the whole journal.
 */
export const ojsExportQuery = z
  .object({
    format: z.enum(OJS_EXPORT_FORMATS).default('3.5'),
    issue: serialId.optional(),
    outsideIssues: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => !(q.issue !== undefined && q.outsideIssues === 'true'), {
    path: ['outsideIssues'],
    message: 'Give an issue or outsideIssues, not both',
  });

/** The download's path, for the portal's links. */
export function ojsExportPath(
  abbreviation: string,
  options: { format: (typeof OJS_EXPORT_FORMATS)[number]; issue?: number; outsideIssues?: boolean },
): string {
  const query = new URLSearchParams({ format: options.format });
  if (options.issue !== undefined) query.set('issue', String(options.issue));
  if (options.outsideIssues) query.set('outsideIssues', 'true');
  return `/api/admin/journals/${encodeURIComponent(abbreviation)}/ojs-export?${query}`;
}
