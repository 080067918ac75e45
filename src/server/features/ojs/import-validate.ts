/**
 * Which OJS Native XML format a file is in, and whether it validates against that version's
 * schema (docs/decisions/0091-ojs-native-import.md): OJS's own `native.xsd` (issues and articles)
 * or `pkp-users.xsd` (users) of OJS 3.3, 3.4 or 3.5, checked by xmllint in its streaming mode
 * (`--stream`: the file is never held whole, whatever its size). A file that does not validate is
 * refused with the schema's messages (line and reason) before anything is written.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';

/** The OJS formats the importer takes, by the folder name of their schemas. */
export const OJS_VERSIONS = ['3.3', '3.4', '3.5'] as const;
export type OjsVersion = (typeof OJS_VERSIONS)[number];

/** What a file holds: issues and articles (native.xsd) or users (pkp-users.xsd). */
export type OjsExportKind = 'native' | 'users';

/**
 * Where the OJS schemas are: `OJS_SCHEMA_DIR`, else the shared data folder beside the checkout
 * (`../shared/data/ojs/schemas/<3_3_0|3_4_0|3_5_0>/`). pkp/ojs's schemas are GPL-3.0 and are not
 * copied into this repository (decision 0091).
 */
export function ojsSchemaDir(): string {
  return process.env.OJS_SCHEMA_DIR ?? path.resolve(REPO_ROOT, '../shared/data/ojs/schemas');
}

/** The outcome of {@link detectOjsFormat}. */
export type DetectedFormat =
  { ok: true; kind: OjsExportKind; root: string; candidates: OjsVersion[] } | { ok: false; reason: string };

/** How much of the file's start is read to tell its format (embedded payloads are skipped over). */
const HEAD_BYTES = 1 << 20;

/**
 * Tells the format of an OJS export from its first megabyte: the root element (`issues`,
 * `issue`, `articles`, `article` → native; `PKPUsers` → users) in the namespace
 * `http://pkp.sfu.ca`; OJS 3.1/3.2 by their `<revision>` and `<supplementary_file>` elements
 * (refused: their schemas are not among those the importer validates against); 3.3 by locale
 * codes that all carry a region (`en_US`; 3.4 writes `en`); 3.5 by `<name>` children of
 * affiliations and keyword lists or a
 * `<rorAffiliation>`; else 3.4. `candidates` lists the versions to validate against, the likeliest
 * first (the others follow: the heuristic may be wrong, the schema decides).
 */
export async function detectOjsFormat(file: string): Promise<DetectedFormat> {
  const handle = await fs.promises.open(file, 'r');
  let head: string;
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buf, 0, HEAD_BYTES, 0);
    head = buf.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  head = head.replace(/<embed\b[^>]*>[^<]*(<\/embed>)?/g, '<embed/>');
  const root = /<([A-Za-z_][\w.-]*)(\s[^>]*)?>/.exec(head.replace(/<\?[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, ''));
  if (!root) return { ok: false, reason: 'Not an XML document: no root element found' };
  const [, name, attrs = ''] = root;
  if (!/xmlns="http:\/\/pkp\.sfu\.ca"/.test(attrs))
    return {
      ok: false,
      reason: `Not an OJS export: the root element <${name}> is not in the namespace http://pkp.sfu.ca`,
    };
  let kind: OjsExportKind;
  if (['issues', 'issue', 'articles', 'article'].includes(name)) kind = 'native';
  else if (name === 'PKPUsers') kind = 'users';
  else return { ok: false, reason: `Not an OJS Native XML export: unexpected root element <${name}>` };
  if (/<(revision|supplementary_file|artwork_file)\b/.test(head)) {
    const version = /<publication\b/.test(head) ? '3.2' : '3.1';
    return {
      ok: false,
      reason: `This is an OJS ${version} export (<revision> files); only the formats of OJS 3.3, 3.4 and 3.5 are imported. Upgrade the journal to OJS 3.3 or later and export it again.`,
    };
  }
  let first: OjsVersion;
  // 3.4 dropped the region from most locale codes (en_US → en); other locales keep theirs (fr_CA).
  if (!/\slocale="[a-z]{2,3}"/.test(head) && /\slocale="[a-z]{2,3}_[A-Z]{2}/.test(head)) first = '3.3';
  else if (
    /<rorAffiliation\b|<affiliation\b[^>]*>\s*<name\b|<(keywords|subjects|disciplines|agencies)\b[^>]*>\s*<name\b/.test(
      head,
    )
  )
    first = '3.5';
  else first = '3.4';
  return { ok: true, kind, root: name, candidates: [first, ...OJS_VERSIONS.filter((v) => v !== first)] };
}

/** The schema file of `version` for `kind`. */
export function schemaFile(version: OjsVersion, kind: OjsExportKind, dir = ojsSchemaDir()): string {
  return path.join(dir, `${version.replace('.', '_')}_0`, kind === 'native' ? 'native.xsd' : 'pkp-users.xsd');
}

/** xmllint's verdict: valid, or the schema's messages (`line: reason`, at most 20). */
export interface SchemaVerdict {
  valid: boolean;
  errors: { line: number | null; message: string }[];
}

/**
 * Validates `file` against `schema` with `xmllint --noout --nonet --huge --stream --schema` (memory
 * independent of the file's size; `--huge` lifts libxml2's 10 MB limit on one text node, an
 * embedded file). @throws when xmllint cannot be run (not installed)
 */
export function validateWithSchema(file: string, schema: string): Promise<SchemaVerdict> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--nonet', '--huge', '--stream', '--schema', schema, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 64_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const errors: SchemaVerdict['errors'] = [];
      for (const line of stderr.split('\n')) {
        // "file.xml:49: Schemas validity error : Element '…': reason" or "file.xml:12: parser error : …"
        const at = line.lastIndexOf(':', line.indexOf(' error'));
        const m = /^(.*?):(\d+): (.*)$/.exec(line);
        if (m && m[1] === file) errors.push({ line: Number(m[2]), message: m[3].replace(/^[\w ]*error : /, '') });
        else if (at > 0 && line.includes(' error')) errors.push({ line: null, message: line });
      }
      const valid = code === 0 && !/fails to validate/.test(stderr);
      if (!valid && errors.length === 0)
        errors.push({ line: null, message: stderr.trim() || `xmllint exited with ${code}` });
      resolve({ valid, errors: errors.slice(0, 20) });
    });
  });
}

/** The outcome of {@link validateOjsExport}. */
export type OjsValidation =
  | { ok: true; kind: OjsExportKind; version: OjsVersion; root: string }
  | { ok: false; version: OjsVersion | null; reason: string; errors: SchemaVerdict['errors'] };

/**
 * Detects the format of `file` and validates it against its version's schema; when it fails,
 * the other supported versions are tried (a 3.4 file with no 3.5 feature in its first megabyte
 * may still be 3.5). Refused: a file no schema accepts, with the messages of the likeliest
 * version's schema.
 */
export async function validateOjsExport(file: string, schemaDir = ojsSchemaDir()): Promise<OjsValidation> {
  const detected = await detectOjsFormat(file);
  if (!detected.ok) return { ok: false, version: null, reason: detected.reason, errors: [] };
  let firstFailure: SchemaVerdict | null = null;
  for (const version of detected.candidates) {
    const verdict = await validateWithSchema(file, schemaFile(version, detected.kind, schemaDir));
    if (verdict.valid) return { ok: true, kind: detected.kind, version, root: detected.root };
    firstFailure ??= verdict;
  }
  const version = detected.candidates[0];
  const first = firstFailure!.errors[0];
  return {
    ok: false,
    version,
    reason: `The file does not validate against OJS ${version}'s ${detected.kind === 'native' ? 'native.xsd' : 'pkp-users.xsd'}${first ? `: ${first.line === null ? '' : `line ${first.line}: `}${first.message}` : ''}`,
    errors: firstFailure!.errors,
  };
}
