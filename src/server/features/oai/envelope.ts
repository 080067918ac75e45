/**
 * The OAI-PMH response document (§3.2): XML declaration, the OAI-PMH root with its schema
 * location, responseDate (UTC, seconds), the request element (the base URL, with the
 * arguments as attributes unless the request was a badVerb or badArgument) and the verb's
 * element or the errors. Written with lib/xml (docs/decisions/0063-xml-one-writer.md); the
 * verb body arrives as markup that lib/xml wrote.
 */
import { el, trustedXml, xmlDocument } from '../../lib/xml';
import { formatDatestamp } from './dates';
import { OAI_NAMESPACE, OAI_SCHEMA, XSI_NAMESPACE, type OaiError } from './protocol';

/**
 * The whole response.
 * @param request the arguments to echo (verb included), or null to echo the base URL alone
 * @param body the verb's element, or the `<error>` elements, as written by lib/xml
 */
export function oaiDocument(options: {
  responseDate: Date;
  baseUrl: string;
  request: Record<string, string> | null;
  body: string;
}): string {
  return xmlDocument(
    el(
      'OAI-PMH',
      { xmlns: OAI_NAMESPACE, 'xmlns:xsi': XSI_NAMESPACE, 'xsi:schemaLocation': `${OAI_NAMESPACE} ${OAI_SCHEMA}` },
      el('responseDate', {}, formatDatestamp(options.responseDate)),
      el('request', options.request ?? {}, options.baseUrl),
      trustedXml(options.body),
    ),
  );
}

/** The `<error>` element of `error`. */
export function errorElement(error: OaiError): string {
  return el('error', { code: error.code }, error.message).toString();
}

/** The verb element `name` around `content`, children already written by lib/xml. */
export function wrap(name: string, content: string): string {
  return el(name, {}, trustedXml(content)).toString();
}
