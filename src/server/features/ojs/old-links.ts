/**
 * Old OJS links answer 301 to the Genesis page of the same record (docs/decisions/0091-ojs-native-import.md),
 * from the mapping kept at import (`ojs_imported_records`): the journal by its OJS path, articles,
 * galleys and issues by their OJS internal ids. Both URL forms of OJS: `/index.php/{path}/…` and
 * the "restful URLs" form without `index.php/`.
 *
 * | OJS URL                                        | Genesis page                                  |
 * | ---------------------------------------------- | --------------------------------------------- |
 * | `{path}`                                       | the journal page                              |
 * | `{path}/issue/archive`                         | the journal page's Archive tab (`?tab=archive`) |
 * | `{path}/issue/view/{issueId}`                  | the issue's table of contents                 |
 * | `{path}/article/view/{articleId}`              | the article page                              |
 * | `{path}/article/view/{articleId}/{galleyId}`   | the galley's file (else the article page)     |
 * | `{path}/article/download/{articleId}/{galleyId}` | the galley's file                           |
 *
 * The journal home without `index.php/` (`/{path}`) is not taken: it would shadow the site's own
 * one-segment pages. OJS's `url_path` aliases are not mapped (only internal ids). An unknown path
 * or id is left to the page route, which answers the site's 404 page (never a 500).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { journalIssues, journals, ojsImportedRecords } from '../../db/schema';
import { paths } from '../../../shared/routes';

/** The parts of an old OJS URL path (after the optional `/index.php`), or null when it is not one. */
export type OjsLink =
  | { page: 'journal' | 'archive'; ojsPath: string }
  | { page: 'issue'; ojsPath: string; id: string }
  | { page: 'article'; ojsPath: string; id: string; galleyId: string | null; download: boolean };

const SEGMENT = '([A-Za-z0-9_.-]+)';
const ID = '(\\d{1,18})';

/** Parses `pathname` (no query) as an OJS URL. */
export function parseOjsLink(pathname: string): OjsLink | null {
  const rest = pathname.replace(/^\/index\.php(?=\/)/, '');
  let m: RegExpExecArray | null;
  if (rest !== pathname && (m = new RegExp(`^/${SEGMENT}/?$`).exec(rest))) return { page: 'journal', ojsPath: m[1] };
  if ((m = new RegExp(`^/${SEGMENT}/issue/archive/?$`).exec(rest))) return { page: 'archive', ojsPath: m[1] };
  if ((m = new RegExp(`^/${SEGMENT}/issue/view/${ID}(?:/\\d+)?/?$`).exec(rest)))
    return { page: 'issue', ojsPath: m[1], id: m[2] };
  if ((m = new RegExp(`^/${SEGMENT}/article/(view|download)/${ID}(?:/${ID})?(?:/\\d+)?/?$`).exec(rest))) {
    if (m[2] === 'download' && !m[4]) return null;
    return { page: 'article', ojsPath: m[1], id: m[3], galleyId: m[4] ?? null, download: m[2] === 'download' };
  }
  return null;
}

async function mapped(db: DbOrTx, journalId: number, kind: string, ojsId: string): Promise<string | null> {
  return (await mappedRow(db, journalId, kind, ojsId))?.genesisId ?? null;
}

async function mappedRow(db: DbOrTx, journalId: number, kind: string, ojsId: string) {
  const [row] = await db
    .select({ genesisId: ojsImportedRecords.genesisId, articleOjsId: ojsImportedRecords.articleOjsId })
    .from(ojsImportedRecords)
    .where(
      and(
        eq(ojsImportedRecords.journalId, journalId),
        sql`${ojsImportedRecords.kind} = ${kind}`,
        eq(ojsImportedRecords.ojsId, ojsId),
      ),
    );
  return row ?? null;
}

/**
 * The Genesis URL (site-relative) an old OJS link leads to, or null when its journal path or its
 * record was never imported (the caller answers 404).
 */
export async function resolveOjsLink(db: DbOrTx, link: OjsLink): Promise<string | null> {
  const [journal] = await db
    .select({ id: journals.id, abbreviation: journals.abbreviation })
    .from(ojsImportedRecords)
    .innerJoin(journals, eq(journals.id, ojsImportedRecords.journalId))
    .where(and(sql`${ojsImportedRecords.kind} = 'journal'`, eq(ojsImportedRecords.ojsId, link.ojsPath)))
    .limit(1);
  if (!journal) return null;
  const home = paths.journal.getHref(journal.abbreviation);
  if (link.page === 'journal') return home;
  if (link.page === 'archive') return `${home}?tab=archive`;
  if (link.page !== 'issue' && link.page !== 'article') return null;
  if (link.page === 'issue') {
    const issueId = await mapped(db, journal.id, 'issue', link.id);
    if (!issueId) return null;
    const [issue] = await db
      .select({ volume: journalIssues.volume, number: journalIssues.number })
      .from(journalIssues)
      .where(and(eq(journalIssues.id, Number(issueId)), eq(journalIssues.journalId, journal.id)));
    return issue ? paths.journalIssue.getHref(journal.abbreviation, issue.volume, issue.number) : null;
  }
  const articleId = await mapped(db, journal.id, 'article', link.id);
  if (!articleId) return null;
  if (link.galleyId !== null) {
    // The galley must be one of this article's (another article's galley id is not followed).
    const galley = await mappedRow(db, journal.id, 'galley', link.galleyId);
    if (galley?.genesisId && galley.articleOjsId === link.id) return `/api/files/${galley.genesisId}`;
    if (link.download) return null;
  }
  return paths.article.getHref(articleId);
}
