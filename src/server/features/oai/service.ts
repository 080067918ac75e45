/**
 * The OAI-PMH 2.0 provider of the public catalogue
 * (docs/decisions/0025-oai-pmh-and-identifiers.md): one request (GET query or POST form) in, one
 * OAI-PMH XML document out. Protocol errors are answered in the document (§3.6), never as HTTP
 * errors.
 */
import { parseArguments } from './arguments';
import type { OaiContext } from './context';
import { errorElement, oaiDocument } from './envelope';
import { listItems } from './list-records';
import { OaiError, type Verb } from './protocol';
import { getRecord, identify, listMetadataFormats, listSets } from './verbs';

async function answerVerb(ctx: OaiContext, verb: Verb, args: Record<string, string>): Promise<string> {
  switch (verb) {
    case 'Identify':
      return identify(ctx);
    case 'ListMetadataFormats':
      return listMetadataFormats(ctx, args);
    case 'ListSets':
      return listSets(ctx, args);
    case 'ListIdentifiers':
    case 'ListRecords':
      return listItems(ctx, verb, args);
    case 'GetRecord':
      return getRecord(ctx, args);
  }
}

/**
 * Answers one OAI-PMH request.
 * @param params the request's arguments (every value, repeats kept)
 * @returns the response document (UTF-8 XML, to be sent with HTTP 200)
 */
export async function answerOai(ctx: OaiContext, params: URLSearchParams): Promise<string> {
  const responseDate = ctx.now();
  let request: Record<string, string> | null = null;
  try {
    const parsed = parseArguments(params);
    request = { verb: parsed.verb, ...parsed.args };
    const body = await answerVerb(ctx, parsed.verb, parsed.args);
    return oaiDocument({ responseDate, baseUrl: ctx.baseUrl, request, body });
  } catch (err) {
    if (!(err instanceof OaiError)) throw err;
    // §3.2: after badVerb or badArgument, the request element carries no attributes.
    const echo = err.code === 'badVerb' || err.code === 'badArgument' ? null : request;
    return oaiDocument({ responseDate, baseUrl: ctx.baseUrl, request: echo, body: errorElement(err) });
  }
}
