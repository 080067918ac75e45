/**
 * `npx tsx bench/ror-search.ts`: the ROR search and matcher on a loaded registry
 * (docs/decisions/0090-ror-and-languages.md). Opens the database as the server does (DATA_DIR's
 * PGlite, or DATABASE_URL), counts its rows, then times BENCH_RUNS (default 200) calls of
 * searchRor (limit 10) over a mix of texts — full names, name parts, acronyms, accented text,
 * two-letter text (no trigram), text matching nothing — and of matchRor; prints p50/p95/max in ms.
 * Load a registry first: `npm run ror -- load FILE` (a synthetic 100k file made from the
 * excerpt will do).
 */
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { rorOrganizations } from '../src/server/db/schema';
import { matchRor, searchRor } from '../src/server/features/ror';

const TEXTS = [
  'Yale University',
  'university',
  'sao paulo',
  'São Paulo',
  'MIT',
  'CNRS',
  'max planck',
  'kyoto',
  'institute of technology',
  'ab',
  'zzqqxx nothing',
  'Biogéochimie',
  'hospital',
  'national',
  '京都',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(label: string, runs: number, fn: (text: string) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(TEXTS[i % TEXTS.length]);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `${label}: ${runs} calls, p50 ${f(percentile(ms, 50))} ms, p95 ${f(percentile(ms, 95))} ms, max ${f(ms.at(-1)!)} ms`,
  );
}

const runs = Number(process.env.BENCH_RUNS ?? 200);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const [{ n }] = await database.db.select({ n: count() }).from(rorOrganizations);
  console.log(`ror_organizations: ${n} rows`);
  for (const text of TEXTS) await searchRor(database.db, text, 10); // warm
  await time('searchRor', runs, (text) => searchRor(database.db, text, 10));
  await time('matchRor', runs, (text) => matchRor(database.db, text));
} finally {
  await database.close();
}
