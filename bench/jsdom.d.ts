/**
 * The part of jsdom's API bench/page-weight.ts uses (jsdom ships no types and @types/jsdom is
 * not installed): a document parsed with source locations.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { includeNodeLocations?: boolean });
    window: { document: Document };
    /** Where `node` starts and ends in the source, in characters; null for a node the parser implied. */
    nodeLocation(node: Node): { startOffset: number; endOffset: number } | null;
  }
}
