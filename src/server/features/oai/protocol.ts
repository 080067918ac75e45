/**
 * OAI-PMH 2.0 constants (http://www.openarchives.org/OAI/openarchivesprotocol.html): the
 * verbs and their arguments (§4), the error codes (§3.6), the metadata formats Genesis
 * disseminates, and the page size of lists.
 */

/** The protocol's namespace and schema (§3.2). */
export const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
export const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** Records (or sets) per list answer; a longer list continues with a resumption token (§3.5). */
export const PAGE_SIZE = 100;

/** How long a resumption token stays valid, in seconds (one day). */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The six verbs (§4). */
export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type Verb = (typeof VERBS)[number];

/** The verbs whose lists continue with a resumption token. */
export type ListVerb = 'ListSets' | 'ListIdentifiers' | 'ListRecords';

/** Arguments of each verb (§4): required, optional, and the exclusive resumptionToken. */
export const VERB_ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive: boolean }> = {
  Identify: { required: [], optional: [], exclusive: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], exclusive: false },
  ListSets: { required: [], optional: [], exclusive: true },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], exclusive: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], exclusive: false },
};

/** The error codes of §3.6. */
export type OaiErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An OAI-PMH error condition: answered as `<error code="…">message</error>` with HTTP 200. */
export class OaiError extends Error {
  constructor(
    readonly code: OaiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A metadata format Genesis disseminates for every record. */
export interface MetadataFormat {
  prefix: string;
  schema: string;
  namespace: string;
}

/**
 * oai_dc (mandatory, §3.4) and jats: the article's JATS, in the JATS 1.3 archiving namespace
 * as PubMed Central's OAI service gives it (docs/decisions/0025-oai-pmh-and-identifiers.md).
 */
export const METADATA_FORMATS: readonly MetadataFormat[] = [
  {
    prefix: 'oai_dc',
    schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
    namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
  },
  {
    prefix: 'jats',
    schema: 'https://jats.nlm.nih.gov/archiving/1.3/xsd/JATS-archivearticle1-3.xsd',
    namespace: 'https://jats.nlm.nih.gov/ns/archiving/1.3/',
  },
];

/** The prefixes of METADATA_FORMATS. */
export type MetadataPrefix = 'oai_dc' | 'jats';

/** The format named `prefix`. @throws OaiError cannotDisseminateFormat for any other prefix */
export function metadataFormat(prefix: string): MetadataFormat & { prefix: MetadataPrefix } {
  const format = METADATA_FORMATS.find((f) => f.prefix === prefix);
  if (!format) throw new OaiError('cannotDisseminateFormat', `The metadata format '${prefix}' is not supported`);
  return format as MetadataFormat & { prefix: MetadataPrefix };
}
