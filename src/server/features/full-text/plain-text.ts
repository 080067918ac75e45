/**
 * The text of JATS elements, without markup (JATS 1.3): what labels, titles, names and TeX
 * sources read as. A leaf of the full-text renderers: inline, math, figures, tables, sections,
 * references and the front matter all use it, and it imports none of them.
 */
import type { XmlElement, XmlNode } from '../scholarly';

/** Elements dropped with their content (metadata, or things shown elsewhere). */
export const DROPPED = new Set([
  'object-id',
  'alt-text',
  'long-desc',
  'index-term',
  'processing-meta',
  'institution-id',
  'contrib-id',
  'annotation',
  'permissions',
  'pub-id',
]);

/**
 * The text of `el` (no markup, whitespace collapsed, leading and trailing space trimmed); the
 * content of the elements in `DROPPED` is left out.
 */
export function plainText(el: XmlElement): string {
  const parts: string[] = [];
  const walk = (n: XmlNode): void => {
    if (typeof n === 'string') parts.push(n);
    else if (!DROPPED.has(n.name)) n.children.forEach(walk);
  };
  el.children.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
