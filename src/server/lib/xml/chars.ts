/**
 * The one definition of the characters an XML 1.0 document may hold (XML 1.0 fifth edition
 * §2.2, production [2] Char: `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]`). Everything else — C0 controls but tab, LF and CR, unpaired UTF-16
 * surrogates, U+FFFE and U+FFFF — cannot appear in a document, not even as a character
 * reference. The writer (./writer.ts) drops them from every text and attribute value, and any
 * other code that needs the rule imports it from here (docs/decisions/0063-xml-one-writer.md).
 */

/** Every character XML 1.0 does not allow (global, Unicode mode: a surrogate pair is one code point). */
export const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The same rule without the global flag, for `test` (a global regex would keep `lastIndex`). */
const HAS_NOT_XML_CHAR = new RegExp(NOT_XML_CHAR.source, 'u');

/** True when every character of `text` is an XML 1.0 Char. */
export function isXmlChars(text: string): boolean {
  return !HAS_NOT_XML_CHAR.test(text);
}

/**
 * `text` without the characters XML 1.0 forbids (they are dropped, not replaced: a control
 * character pasted into a title carries no meaning). Returns `text` itself when it has none.
 */
export function xmlChars(text: string): string {
  return isXmlChars(text) ? text : text.replace(NOT_XML_CHAR, '');
}
