/**
 * The files a JATS article names (docs/decisions/0082-figures-article-assets.md): every
 * `graphic`, `inline-graphic`, `media`, `supplementary-material` and `self-uri` with an
 * `xlink:href`, in document order, with the href exactly as written.
 */
import type { AssetReference } from '../assets';
import { parseXml, type XmlElement } from './xml';

const NAMES: ReadonlySet<string> = new Set([
  'graphic',
  'inline-graphic',
  'media',
  'supplementary-material',
  'self-uri',
]);

/** The file references of JATS `xml`; none when it is not JATS or cannot be parsed. */
export function jatsAssetReferences(xml: string): AssetReference[] {
  const parsed = parseXml(xml, [], { validate: false });
  if (!parsed.ok || parsed.root.name !== 'article') return [];
  const out: AssetReference[] = [];
  const walk = (el: XmlElement) => {
    const href = el.attrs.href;
    if (NAMES.has(el.name) && href && href.trim()) {
      out.push({ element: el.name as AssetReference['element'], href: href.trim() });
    }
    for (const c of el.children) if (typeof c !== 'string') walk(c);
  };
  walk(parsed.root);
  return out;
}
