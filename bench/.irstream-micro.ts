import { openDatabase, queryRows } from '../src/server/db/client';
import { itemMonths, itemRowsQuery, type ItemRowsRow } from '../src/server/features/usage/service';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:36019/postgres', poolSize: 1, statementTimeoutMs: 0 });
const rows = await queryRows<ItemRowsRow>(database.db, itemRowsQuery({ from: '2025-01-01', to: '2026-01-01', byArticle: true, journalIds: [37] }));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const viaJson = (m: string) => JSON.parse(`[${m}]`) as number[];
for (let round = 0; round < 3; round++) {
  let t = cpu(); for (let i = 0; i < 20; i++) for (const r of rows) itemMonths(r.m, '2025-01-01'); const a = (cpu() - t) / 20;
  t = cpu(); for (let i = 0; i < 20; i++) for (const r of rows) viaJson(r.m); const b = (cpu() - t) / 20;
  t = cpu(); for (let i = 0; i < 20; i++) for (const r of rows) r.m.split(',').map(Number); const c = (cpu() - t) / 20;
  console.log(`itemMonths ${a.toFixed(1)} ms, JSON.parse ${b.toFixed(1)} ms, split/map ${c.toFixed(1)} ms per report (${rows.length} articles)`);
}
await database.close();
