/**
 * The OAI-PMH response document (§3.2): XML declaration, the OAI-PMH root with its schema
 * location, responseDate (UTC, seconds), the request element (the base URL, with the
 * arguments as attributes unless the request was a badVerb or badArgument) and the verb's
 * element or the errors. Pieces built with toXml are escaped; the verb body arrives built.
 */
import { formatDatestamp } from './dates';
import { OAI_NAMESPACE, OAI_SCHEMA, XSI_NAMESPACE, type OaiError } from './protocol';
import { toXml } from './xml';

const OPEN =
  `<?xml version="1.0" encoding="UTF-8"?>\n` +
  `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="${XSI_NAMESPACE}" xsi:schemaLocation="${OAI_NAMESPACE} ${OAI_SCHEMA}">`;

/**
 * The whole response.
 * @param request the arguments to echo (verb included), or null to echo the base URL alone
 * @param body the verb's element, or the `<error>` elements
 */
export function oaiDocument(options: {
  responseDate: Date;
  baseUrl: string;
  request: Record<string, string> | null;
  body: string;
}): string {
  const attributes = Object.fromEntries(Object.entries(options.request ?? {}).map(([k, v]) => [`@_${k}`, v]));
  return (
    OPEN +
    toXml({ responseDate: formatDatestamp(options.responseDate) }) +
    toXml({ request: { ...attributes, '#text': options.baseUrl } }) +
    options.body +
    '</OAI-PMH>'
  );
}

/** The `<error>` element of `error`. */
export function errorElement(error: OaiError): string {
  return toXml({ error: { '@_code': error.code, '#text': error.message } });
}

/** `<name>` + content + `</name>`: a verb element around already built children. */
export function wrap(name: string, content: string): string {
  return `<${name}>${content}</${name}>`;
}
