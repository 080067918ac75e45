/**
 * ListIdentifiers and ListRecords (OAI-PMH §4.3, §4.5): the items of a set and datestamp
 * range in (datestamp, id) order, PAGE_SIZE a page, continued by a signed resumption token
 * that carries the last (datestamp, id) sent, so pages stay stable while the catalogue
 * changes: an article changed during a harvest moves to the end of the list and is seen there.
 */
import type { OaiContext } from './context';
import { checkRange, parseDateArgument, untilExclusive } from './dates';
import { wrap } from './envelope';
import { metadataFormat, OaiError, PAGE_SIZE, TOKEN_TTL_SECONDS } from './protocol';
import { recordsXml, headerXml } from './records';
import { countItems, itemPage, type ItemFilter } from './repository';
import { setFilter } from './sets';
import { decodeToken, encodeToken, type TokenState } from './token';
import { tree } from '../../lib/xml';

/** The `<resumptionToken>` element: a token to continue, or empty on the last page of a resumed list. */
export function tokenElement(token: string, state: { total: number; cursor: number; exp?: number }): string {
  return String(
    tree({
      resumptionToken: {
        '@_expirationDate':
          token && state.exp ? new Date(state.exp * 1000).toISOString().replace(/\.\d+Z$/, 'Z') : undefined,
        '@_completeListSize': state.total,
        '@_cursor': state.cursor,
        '#text': token,
      },
    }),
  );
}

/**
 * Answers ListIdentifiers or ListRecords; `args` passed parseArguments.
 * @returns the verb's element
 * @throws OaiError badArgument (dates, set syntax), badResumptionToken, cannotDisseminateFormat,
 *   noRecordsMatch (nothing in the set and range, or no such set)
 */
export async function listItems(
  ctx: OaiContext,
  verb: 'ListIdentifiers' | 'ListRecords',
  args: Record<string, string>,
): Promise<string> {
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  let state: TokenState;
  if (args.resumptionToken !== undefined) {
    state = decodeToken(await ctx.tokenSecret(), args.resumptionToken, nowSeconds);
    if (state.verb !== verb) throw new OaiError('badResumptionToken', `The resumption token is not one of ${verb}`);
  } else {
    state = {
      verb,
      metadataPrefix: args.metadataPrefix,
      set: args.set,
      from: args.from,
      until: args.until,
      cursor: 0,
      total: 0,
      exp: 0,
    };
  }
  const format = metadataFormat(state.metadataPrefix ?? '');
  const from = state.from === undefined ? undefined : parseDateArgument('from', state.from);
  const until = state.until === undefined ? undefined : parseDateArgument('until', state.until);
  checkRange(from, until);
  const filter: ItemFilter = {
    ...(state.set ? await setFilter(ctx.db, state.set) : {}),
    from: from?.start,
    untilExclusive: until && untilExclusive(until),
  };
  const resumed = args.resumptionToken !== undefined;
  if (!resumed) state.total = await countItems(ctx.db, filter);

  const page = await itemPage(ctx.db, filter, state.after, PAGE_SIZE + 1);
  const items = page.slice(0, PAGE_SIZE);
  if (items.length === 0) throw new OaiError('noRecordsMatch', 'No records match the arguments');
  const more = page.length > PAGE_SIZE;
  const sent = state.cursor + items.length;
  let tail = '';
  if (more) {
    const last = items[items.length - 1];
    const next: TokenState = {
      ...state,
      after: { stamp: last.stamp, id: last.id },
      cursor: sent,
      total: Math.max(state.total, sent + 1),
      exp: nowSeconds + TOKEN_TTL_SECONDS,
    };
    tail = tokenElement(encodeToken(await ctx.tokenSecret(), next), { ...next, cursor: state.cursor });
  } else if (resumed) {
    tail = tokenElement('', { total: Math.max(state.total, sent), cursor: state.cursor });
  }
  const content =
    verb === 'ListIdentifiers'
      ? items.map((item) => headerXml(ctx.host, item)).join('')
      : await recordsXml(ctx, items, format.prefix);
  return wrap(verb, content + tail);
}
