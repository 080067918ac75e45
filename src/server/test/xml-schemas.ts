/**
 * Test support (imported by *.test.ts only): xmllint's verdict on documents Genesis writes,
 * against their owners' schemas in ../shared/schemas (README there): Crossref 5.3.0 deposits,
 * DOAJ article exports, JATS 1.3 publishing articles, OAI-PMH answers with oai_dc. One xmllint
 * process validates a whole list of documents (the schema is compiled once), offline
 * (`--nonet`, each folder's XML catalog maps the schemas' remote imports to local copies).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The owners' schemas beside the repository (../shared/schemas). */
export const SHARED_SCHEMAS = path.resolve(import.meta.dirname, '../../../../shared/schemas');

/** Each schema the tests use: its XSD and the catalog that resolves its imports. */
const SCHEMAS = {
  crossref: { xsd: 'crossref/schemas/crossref5.3.0.xsd', catalog: 'crossref/catalog.xml' },
  doaj: { xsd: 'doaj/doajArticles.xsd', catalog: 'doaj/catalog.xml' },
  jats: { xsd: 'jats-1.3/JATS-journalpublishing1-3-mathml3.xsd', catalog: null },
  oai: { xsd: 'oai-pmh/oai-pmh-with-dc.xsd', catalog: 'oai-pmh/catalog.xml' },
} as const;

export type SchemaName = keyof typeof SCHEMAS;

/**
 * Compiling the JATS or Crossref schema set takes xmllint 5–25 s on a loaded 2-core machine: a
 * test that validates gives itself this long (its third argument).
 */
export const XMLLINT_TIMEOUT_MS = 120_000;

/** Whether xmllint (Debian libxml2-utils) and the shared schemas are here. */
export function canValidate(): boolean {
  return spawnSync('xmllint', ['--version']).status === 0 && fs.existsSync(SHARED_SCHEMAS);
}

/**
 * Validates `docs` against one schema with a single xmllint run.
 * @returns one entry per document, in order: '' when it validates, else xmllint's messages for it
 * @throws when xmllint cannot run or the schema does not compile
 */
export function schemaErrors(schema: SchemaName, docs: string[]): string[] {
  if (docs.length === 0) return [];
  const { xsd, catalog } = SCHEMAS[schema];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `xsd-${schema}-`));
  try {
    const files = docs.map((doc, i) => {
      const file = path.join(dir, `d${i}.xml`);
      fs.writeFileSync(file, doc);
      return file;
    });
    const env = { ...process.env, ...(catalog ? { XML_CATALOG_FILES: path.join(SHARED_SCHEMAS, catalog) } : {}) };
    const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SHARED_SCHEMAS, xsd), ...files], {
      encoding: 'utf8',
      env,
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.error) throw result.error;
    const stderr = result.stderr ?? '';
    if (/failed to compile|WXS schema .* failed/.test(stderr))
      throw new Error(`schema ${xsd}: ${stderr.slice(0, 2000)}`);
    const lines = stderr.split('\n');
    return files.map((file) => {
      if (lines.includes(`${file} validates`)) return '';
      const own = lines.filter((l) => l.startsWith(`${file}:`) || l.startsWith(`${file} `));
      return own.join('\n') || `${file}: no verdict from xmllint`;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
