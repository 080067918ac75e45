/**
 * Validation of what Genesis sends out against its owners' schemas in ../shared/schemas
 * (README there), with xmllint (Debian libxml2-utils; `.ci/run` installs it), offline: each
 * schema folder's XML catalog maps the remote addresses its schemas import to local copies.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHARED_SCHEMAS = path.resolve(import.meta.dirname, '../../../../shared/schemas');

const SCHEMAS = {
  /** A Crossref 5.3.0 `doi_batch` deposit. */
  crossref: { xsd: 'crossref/schemas/crossref5.3.0.xsd', catalog: 'crossref/catalog.xml' },
  /** A JATS 1.3 Journal Publishing `article` (with MathML 3). */
  jats: { xsd: 'jats-1.3/JATS-journalpublishing1-3-mathml3.xsd', catalog: null },
} as const;

/**
 * Loading the JATS or Crossref schema set takes xmllint 5–20 s on a loaded 2-core machine:
 * a test that validates gives itself this long (its third argument).
 */
export const XMLLINT_TIMEOUT_MS = 120_000;

/** Whether xmllint is installed. */
export function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version']).status === 0;
}

/**
 * xmllint's verdict on `xml` against one schema: '' when it validates, else its messages.
 * The DOCTYPE is left to xmllint (`--nonet`: no DTD is fetched).
 */
export function schemaErrors(kind: keyof typeof SCHEMAS, xml: string): string {
  const { xsd, catalog } = SCHEMAS[kind];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-xsd-'));
  const file = path.join(dir, `${kind}.xml`);
  fs.writeFileSync(file, xml);
  try {
    const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', path.join(SHARED_SCHEMAS, xsd), file], {
      encoding: 'utf8',
      env: { ...process.env, ...(catalog ? { XML_CATALOG_FILES: path.join(SHARED_SCHEMAS, catalog) } : {}) },
      timeout: XMLLINT_TIMEOUT_MS - 5_000,
    });
    return result.status === 0 ? '' : `${result.stderr}${result.error ? String(result.error) : ''}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
