import { openDatabase, queryRows } from '../src/server/db/client';
import { itemRowsQuery, type ItemRowsRow } from '../src/server/features/usage/service';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:36019/postgres', poolSize: 1, statementTimeoutMs: 0 });
const rows = await queryRows<ItemRowsRow>(database.db, itemRowsQuery({ from: '2025-01-01', to: '2026-01-01', byArticle: true, journalIds: [37] }));
let unordered = 0;
for (const r of rows) { const v = JSON.parse(`[${r.m}]`) as number[]; for (let i = 6; i < v.length; i += 6) if (v[i] <= v[i - 6]) { unordered++; break; } }
console.log(unordered, 'of', rows.length, 'unordered; e.g.', rows[0].m.slice(0, 120));
await database.close();
