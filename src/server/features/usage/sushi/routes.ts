/**
 * The COUNTER API routes (Code of Practice R5.1 §8; docs/decisions/0085-counter-r5-usage.md) under
 * /api/counter/r5/: status, members, the report list, each report in JSON and as TSV. Open
 * without a key unless COUNTER_API_KEYS is set. A fault that stops a call is answered with its
 * COUNTER Exception and HTTP status (Appendix D); a database failure with 1000 (503).
 */
import type { FastifyReply } from 'fastify';
import {
  getCounterMembers,
  getCounterReport,
  getCounterReportTsv,
  getCounterStatus,
  listCounterReports,
} from '../../../../shared/api/endpoints/counter';
import type { AppInstance } from '../../../app-types';
import { endpointRoute } from '../../../lib/endpoint-route';
import { AppError } from '../../../lib/errors';
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

/** Registers the COUNTER API's routes on `app`. */
export function counterApiRoutes(app: AppInstance): void {
  const keys = () => app.config.counterApiKeys;

  endpointRoute(app, getCounterStatus, {}, async () => [
    {
      Description: `COUNTER Release 5.1 usage reports of the ${PLATFORM} platform`,
      Service_Active: true,
      Note: 'Usage is reported to The World (customer_id 0000000000000000) for complete months.',
    },
  ]);

  endpointRoute(app, getCounterMembers, {}, async (request, reply) =>
    counterAnswer(reply, app.log, async () => {
      checkAccess(request.query, keys(), true);
      return [
        {
          Institution_Name: WORLD_NAME,
          Customer_ID: WORLD_ID,
          Notes: 'All usage of this open-access platform, not attributed to institutions.',
        },
      ];
    }),
  );

  endpointRoute(app, listCounterReports, {}, async (request, reply) =>
    counterAnswer(reply, app.log, async () => {
      checkAccess(request.query, keys(), true);
      return reportList(app.db, new Date());
    }),
  );

  endpointRoute(app, getCounterReport, {}, async (request, reply) => {
    const id = reportIdOf(request.params.report);
    return counterAnswer(reply, app.log, async () => {
      checkAccess(request.query, keys(), true);
      const report = await buildReport(id, request.query, {
        db: app.db,
        now: new Date(),
        publicUrl: app.config.publicUrl,
      });
      return report.json;
    });
  });

  endpointRoute(app, getCounterReportTsv, {}, async (request, reply) => {
    const id = reportIdOf(request.params.report);
    return counterAnswer(reply, app.log, async () => {
      checkAccess(request.query, keys(), true);
      const report = await buildReport(id, request.query, {
        db: app.db,
        now: new Date(),
        publicUrl: app.config.publicUrl,
      });
      const name = `${report.def.id}_${report.period.begin}_${report.period.end}.tsv`;
      return reply
        .header('content-type', 'text/tab-separated-values; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportTsv(report));
    });
  });
}
