/**
 * HTML text helpers of the full-text renderer: every string that reaches the output goes
 * through {@link escapeText} or {@link escapeAttr}, and every id through {@link domId}.
 */

/** Escape text content (`&`, `<`, `>`). */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escape an attribute value for double quotes. */
export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;');
}

/** Prefix of every id the renderer writes, so JATS ids never clash with the page's own ids. */
export const ID_PREFIX = 'ft-';

/**
 * The page id of a JATS id: prefixed, limited to letters, digits, `_`, `.`, `-` (a JATS id is
 * an XML ID, but a hostile file may put anything in it).
 */
export function domId(jatsId: string): string {
  return ID_PREFIX + jatsId.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 120);
}

/** An element with attributes (null/undefined values omitted), all values escaped. */
export function tag(name: string, attrs: Record<string, string | number | null | undefined>, inner: string): string {
  let open = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    open += ` ${key}="${escapeAttr(String(value))}"`;
  }
  return `${open}>${inner}</${name}>`;
}

/** The web address of a DOI (`https://doi.org/10.…`, each path character kept but escaped later). */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

/** A bare DOI from a DOI string or URL ("doi:10.1/x", "https://dx.doi.org/10.1/x", "info:doi/10.1/x"), or null. */
export function bareDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /(?:^|doi\.org\/|doi:|info:doi\/)\s*(10\.\d{4,9}\/\S+)$/i.exec(value.trim());
  return m ? m[1] : null;
}

/** True for the addresses a link may point to: http(s), ftp and mailto. */
export function isSafeUrl(url: string): boolean {
  return /^(https?:\/\/|ftp:\/\/|mailto:)[^\s]+$/i.test(url.trim());
}
