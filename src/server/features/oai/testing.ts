/**
 * Test support for the OAI-PMH tests (imported by *.test.ts only): parse an answer, and
 * validate it against the OAI-PMH 2.0 schema with xmllint.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const SCHEMA = path.join(import.meta.dirname, 'fixtures/OAI-PMH.xsd');

/** Dublin Core elements that may repeat, always parsed as arrays. */
const DC_REPEATED = new Set(['creator', 'subject', 'type', 'identifier', 'source', 'rights', 'format', 'description']);

/** Lists of the protocol, always parsed as arrays. */
const LISTS =
  /^OAI-PMH\.(ListIdentifiers\.header|ListRecords\.record|GetRecord\.record|ListSets\.set|ListMetadataFormats\.metadataFormat|error)$|\.header\.setSpec$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name, jpath) => {
    const where = String(jpath);
    return /\.metadata\.dc\.[^.]+$/.test(where) ? DC_REPEATED.has(name) : LISTS.test(where);
  },
});

/** A parsed answer: the OAI-PMH element's children (namespace prefixes removed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test's view of arbitrary XML
export type Parsed = Record<string, any>;

/**
 * Parses an OAI-PMH answer.
 * @throws when the document is not well-formed XML
 */
export function parseOai(xml: string): Parsed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed: ${JSON.stringify(valid.err)}`);
  return (parser.parse(xml) as Parsed)['OAI-PMH'];
}

/** Whether xmllint is installed (Debian libxml2-utils). */
export function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version']).status === 0;
}

/** xmllint's verdict on `xml` against the OAI-PMH schema: '' when valid, else its messages. */
export function schemaErrors(xml: string, dir: string): string {
  const file = path.join(dir, `oai-${process.pid}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(file, xml);
  try {
    const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, file], { encoding: 'utf8' });
    return result.status === 0 ? '' : result.stderr;
  } finally {
    fs.rmSync(file, { force: true });
  }
}
