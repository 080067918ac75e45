/**
 * The editorial report's PostgreSQL CPU, report by report (decisions 0086, 0103, 0107): on a kept
 * office bench database (`BENCH_DATABASE_URL`, seeded by bench/office.ts), each report of a set of
 * scopes and periods computed RUNS times (default 3) on one pooled connection, and that backend's
 * CPU read from /proc before and after (bench/cpu.ts: 10 ms clock ticks). With
 * `BENCH_COMPARE=<module>` (a copy of an earlier editorial.ts exporting `editorialReport`), the
 * same reports computed by it too, and every report's figures, lists and months compared.
 *
 *     BENCH_DATABASE_URL=… [BENCH_COMPARE=./x.ts] npx tsx bench/office-reports-cpu.ts
 */
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/server/db/client';
import { editorialReport } from '../src/server/features/reports/editorial';
import type { ReportJournals } from '../src/server/features/reports/policy';
import type { EditorialReport, ReportQuery } from '../src/shared/api/reports';
import { processCpuMs } from './cpu';

type Report = (db: Db, journals: ReportJournals, query: ReportQuery, today?: string) => Promise<EditorialReport>;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names the kept office bench database');
  const runs = Number(process.env.RUNS ?? 3);
  const { db, close } = await openDatabase({
    databaseUrl: url,
    migrate: false,
    poolSize: 1,
    statementTimeoutMs: 60_000,
  });
  const [{ pid }] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  const journalIds = (await queryRows<{ id: number }>(db, sql`select id from journals order by id`)).map((r) => r.id);
  const [{ editor }] = await queryRows<{ editor: number }>(
    db,
    sql`select handling_editor_id as editor from submissions where journal_id = ${journalIds[0]}
        and handling_editor_id is not null group by 1 order by count(*) desc limit 1`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const year = { from: shift(today, -365), to: today };
  const whole = { from: shift(today, -1500), to: today };
  const month = { from: shift(today, -30), to: today };
  const cases: { name: string; journals: ReportJournals; query: ReportQuery }[] = [
    { name: 'one journal, one month', journals: [journalIds[0]], query: { ...month, journalId: journalIds[0] } },
    { name: 'one journal, 12 months', journals: [journalIds[0]], query: { ...year, journalId: journalIds[0] } },
    { name: 'one journal, whole history', journals: [journalIds[0]], query: { ...whole, journalId: journalIds[0] } },
    {
      name: 'one journal and editor, 12 months',
      journals: [journalIds[0]],
      query: { ...year, journalId: journalIds[0], editorId: editor },
    },
    { name: 'three journals, 12 months', journals: journalIds.slice(0, 3), query: year },
    { name: 'three journals, whole history', journals: journalIds.slice(0, 3), query: whole },
    { name: 'every journal, 12 months', journals: 'all', query: year },
    { name: 'every journal, whole office', journals: 'all', query: whole },
    { name: 'every journal and one editor, 12 months', journals: 'all', query: { ...year, editorId: editor } },
  ];
  const versions: [string, Report][] = [['this', editorialReport]];
  if (process.env.BENCH_COMPARE) {
    const other = (await import(path.resolve(process.env.BENCH_COMPARE))) as { editorialReport: Report };
    versions.unshift(['compare', other.editorialReport]);
  }
  console.log(`| report | ${versions.map(([v]) => `${v}: PG CPU ms`).join(' | ')} | same figures |`);
  console.log(`| --- | ${versions.map(() => '---:').join(' | ')} | --- |`);
  for (const c of cases) {
    const results: EditorialReport[] = [];
    const cells: string[] = [];
    for (const [, report] of versions) {
      await report(db, c.journals, c.query, today); // warm
      const before = processCpuMs(pid)!;
      let last: EditorialReport | undefined;
      for (let i = 0; i < runs; i++) last = await report(db, c.journals, c.query, today);
      cells.push(((processCpuMs(pid)! - before) / runs).toFixed(0));
      results.push(last!);
    }
    const same = results.length < 2 ? '' : isDeepStrictEqual(results[0], results[1]) ? 'yes' : 'NO';
    if (same === 'NO') console.error(c.name, JSON.stringify(results[0]), '\n', JSON.stringify(results[1]));
    console.log(`| ${c.name} | ${cells.join(' | ')} | ${same} |`);
  }
  await close();
}

void main();
