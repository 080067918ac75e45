/**
 * Which JATS elements are blocks (JATS 1.3 "Paragraph-level elements"): everything else met in
 * a paragraph is inline. Shared by the block and the inline renderers.
 */

/** Elements that are blocks (everything else in a paragraph is inline). */
export const BLOCKS = new Set([
  'p',
  'sec',
  'list',
  'def-list',
  'disp-quote',
  'boxed-text',
  'fig',
  'fig-group',
  'table-wrap',
  'table-wrap-group',
  'disp-formula',
  'disp-formula-group',
  'supplementary-material',
  'fn-group',
  'preformat',
  'code',
  'statement',
  'verse-group',
  'speech',
  'glossary',
  'array',
  'graphic',
  'media',
  'ack',
  'app',
  'notes',
  'caption',
  'attrib',
  'disp-quote',
  'table',
]);

/** True when the element named `name` (lower case) is a block. */
export function isBlock(name: string): boolean {
  return BLOCKS.has(name);
}
