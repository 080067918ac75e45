/**
 * Credit pushed to ORCID records (decision 0088): the `orcid_items` rows and
 * their `orcid.push` jobs (lib/jobs, decision 0043), queued in the transaction that publishes
 * an article (or changes its record) or submits a review, for each person who granted Genesis
 * `/activities/update`; and the job that writes each item through the member API:
 *
 * - no put-code yet: POST → 201, the put-code read from `Location` and kept;
 * - a put-code: PUT the item with it (a republished article updates its work); a 404 (the
 *   person deleted the item) creates it anew;
 * - 409 (ORCID already holds an item of ours with this identifier): the record's summaries are
 *   read, the existing put-code kept, and the item updated through it;
 * - 401 (the person revoked the token): the grant is marked revoked, the item `revoked`, no retry;
 * - 400 (ORCID refused the document): `failed`, no retry (the same document would fail again);
 * - anything else (5xx, 429, network, time limit): retried with the queue's backoff, `failed`
 *   after the last attempt. Each outcome is kept on the row for the admin's list.
 */
import { and, eq, sql } from 'drizzle-orm';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { hasAuthenticatedOrcid } from '../../../shared/domain/orcid-authenticated';
import { paths } from '../../../shared/routes';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import {
  articles,
  journals,
  orcidItems,
  reviews,
  submissions,
  type OrcidItemKind,
  type OrcidItemStatus,
} from '../../db/schema';
import { backoffMs, describeJobError, enqueueJob, type JobHandler, type JobKindOptions } from '../../lib/jobs';
import { fuzzyDate, orcidPeerReviewXml, orcidWorkXml } from './documents';
import { findPutCode, putCodeFromLocation, type MemberApi, type MemberApiAnswer } from './member-api';
import { ACTIVITIES_UPDATE, type OrcidGrant, type OrcidGrants } from './ports';

/** Kind of the job pushing one item (payload `{ itemId }`). */
export const ORCID_PUSH_JOB = 'orcid.push';

/** Attempts before an item is given up ('failed'): about a day and a half of backoff. */
export const ORCID_PUSH_MAX_ATTEMPTS = 8;

/**
 * Peer review in Genesis's journals is double-blind (seed 000, Peer review and FAQ: "double-blind
 * review"): a peer-review item never names the reviewed manuscript or article.
 */
export const JOURNALS_REVIEW_DOUBLE_BLIND = true;

/** A row of orcid_items. */
export type OrcidItemRow = typeof orcidItems.$inferSelect;

const canWrite = (grant: OrcidGrant | null): grant is OrcidGrant =>
  grant !== null && grant.scope.includes(ACTIVITIES_UPDATE);

/** Sets item `id` pending with a fresh push job (due now), within `tx`. */
async function queuePush(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(orcidItems)
    .set({ status: 'pending', attempts: 0, lastError: null, responseStatus: null, updatedAt: sql`now()` })
    .where(eq(orcidItems.id, id));
  await enqueueJob(tx, ORCID_PUSH_JOB, { itemId: id }, { maxAttempts: ORCID_PUSH_MAX_ATTEMPTS });
}

/**
 * Queues the work of article `articleId` for each author whose iD is authenticated and whose
 * grant allows `/activities/update`, within `tx` (the publishing transaction: nothing is queued
 * if it rolls back). An article without a DOI has no identifier ORCID could group the work by,
 * and is not pushed. A row already there (a republish) keeps its put-code: the job updates it.
 * @returns the ids of the items queued
 */
export async function queueArticleWorks(tx: DbOrTx, grants: OrcidGrants, articleId: number): Promise<number[]> {
  const [article] = await tx
    .select({ doi: articles.doi, contributors: articles.contributors })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article?.doi) return [];
  const ids: number[] = [];
  const orcids = new Set(article.contributors.filter(hasAuthenticatedOrcid).map((c) => c.orcid!));
  for (const orcid of orcids) {
    if (!(await grants.writable(tx, orcid))) continue;
    const [row] = await tx
      .insert(orcidItems)
      .values({ kind: 'work', orcid, articleId })
      .onConflictDoUpdate({
        target: [orcidItems.orcid, orcidItems.articleId],
        targetWhere: sql`${orcidItems.kind} = 'work'`,
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: orcidItems.id });
    await queuePush(tx, row.id);
    ids.push(row.id);
  }
  return ids;
}

/**
 * Queues the peer-review item of review `reviewId` for its reviewer (account `reviewerId`) when
 * the reviewer's grant allows `/activities/update` and the journal has an ISSN (the review
 * group ORCID files it under), within `tx` (the review's transaction).
 * @returns the id of the item queued, or null
 */
export async function queueReviewItem(
  tx: DbOrTx,
  grants: OrcidGrants,
  reviewId: number,
  reviewerId: number | null,
): Promise<number | null> {
  if (reviewerId === null) return null;
  const orcid = await grants.writableOrcidOf(tx, reviewerId);
  if (!orcid) return null;
  const [journal] = await tx
    .select({ issn: journals.issn, onlineIssn: journals.onlineIssn })
    .from(reviews)
    .innerJoin(submissions, eq(submissions.id, reviews.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(reviews.id, reviewId));
  if (!journal || !issnOf(journal)) return null;
  const [row] = await tx
    .insert(orcidItems)
    .values({ kind: 'peer-review', orcid, reviewId })
    .onConflictDoUpdate({
      target: [orcidItems.orcid, orcidItems.reviewId],
      targetWhere: sql`${orcidItems.kind} = 'peer-review'`,
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: orcidItems.id });
  await queuePush(tx, row.id);
  return row.id;
}

function issnOf(j: { issn: string | null; onlineIssn: string | null }): string | null {
  const m = /^(\d{4})-?(\d{3}[\dXx])$/.exec((j.onlineIssn ?? j.issn ?? '').trim());
  return m ? `${m[1]}-${m[2].toUpperCase()}` : null;
}

/** The review's own identifier on ORCID: opaque, carrying nothing of the manuscript. */
export const reviewSourceId = (reviewId: number) => `genesis-review-${reviewId}`;

/** The document of `item` and the external identifier a 409 is resolved by, or null when its record is gone. */
async function documentOf(
  db: Db,
  item: OrcidItemRow,
  publicUrl: string,
  putCode?: string,
): Promise<{ xml: string; externalId: string } | null> {
  if (item.kind === 'work') {
    const [row] = await db
      .select({ a: articles, journalTitle: journals.title })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(eq(articles.id, item.articleId!));
    if (!row?.a.doi || !row.a.publishedDate) return null;
    const { a } = row;
    const xml = orcidWorkXml(
      {
        title: a.title,
        journalTitle: row.journalTitle,
        doi: a.doi!,
        published: fuzzyDate(a.publishedDate!, a.publishedDatePrecision),
        url: new URL(paths.article.getHref(a.id), publicUrl).href,
        contributors: a.contributors.map((c) => ({ name: c.name, orcid: hasAuthenticatedOrcid(c) ? c.orcid : null })),
      },
      putCode,
    );
    return { xml, externalId: a.doi! };
  }
  const [row] = await db
    .select({
      submittedAt: reviews.submittedAt,
      issn: journals.issn,
      onlineIssn: journals.onlineIssn,
      journalTitle: journals.title,
      title: submissions.title,
      articleId: submissions.articleId,
      doi: articles.doi,
    })
    .from(reviews)
    .innerJoin(submissions, eq(submissions.id, reviews.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(articles, eq(articles.id, submissions.articleId))
    .where(eq(reviews.id, item.reviewId!));
  const issn = row ? issnOf(row) : null;
  if (!row || !issn) return null;
  const externalId = reviewSourceId(item.reviewId!);
  const xml = orcidPeerReviewXml(
    {
      reviewId: externalId,
      completed: fuzzyDate(row.submittedAt.toISOString().slice(0, 10)),
      issn,
      convening: {
        name: PUBLISHER.legalName,
        city: PUBLISHER.address.city,
        region: PUBLISHER.address.region,
        country: PUBLISHER.address.countryCode,
      },
      // Double-blind: documents.ts leaves the subject (the manuscript's title, its article's
      // DOI and page) out of the item whatever is given here.
      doubleBlind: JOURNALS_REVIEW_DOUBLE_BLIND,
      subject: {
        doi: row.doi,
        title: row.title,
        journalTitle: row.journalTitle,
        url: row.articleId ? new URL(paths.article.getHref(row.articleId), publicUrl).href : undefined,
      },
    },
    putCode,
  );
  return { xml, externalId };
}

/** Records the outcome of an attempt on `item` (only while this attempt is the item's latest). */
async function record(
  db: Db,
  item: OrcidItemRow,
  status: OrcidItemStatus,
  change: { putCode?: string | null; error?: string | null; answer?: MemberApiAnswer },
): Promise<void> {
  await db
    .update(orcidItems)
    .set({
      status,
      ...(change.putCode !== undefined ? { putCode: change.putCode } : {}),
      lastError: change.error ? change.error.slice(0, 2000) : null,
      responseStatus: change.answer?.status ?? null,
      ...(status === 'sent' ? { sentAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(orcidItems.id, item.id), eq(orcidItems.attempts, item.attempts)));
}

/** ORCID's message in an error answer (`<error:developer-message>`), else the status. */
function answerError(answer: MemberApiAnswer): string {
  const m = /<(?:\w+:)?developer-message>([\s\S]*?)<\/(?:\w+:)?developer-message>/.exec(answer.body);
  return `ORCID answered ${answer.status}${m ? `: ${m[1].trim().slice(0, 500)}` : ''}`;
}

/** An error the runner retries after `retryInMs`. */
class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryInMs: number,
  ) {
    super(message);
  }
}

/** The push job's services and settings. */
export type OrcidPushJobOptions = Pick<Deps, 'db' | 'publicUrl'> & {
  api: MemberApi;
  grants: OrcidGrants;
  /** Backoff after n failed attempts, in ms (default the queue's `backoffMs`). */
  retryDelay?: (attempts: number) => number;
};

/**
 * The `orcid.push` job: pushes item `{ itemId }` as the module comment describes.
 * @returns the handler and its kind's options, for `app.jobs.register`
 */
export function orcidPushJob(options: OrcidPushJobOptions): { handler: JobHandler; options: JobKindOptions } {
  const { db, api, grants } = options;
  const retryDelay = options.retryDelay ?? ((n: number) => backoffMs(n));
  const handler: JobHandler = async (payload, { job, lastAttempt }) => {
    const itemId = (payload as { itemId?: unknown }).itemId;
    if (typeof itemId !== 'number') throw new Error('orcid.push job without an itemId');
    const [item] = await db
      .update(orcidItems)
      .set({ attempts: job.attempts, updatedAt: sql`now()` })
      .where(and(eq(orcidItems.id, itemId), eq(orcidItems.status, 'pending')))
      .returning();
    if (!item) return; // gone, or already settled by another job of the same item
    const grant = await grants.forOrcid(item.orcid);
    if (!canWrite(grant)) {
      await record(db, item, 'failed', {
        error: 'No ORCID access: the person has not granted /activities/update (or revoked it).',
      });
      return;
    }
    const kind: OrcidItemKind = item.kind;
    const fail = async (error: string, answer?: MemberApiAnswer) => {
      if (lastAttempt) {
        await record(db, item, 'failed', { error, answer });
        return;
      }
      await record(db, item, 'pending', { error, answer });
      throw new RetryLater(error, retryDelay(job.attempts));
    };
    try {
      let putCode = item.putCode;
      let doc = await documentOf(db, item, options.publicUrl, putCode ?? undefined);
      if (!doc) {
        await record(db, item, 'failed', { error: 'The record this item came from is gone or has no identifier.' });
        return;
      }
      let answer = putCode
        ? await api.update(item.orcid, grant.accessToken, kind, putCode, doc.xml)
        : await api.create(item.orcid, grant.accessToken, kind, doc.xml);
      if (putCode && answer.status === 404) {
        // The person deleted the item on ORCID: it is created anew.
        putCode = null;
        doc = (await documentOf(db, item, options.publicUrl))!;
        answer = await api.create(item.orcid, grant.accessToken, kind, doc.xml);
      }
      if (answer.status === 409 && !putCode) {
        const list = await api.list(item.orcid, grant.accessToken, kind);
        const existing = list.status === 200 ? findPutCode(list.body, doc.externalId) : null;
        if (!existing) return await fail(`${answerError(answer)} (and the existing item was not found)`, answer);
        putCode = existing;
        const updated = (await documentOf(db, item, options.publicUrl, existing))!;
        answer = await api.update(item.orcid, grant.accessToken, kind, existing, updated.xml);
      }
      if (answer.status === 201) {
        const created = putCodeFromLocation(answer.location);
        if (!created) return await fail('ORCID answered 201 without a put-code in Location', answer);
        await record(db, item, 'sent', { putCode: created, answer });
      } else if (answer.status === 200) {
        await record(db, item, 'sent', { putCode, answer });
      } else if (answer.status === 401) {
        await grants.markRevoked(item.orcid);
        await record(db, item, 'revoked', { error: answerError(answer), answer, putCode });
      } else if (answer.status === 400) {
        await record(db, item, 'failed', { error: answerError(answer), answer, putCode });
      } else {
        await fail(answerError(answer), answer);
      }
    } catch (err) {
      if (err instanceof RetryLater) throw err;
      await fail(describeJobError(err));
    }
  };
  return { handler, options: { retryDelay } };
}

/** The items for the admin's list: the not yet sent first (failed, revoked, pending), newest first. */
export async function listOrcidItems(
  db: DbOrTx,
  filter: { status?: OrcidItemStatus; limit: number; offset: number },
): Promise<{ rows: (OrcidItemRow & { articleTitle: string | null; journalTitle: string | null })[]; total: number }> {
  const where = filter.status ? eq(orcidItems.status, filter.status) : undefined;
  const rows = await db
    .select({
      item: orcidItems,
      articleTitle: articles.title,
      journalTitle: journals.title,
    })
    .from(orcidItems)
    .leftJoin(articles, eq(articles.id, orcidItems.articleId))
    .leftJoin(reviews, eq(reviews.id, orcidItems.reviewId))
    .leftJoin(submissions, eq(submissions.id, reviews.submissionId))
    .leftJoin(journals, sql`${journals.id} = coalesce(${articles.journalId}, ${submissions.journalId})`)
    .where(where)
    .orderBy(
      sql`case ${orcidItems.status} when 'failed' then 0 when 'revoked' then 1 when 'pending' then 2 else 3 end`,
      sql`${orcidItems.updatedAt} desc`,
      sql`${orcidItems.id} desc`,
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orcidItems)
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r.item, articleTitle: r.articleTitle, journalTitle: r.journalTitle })),
    total,
  };
}
