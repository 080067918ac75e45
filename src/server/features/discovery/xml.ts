/**
 * XML writing shared by the sitemaps and the feeds: fast-xml-parser's builder for documents of
 * a few hundred elements (feeds), and a plain escape for the sitemaps' 50,000 `<url>` lines,
 * where building objects first cost ~20× the time (docs/decisions/0026-sitemaps-feeds-signposting.md).
 */
import { XMLBuilder } from 'fast-xml-parser';

/** `<?xml …?>` line every document starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Characters XML 1.0 forbids (§2.2 Char): C0 controls but tab, LF and CR, lone surrogates,
 * U+FFFE and U+FFFF. Imported abstracts may hold them; one would make the whole feed unreadable.
 */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML 1.0 forbids. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** Any character escapeXml changes: most URLs have none, and are returned as they are. */
// eslint-disable-next-line no-control-regex -- control characters are among those it looks for
const NEEDS_ESCAPE = /[&<>"'\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** `text` escaped for an XML text node or a double-quoted attribute value. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return xmlText(text).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: false,
  suppressEmptyNode: true,
  // isPermaLink="true" keeps its value (the default would write a bare HTML-style attribute, not XML).
  suppressBooleanAttributes: false,
});

/**
 * An XML document from fast-xml-parser's object form: `@_name` keys are attributes, `#text`
 * the text of an element with attributes, arrays repeat an element. Text and attribute values
 * are escaped by the builder; forbidden characters must be removed first (`xmlText`).
 */
export function buildXml(root: Record<string, unknown>): string {
  return `${XML_DECLARATION}\n${builder.build(root) as string}\n`;
}
