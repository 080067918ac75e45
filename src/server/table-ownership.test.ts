/**
 * Proves "each table has one owner, and only the owner writes it" (docs/architecture.md "Tables and their owners";
 * docs/decisions/0015-feature-ownership.md). The owner of a table is the file of
 * src/server/db/schema/ that declares it (`accounts.ts` → the accounts feature…); its home is
 * that feature's folder, or the library that owns it (mail → lib/mailer, files →
 * lib/file-store.ts; admin's audit log also lib/audit.ts, its one writer). Every server
 * source file outside the owner's home that writes the table — a drizzle `.insert(t)`,
 * `.update(t)`, `.delete(t)`, or raw SQL `insert into`, `update … set`, `delete from` naming
 * it — is a violation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));
const schemaDir = path.join(serverRoot, 'db/schema');

/** Where each owner's code lives (paths relative to src/server); by default features/<owner>/. */
const HOMES: Record<string, string[]> = {
  mail: ['lib/mailer/'],
  jobs: ['lib/jobs/'],
  files: ['lib/file-store.ts'],
  // The audit log's one writer is shared by every feature that records actions (decision 0015).
  admin: ['features/admin/', 'lib/audit.ts'],
  // The replays of signed-in POSTs (decision 0012) belong to the plugin that keeps them.
  idempotency: ['plugins/idempotency.ts'],
  // The items pushed to ORCID records (decision 0088) belong to the ORCID feature.
  'orcid-credit': ['features/orcid/'],
  // Leases on the file storage (decision 0101) belong to the library that defines them.
  storage: ['lib/storage-leases.ts'],
};

/**
 * Writes outside the owner's home that are known and not yet moved to the owner's use
 * cases: `file|table` → why. The list may only shrink: a new violation fails, and so does an
 * entry that no longer happens.
 */
const KNOWN: Record<string, string> = {};

/** Not scanned: the schema itself, migrations, and test support (factories seed tables). */
const SKIPPED = [/^db\/schema\//, /^db\/migrations\//, /^test\//, /\.test\.tsx?$/];

interface Owner {
  owner: string;
  sqlName: string;
}

/** Export name → owner and SQL name, from the tables each schema file exports. */
async function tableOwners(): Promise<Map<string, Owner>> {
  const owners = new Map<string, Owner>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && !/^(index|columns)\.ts$/.test(f))) {
    const owner = file.replace(/\.ts$/, '');
    const module: Record<string, unknown> = await import(path.join(schemaDir, file));
    for (const [name, value] of Object.entries(module)) {
      if (is(value, PgTable)) owners.set(name, { owner, sqlName: getTableConfig(value).name });
    }
  }
  return owners;
}

/** Local names bound by `import { a, b as c } from '…/db/schema…'` → exported names. */
function schemaImports(source: string): Map<string, string> {
  const names = new Map<string, string>();
  const imports = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]*\/db\/schema(?:\/[\w-]+)?['"]/g;
  for (const m of source.matchAll(imports)) {
    for (const spec of m[1].split(',')) {
      const [exported, local] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (exported) names.set((local ?? exported).trim(), exported.trim());
    }
  }
  return names;
}

/** The tables `source` writes: drizzle calls on imported tables and raw SQL naming them. */
function writtenTables(source: string, owners: Map<string, Owner>): Set<string> {
  const written = new Set<string>();
  const local = schemaImports(source);
  for (const m of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*[,)]/g)) {
    const exported = local.get(m[1]);
    if (exported && owners.has(exported)) written.add(exported);
  }
  const bySqlName = new Map([...owners].map(([name, o]) => [o.sqlName, name]));
  const raw = /\b(?:insert\s+into|delete\s+from|update)\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi;
  for (const m of source.matchAll(raw)) {
    const keyword = m[0].toLowerCase();
    const name = m[1] ? bySqlName.get(m[1]) : local.get(m[2]!);
    if (!name || !owners.has(name)) continue;
    // `update x` counts only as SQL (`update x set`, `update x as y set`), not as prose.
    if (keyword.startsWith('update') && !/^\s*(?:(?:as\s+)?\w+\s+)?set\b/i.test(source.slice(m.index! + m[0].length)))
      continue;
    written.add(name);
  }
  return written;
}

function homeOf(owner: string): string[] {
  return HOMES[owner] ?? [`features/${owner}/`];
}

/** `file|table` for each write of `file` (relative to src/server) outside the table's owner's home. */
function violations(file: string, source: string, owners: Map<string, Owner>): string[] {
  return [...writtenTables(source, owners)]
    .filter((table) => !homeOf(owners.get(table)!.owner).some((home) => file.startsWith(home)))
    .map((table) => `${file}|${table}`);
}

function serverSources(): string[] {
  return readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !SKIPPED.some((re) => re.test(f)))
    .sort();
}

describe('table ownership', () => {
  it('no server file writes a table it does not own (beyond the known list)', async () => {
    const owners = await tableOwners();
    expect(owners.size, 'the schema files export tables').toBeGreaterThan(20);
    const found = serverSources().flatMap((file) =>
      violations(file, readFileSync(path.join(serverRoot, file), 'utf8'), owners),
    );
    expect(
      found.filter((v) => !(v in KNOWN)),
      "writes outside the owner (call the owner's use case instead)",
    ).toEqual([]);
    expect(
      Object.keys(KNOWN).filter((v) => !found.includes(v)),
      'known violations that no longer happen: remove them',
    ).toEqual([]);
  });

  it('every table has exactly one owner file', async () => {
    const owners = await tableOwners();
    const sqlNames = [...owners.values()].map((o) => o.sqlName);
    expect(new Set(sqlNames).size).toBe(sqlNames.length);
    expect(owners.get('submissions')?.owner).toBe('submissions');
    expect(owners.get('users')?.owner).toBe('accounts');
    expect(owners.get('invitations')?.owner).toBe('invitations');
    expect(owners.get('reviews')?.owner).toBe('reviews');
  });

  it('reports a feature writing another feature’s table, by drizzle or raw SQL', async () => {
    const owners = await tableOwners();
    const probe = (code: string) =>
      violations(
        'features/admin/probe.ts',
        `import { submissions as s, submissionEvents, adminAudit } from '../../db/schema';\n${code}`,
        owners,
      );
    expect(probe('await tx.insert(s).values({});')).toEqual(['features/admin/probe.ts|submissions']);
    expect(probe('await tx\n  .update(submissionEvents)\n  .set({});')).toEqual([
      'features/admin/probe.ts|submissionEvents',
    ]);
    expect(probe('await db.delete(s).where(x);')).toEqual(['features/admin/probe.ts|submissions']);
    expect(probe('await tx.execute(sql`insert into submissions (title) values (${t})`);')).toEqual([
      'features/admin/probe.ts|submissions',
    ]);
    expect(probe('await tx.execute(sql`UPDATE "submission_events" SET note = null`);')).toEqual([
      'features/admin/probe.ts|submissionEvents',
    ]);
    expect(probe('await tx.execute(sql`delete from ${s} where id = 1`);')).toEqual([
      'features/admin/probe.ts|submissions',
    ]);
    expect(probe('await db.execute(sql`\n  update journals j set\n  current_issue = 1`);')).toEqual([
      'features/admin/probe.ts|journals',
    ]);
    // The owner writes its own table; reads and unrelated calls are not writes.
    expect(probe('await tx.insert(adminAudit).values({}); hash.update(chunk); await tx.select().from(s);')).toEqual([]);
    expect(
      violations(
        'features/submissions/probe.ts',
        `import { submissions } from '../../db/schema';\nawait tx.insert(submissions).values({});`,
        owners,
      ),
    ).toEqual([]);
  });
});
