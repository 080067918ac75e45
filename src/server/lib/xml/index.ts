/** The XML writer and the XML 1.0 character rule (docs/decisions/0063-xml-one-writer.md). */
export { isXmlChars, NOT_XML_CHAR, xmlChars } from './chars';
export {
  base64Text,
  collapseWhitespace,
  endTag,
  startTag,
  xmlDeclaration,
  el,
  escapeXmlText,
  fragment,
  tree,
  trustedXml,
  Xml,
  xmlDocument,
  type XmlAttrs,
  type XmlChild,
  type XmlTree,
  type XmlValue,
} from './writer';
