/**
 * XML output of the OAI-PMH answers, through fast-xml-parser's builder: element names are
 * the code's constants, every value (text and attribute) is escaped by the builder, and
 * characters XML 1.0 does not allow (C0 controls, unpaired surrogates, U+FFFE/U+FFFF) are
 * dropped first, so an odd character in a title cannot break a harvest.
 */
import { XMLBuilder } from 'fast-xml-parser';

/**
 * An element tree in the builder's shape: `{ name: value }` where a value is a string, an
 * array (repeated elements) or an object whose `@_x` keys are attributes and `#text` text.
 */
export type XmlTree = { [name: string]: XmlValue };
export type XmlValue = string | number | XmlTree | XmlValue[] | undefined;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  suppressEmptyNode: false,
  processEntities: true,
});

/** The characters XML 1.0 forbids (C0 controls but tab, LF, CR; U+FFFE/U+FFFF; unpaired surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching those controls is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` without the characters XML 1.0 forbids. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

function clean(value: XmlValue): XmlValue {
  if (typeof value === 'string') return xmlSafe(value);
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(clean);
  if (value && typeof value === 'object') {
    const out: XmlTree = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = clean(v);
    return out;
  }
  return value;
}

/** Serializes `tree` (no XML declaration); undefined values are left out. */
export function toXml(tree: XmlTree): string {
  return builder.build(clean(tree)) as string;
}
