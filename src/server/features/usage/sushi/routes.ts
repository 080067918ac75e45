/**
 * The COUNTER API routes (Code of Practice R5.1 §8; docs/decisions/0085-counter-r5-usage.md) under
 * /api/counter/r5/: status, members, the report list, each report in JSON and as TSV; and the
 * same for one journal under /api/journals/{abbreviation}/counter/r5/ (decision 0106). Open
 * without a key unless COUNTER_API_KEYS is set. A fault that stops a call is answered with its
 * COUNTER Exception and HTTP status (Appendix D); a database failure with 1000 (503). Item reports
 * (IR, IR_A1) are written as they are read (decision 0104): every fault, and a database failure up
 * to the first item, is still answered before the first byte.
 */
import type { FastifyReply } from 'fastify';
import {
  getCounterMembers,
  getCounterReport,
  getCounterReportTsv,
  getCounterStatus,
  getJournalCounterMembers,
  getJournalCounterReport,
  getJournalCounterReportTsv,
  getJournalCounterStatus,
  listCounterReports,
  listJournalCounterReports,
} from '../../../../shared/api/endpoints/counter';
import type { AppInstance } from '../../../app-types';
import { endpointRoute } from '../../../lib/endpoint-route';
import { AppError } from '../../../lib/errors';
import { findJournalRef } from '../../journals';
import { CounterError } from './exceptions';
import {
  buildReport,
  checkAccess,
  PLATFORM,
  REPORT_IDS,
  reportList,
  WORLD_ID,
  WORLD_NAME,
  type ReportId,
} from './reports';
import { openItemReport, reportStream } from './stream';
import { reportTsv } from './tsv';

/** Runs `work`, answering a CounterError (or any failure, as 1000) as COUNTER's Exception. */
async function counterAnswer<T>(
  reply: FastifyReply,
  log: AppInstance['log'],
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const failure = err instanceof CounterError ? err : new CounterError(1000);
    if (!(err instanceof CounterError)) log.error({ err }, 'COUNTER API call failed');
    return reply.code(failure.status).send(failure.body);
  }
}

function reportIdOf(value: string): ReportId {
  const id = value.toLowerCase();
  if (!(REPORT_IDS as readonly string[]).includes(id)) throw new AppError('NOT_FOUND', 'No such COUNTER report');
  return id as ReportId;
}

/**
 * The journal a journal's COUNTER API path names (decision 0106), or 404: by its abbreviation
 * only, one read of `journals` (decision 0114: its article count is not needed).
 */
async function journalNamed(app: AppInstance, abbreviation: string): Promise<{ id: number; title: string }> {
  const journal = await findJournalRef(app.db, abbreviation);
  if (!journal) throw new AppError('NOT_FOUND', `Journal "${abbreviation}" not found`);
  return journal;
}

/**
 * Registers the COUNTER API's routes on `app`: the platform's under /api/counter/r5/, and each
 * journal's under /api/journals/{abbreviation}/counter/r5/ (decision 0106: the same calls, key
 * rules and Exceptions, every report scoped to the journal's usage through `ReportContext.journalId`).
 */
export function counterApiRoutes(app: AppInstance): void {
  const keys = () => app.config.counterApiKeys;

  /** The answers of the five calls, for the platform (`journal` null) or one journal. */
  const status = (journal: { title: string } | null) => [
    {
      Description: journal
        ? `COUNTER Release 5.1 usage reports of the journal ${journal.title} on the ${PLATFORM} platform`
        : `COUNTER Release 5.1 usage reports of the ${PLATFORM} platform`,
      Service_Active: true,
      Note: 'Usage is reported to The World (customer_id 0000000000000000) for complete months.',
    },
  ];

  const members = (query: Record<string, string | undefined>, reply: FastifyReply) =>
    counterAnswer(reply, app.log, async () => {
      checkAccess(query, keys(), true);
      return [
        {
          Institution_Name: WORLD_NAME,
          Customer_ID: WORLD_ID,
          Notes: 'All usage of this open-access platform, not attributed to institutions.',
        },
      ];
    });

  /** The report list of the platform (`journalId` undefined) or of one journal (its own months, decision 0114). */
  const list = (query: Record<string, string | undefined>, reply: FastifyReply, journalId?: number) =>
    counterAnswer(reply, app.log, async () => {
      checkAccess(query, keys(), true);
      return reportList(app.db, new Date(), journalId);
    });

  /**
   * A report in JSON or as a TSV download, of the platform (`journalId` undefined) or one journal
   * (decision 0106). Item reports (IR, IR_A1) list every article: written as they are read
   * (decision 0104); the others built whole.
   */
  const report = (
    format: 'json' | 'tsv',
    id: ReportId,
    journalId: number | undefined,
    query: Record<string, string | undefined>,
    reply: FastifyReply,
  ) =>
    counterAnswer(reply, app.log, async () => {
      checkAccess(query, keys(), true);
      const ctx = { db: app.db, now: new Date(), publicUrl: app.config.publicUrl, journalId };
      const answerAs = (def: { id: string }, period: { begin: string; end: string }) =>
        format === 'json'
          ? reply.type('application/json; charset=utf-8')
          : reply
              .header('content-type', 'text/tab-separated-values; charset=utf-8')
              .header('content-disposition', `attachment; filename="${def.id}_${period.begin}_${period.end}.tsv"`);
      if (isItemReport(id)) {
        const items = await openItemReport(id, query, { ...ctx, kind: app.database.kind });
        return answerAs(items.shape.def, items.shape.period).send(
          reportStream(items, format, (err) => app.log.error({ err }, 'COUNTER report cut short')),
        );
      }
      const built = await buildReport(id, query, ctx);
      return format === 'json' ? built.json : answerAs(built.def, built.period).send(reportTsv(built));
    });

  // The platform's COUNTER API.
  endpointRoute(app, getCounterStatus, {}, async () => status(null));
  endpointRoute(app, getCounterMembers, {}, async (request, reply) => members(request.query, reply));
  endpointRoute(app, listCounterReports, {}, async (request, reply) => list(request.query, reply));
  endpointRoute(app, getCounterReport, {}, async (request, reply) =>
    report('json', reportIdOf(request.params.report), undefined, request.query, reply),
  );
  endpointRoute(app, getCounterReportTsv, {}, async (request, reply) =>
    report('tsv', reportIdOf(request.params.report), undefined, request.query, reply),
  );

  // A journal's COUNTER API: the journal is looked up first (404), then as the platform's.
  endpointRoute(app, getJournalCounterStatus, {}, async (request) =>
    status(await journalNamed(app, request.params.abbreviation)),
  );
  endpointRoute(app, getJournalCounterMembers, {}, async (request, reply) => {
    await journalNamed(app, request.params.abbreviation);
    return members(request.query, reply);
  });
  endpointRoute(app, listJournalCounterReports, {}, async (request, reply) => {
    const journal = await journalNamed(app, request.params.abbreviation);
    return list(request.query, reply, journal.id);
  });
  endpointRoute(app, getJournalCounterReport, {}, async (request, reply) => {
    const journal = await journalNamed(app, request.params.abbreviation);
    return report('json', reportIdOf(request.params.report), journal.id, request.query, reply);
  });
  endpointRoute(app, getJournalCounterReportTsv, {}, async (request, reply) => {
    const journal = await journalNamed(app, request.params.abbreviation);
    return report('tsv', reportIdOf(request.params.report), journal.id, request.query, reply);
  });
}

/** IR and IR_A1: one item per article, so streamed (decision 0104). */
function isItemReport(id: ReportId): id is 'ir' | 'ir_a1' {
  return id === 'ir' || id === 'ir_a1';
}
