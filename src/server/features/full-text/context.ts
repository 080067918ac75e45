/**
 * State shared by the renderers while one article is rendered: headings for the table of
 * contents, the reference ids and their in-text citations, the ids written so far, and the
 * JATS elements met that have no rendering (reported, their text kept).
 */
import type { FullTextHeading } from '../../../shared/api/full-text';
import type { AssetView } from '../assets';
import type { XmlElement, XmlNode } from '../scholarly';
import { domId } from './html';

/**
 * The block renderers (blocks.ts, `blockRenderers`). The renderers of elements that hold blocks
 * (figures, sections, tables, inline content holding a block) reach them through the context
 * rather than by importing blocks.ts, which imports them: the renderers recurse, their modules
 * do not form an import cycle. `level` is the heading level (1 = h2) of sections met inside.
 */
export interface BlockRenderers {
  renderBlocks(nodes: readonly XmlNode[], ctx: RenderContext, level: number): string;
  renderFlow(nodes: readonly XmlNode[], ctx: RenderContext, level: number): string;
  renderBlock(el: XmlElement, ctx: RenderContext, level: number): string;
  renderFootnote(fn: XmlElement, ctx: RenderContext, level: number): string;
}

export interface RenderContext {
  /** The block renderers, for content that holds blocks. */
  blocks: BlockRenderers;
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
  /**
   * The files stored with the article, by `xlink:href` as written (features/assets, decision
   * 0082): figures whose image is there show it; the others keep their link to the publisher.
   */
  assets: ReadonlyMap<string, AssetView>;
  /** Figure images written so far (the first may load eagerly). */
  images: number;
}

export function createContext(
  articleDoi: string | null,
  blocks: BlockRenderers,
  assets: ReadonlyMap<string, AssetView> = new Map(),
): RenderContext {
  return {
    blocks,
    articleDoi,
    headings: [],
    referenceIds: new Map(),
    citations: new Map(),
    writtenIds: new Set(),
    unrendered: new Set(),
    serial: 0,
    numbering: null,
    inLink: false,
    assets,
    images: 0,
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
