import { openDatabase } from '../src/server/db/client';
import { openItemReport, reportStream } from '../src/server/features/usage/sushi/stream';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:36019/postgres', poolSize: 4, statementTimeoutMs: 0 });
const q = { customer_id: '0000000000000000', begin_date: '2025-01', end_date: '2025-12' };
const id = (process.env.ID ?? 'ir') as 'ir' | 'ir_a1';
const format = (process.env.FMT ?? 'json') as 'json' | 'tsv';
for (let i = 0; i < Number(process.env.N ?? 20); i++) {
  const c0 = process.cpuUsage();
  const report = await openItemReport(id, q, { db: database.db, now: new Date('2026-02-15T00:00:00Z'), publicUrl: 'https://bench.example', journalId: 37, kind: 'postgres' });
  let n = 0;
  for await (const chunk of reportStream(report, format, (e) => { throw e; })) n += (chunk as Buffer).length;
  const c = process.cpuUsage(c0);
  if (i % 5 === 4) console.log(id, format, n, ((c.user + c.system) / 1000).toFixed(0), 'ms');
}
await database.close();
