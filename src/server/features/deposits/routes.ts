/**
 * The admin's deposits and exports (docs/decisions/0027-dois-and-deposits.md): every route needs
 * the `manage_deposits` policy (admin only); 401 without a session, 403 for other roles.
 *
 * - `GET /api/admin/deposits` — Crossref deposits, newest first (`limit` 1–100, `offset`,
 *   `status`, `articleId`; total in X-Total-Count), with Crossref's answers.
 * - `GET /api/admin/deposits/settings` — whether DOIs are assigned and deposits sent.
 * - `GET /api/admin/deposits/articles/{id}/crossref.xml` — the article's deposit XML as it
 *   would be sent now (attachment); 404 no article, 409 no DOI.
 * - `POST /api/admin/deposits/articles/{id}/redeposit` — queues a new deposit and its
 *   `deposit.send` job (201 with the deposit);
 *   404 no article, 409 no DOI, deposits not configured (CROSSREF_*), or one already pending.
 * - `GET /api/admin/exports/doaj/journals/{id}[?volume=&issue=]` — the DOAJ export of a
 *   journal, or of one issue (attachment); 404 no journal, 400 one of volume/issue alone,
 *   409 when the journal (or issue) has no published article (doajArticles.xsd wants one record
 *   at least).
 * Paths and schemas: the endpoint table, shared/api/endpoints/deposits.ts (decision 0064).
 */
import contentDisposition from 'content-disposition';
import { TOTAL_COUNT_HEADER } from '../../../shared/api/common';
import { depositPaths } from '../../../shared/api/deposits';
import * as endpoints from '../../../shared/api/endpoints/deposits';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { lockNames } from '../../lib/advisory-lock';
import { AppError } from '../../lib/errors';
import { journalScoped } from '../journals';
import { crossrefDepositXml } from './crossref-xml';
import { doajArticlesXml } from './doaj-xml';
import { enqueueDeposit, listDeposits, type DepositListItem } from './queue';
import { findArticleDoi, loadDepositRecord, loadJournalArticles } from './record';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A deposits row as the API answers it. */
function present(row: DepositListItem) {
  return {
    id: row.id,
    articleId: row.articleId,
    articleTitle: row.articleTitle,
    doi: row.doi,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    batchId: row.batchId,
    lastError: row.lastError,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    xmlUrl: depositPaths.crossrefXml(row.articleId),
  };
}

type XmlReply = { header(n: string, v: string): unknown; type(t: string): unknown };

function sendXml(reply: XmlReply, filename: string, xml: string): string {
  reply.type('application/xml; charset=utf-8');
  reply.header('content-disposition', contentDisposition(filename));
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  return xml;
}

export default async function depositRoutes(app: AppInstance) {
  const asAdmin = { onRequest: app.requirePermission('manage_deposits') };
  const { config } = app;
  const { deps } = app;

  endpointRoute(app, endpoints.listDeposits, asAdmin, async (request, reply) => {
    const { limit, offset, status, articleId } = request.query;
    const { items, total } = await listDeposits(app.db, { status, articleId }, { limit, offset });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(present);
  });

  endpointRoute(app, endpoints.getDepositSettings, asAdmin, async () => ({
    doiPrefix: config.doiPrefix ?? null,
    sending: config.crossref !== undefined,
  }));

  endpointRoute(app, endpoints.getCrossrefXml, asAdmin, async (request, reply) => {
    const record = await loadDepositRecord(deps, request.params.id);
    if (!record.article.doi) throw new AppError('CONFLICT', 'This article has no DOI to deposit');
    const batchId = `genesis-article-${record.article.id}-download-${Date.now()}`;
    const xml = crossrefDepositXml({
      record,
      publicUrl: config.publicUrl,
      depositor: config.depositor,
      batchId,
      at: new Date(),
    });
    return sendXml(reply, `crossref-article-${record.article.id}.xml`, xml);
  });

  endpointRoute(app, endpoints.redeposit, asAdmin, async (request, reply) => {
    const article = await findArticleDoi(app.db, request.params.id);
    if (!article) throw new AppError('NOT_FOUND', 'Article not found');
    if (!config.crossref)
      throw new AppError(
        'CONFLICT',
        'Crossref deposits are not configured (CROSSREF_USER, CROSSREF_PASSWORD, CROSSREF_DEPOSIT_URL); download the XML instead',
      );
    if (!article.doi) throw new AppError('CONFLICT', 'This article has no DOI to deposit');
    const doi = article.doi;
    // The deposit and its deposit.send job, together or not at all; the check for a pending
    // deposit runs under a lock on the article's deposits, so that two redeposits at once
    // cannot both find none (race.test.ts).
    const { id } = await app.db.transaction(async (tx) => {
      await lockNames(tx, [`deposit:article:${article.id}`]);
      const waiting = await listDeposits(tx, { articleId: article.id, status: 'pending' }, { limit: 1, offset: 0 });
      if (waiting.total > 0) throw new AppError('CONFLICT', 'A deposit of this article is already waiting to be sent');
      const queued = await enqueueDeposit(tx, article.id, doi);
      // A redeposit is a corrected record: the authors' ORCID works are updated too (decision 0088).
      await deps.orcidCredit.articleChanged(tx, article.id);
      return queued;
    });
    const { items } = await listDeposits(app.db, { depositId: id }, { limit: 1, offset: 0 });
    reply.code(201);
    return present(items[0]);
  });

  // Admins only; others 404 for this journal as for a missing one (decision 0059).
  endpointRoute(app, endpoints.exportDoaj, journalScoped(app, { param: 'id' }, 'admin'), async (request, reply) => {
    const { volume, issue } = request.query;
    const issueOf = volume !== undefined && issue !== undefined ? { volume, issue } : undefined;
    const found = await loadJournalArticles(app.db, request.params.id, issueOf);
    if (!found) throw new AppError('NOT_FOUND', 'Journal not found');
    if (found.articles.length === 0) {
      throw new AppError(
        'CONFLICT',
        issueOf ? 'This issue has no published article to export' : 'This journal has no published article to export',
      );
    }
    const xml = doajArticlesXml({ ...found, publicUrl: config.publicUrl, depositor: config.depositor });
    const slug = found.journal.abbreviation.toLowerCase().replace(/[^a-z0-9-]+/g, '');
    const name = issueOf ? `doaj-${slug}-v${issueOf.volume}-i${issueOf.issue}.xml` : `doaj-${slug}.xml`;
    return sendXml(reply, name.replace(/[^A-Za-z0-9._-]+/g, '_'), xml);
  });
}
