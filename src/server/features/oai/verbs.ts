/**
 * Identify, ListMetadataFormats, ListSets and GetRecord (OAI-PMH §4.1, §4.2, §4.4, §4.6).
 * The two list verbs with records are in list-records.ts.
 */
import { PUBLISHER } from '../../../shared/domain/publisher';
import type { OaiContext } from './context';
import { formatDatestamp, GRANULARITY } from './dates';
import { wrap } from './envelope';
import { articleIdOf, isSchemeRepositoryIdentifier, oaiIdentifier } from './identifiers';
import { tokenElement } from './list-records';
import { METADATA_FORMATS, metadataFormat, OaiError, PAGE_SIZE, TOKEN_TTL_SECONDS, XSI_NAMESPACE } from './protocol';
import { recordsXml } from './records';
import { earliestDatestamp, findItem } from './repository';
import { allSets } from './sets';
import { decodeToken, encodeToken } from './token';
import { tree } from '../../lib/xml';

const OAI_IDENTIFIER = 'http://www.openarchives.org/OAI/2.0/oai-identifier';
const OAI_IDENTIFIER_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai-identifier.xsd';

/** Identify: the repository's name, base URL, contact, earliest datestamp and policies. */
export async function identify(ctx: OaiContext): Promise<string> {
  const earliest = (await earliestDatestamp(ctx.db)) ?? new Date(0);
  const description = isSchemeRepositoryIdentifier(ctx.host)
    ? {
        'oai-identifier': {
          '@_xmlns': OAI_IDENTIFIER,
          '@_xmlns:xsi': XSI_NAMESPACE,
          '@_xsi:schemaLocation': `${OAI_IDENTIFIER} ${OAI_IDENTIFIER_SCHEMA}`,
          scheme: 'oai',
          repositoryIdentifier: ctx.host,
          delimiter: ':',
          sampleIdentifier: oaiIdentifier(ctx.host, 1),
        },
      }
    : undefined;
  return String(
    tree({
      Identify: {
        repositoryName: PUBLISHER.legalName,
        baseURL: ctx.baseUrl,
        protocolVersion: '2.0',
        adminEmail: ctx.adminEmail,
        earliestDatestamp: formatDatestamp(earliest),
        deletedRecord: 'persistent',
        granularity: GRANULARITY,
        compression: ['gzip', 'deflate'],
        description,
      },
    }),
  );
}

/**
 * The article id of `identifier`, which must name an item that exists or existed.
 * @throws OaiError idDoesNotExist
 */
async function existingItem(ctx: OaiContext, identifier: string) {
  const id = articleIdOf(ctx.host, identifier);
  const item = id === null ? null : await findItem(ctx.db, id);
  if (!item) throw new OaiError('idDoesNotExist', `No item has the identifier '${identifier}'`);
  return item;
}

/**
 * ListMetadataFormats: oai_dc and jats, which every item (or the one named) has.
 * @throws OaiError idDoesNotExist for an unknown identifier (noMetadataFormats never: every
 *   item has both formats)
 */
export async function listMetadataFormats(ctx: OaiContext, args: Record<string, string>): Promise<string> {
  if (args.identifier !== undefined) await existingItem(ctx, args.identifier);
  return String(
    tree({
      ListMetadataFormats: {
        metadataFormat: METADATA_FORMATS.map((f) => ({
          metadataPrefix: f.prefix,
          schema: f.schema,
          metadataNamespace: f.namespace,
        })),
      },
    }),
  );
}

/**
 * ListSets: the journal and article-type sets, PAGE_SIZE a page.
 * @throws OaiError badResumptionToken
 */
export async function listSets(ctx: OaiContext, args: Record<string, string>): Promise<string> {
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  let offset = 0;
  if (args.resumptionToken !== undefined) {
    const state = decodeToken(await ctx.tokenSecret(), args.resumptionToken, nowSeconds);
    if (state.verb !== 'ListSets')
      throw new OaiError('badResumptionToken', 'The resumption token is not one of ListSets');
    offset = state.offset ?? 0;
  }
  const sets = await allSets(ctx.db);
  const page = sets.slice(offset, offset + PAGE_SIZE);
  const content = String(tree({ set: page.map((s) => ({ setSpec: s.spec, setName: s.name })) }));
  let tail = '';
  const next = offset + page.length;
  if (next < sets.length) {
    const state = {
      verb: 'ListSets' as const,
      offset: next,
      cursor: next,
      total: sets.length,
      exp: nowSeconds + TOKEN_TTL_SECONDS,
    };
    tail = tokenElement(encodeToken(await ctx.tokenSecret(), state), { ...state, cursor: offset });
  } else if (args.resumptionToken !== undefined) {
    tail = tokenElement('', { total: sets.length, cursor: offset });
  }
  return wrap('ListSets', content + tail);
}

/**
 * GetRecord: one item in one format (a withdrawn article: its header, status deleted).
 * @throws OaiError cannotDisseminateFormat, idDoesNotExist
 */
export async function getRecord(ctx: OaiContext, args: Record<string, string>): Promise<string> {
  const format = metadataFormat(args.metadataPrefix);
  const item = await existingItem(ctx, args.identifier);
  return wrap('GetRecord', await recordsXml(ctx, [item], format.prefix));
}
