/**
 * State shared by the renderers while one article is rendered: headings for the table of
 * contents, the reference ids and their in-text citations, the ids written so far, and the
 * JATS elements met that have no rendering (reported, their text kept).
 */
import type { FullTextHeading } from '../../../shared/api/full-text';
import { domId } from './html';

export interface RenderContext {
  /** DOI of the article, for figures and files that have none of their own. */
  articleDoi: string | null;
  headings: FullTextHeading[];
  /** JATS id of each reference → its page id. */
  referenceIds: Map<string, string>;
  /** JATS reference id → page ids of the citations of it, in document order. */
  citations: Map<string, string[]>;
  /** Page ids written into the HTML. */
  writtenIds: Set<string>;
  /** Names of elements rendered only as their text. */
  unrendered: Set<string>;
  /** Counter for generated ids (untitled sections, citations). */
  serial: number;
  /** Numbering of body sections (null outside the body: back matter is unnumbered). */
  numbering: { prefix: string; count: number } | null;
  /** True while rendering inside a link (links are not nested). */
  inLink: boolean;
}

export function createContext(articleDoi: string | null): RenderContext {
  return {
    articleDoi,
    headings: [],
    referenceIds: new Map(),
    citations: new Map(),
    writtenIds: new Set(),
    unrendered: new Set(),
    serial: 0,
    numbering: null,
    inLink: false,
  };
}

/**
 * The page id for an element: from its JATS id when it has one not used yet, else a fresh
 * generated one (`ft-<kind>-<n>`). The id is recorded as written.
 */
export function claimId(ctx: RenderContext, jatsId: string | null | undefined, kind: string): string {
  let id = jatsId ? domId(jatsId) : null;
  if (!id || ctx.writtenIds.has(id)) id = domId(`${kind}-${++ctx.serial}`);
  ctx.writtenIds.add(id);
  return id;
}
