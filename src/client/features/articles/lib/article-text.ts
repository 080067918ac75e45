/**
 * Splits an abstract into paragraphs on blank lines; single line breaks inside a
 * paragraph become spaces.
 * @returns the non-empty paragraphs (none for a null or blank abstract)
 */
export function abstractParagraphs(abstract: string | null | undefined): string[] {
  if (!abstract) return [];
  return abstract
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * A short name for a license URL: Creative Commons URLs become "CC BY 4.0", "CC BY-NC 3.0",
 * "CC0 1.0"; any other URL gets null (show the license text or a generic label instead).
 */
export function licenseName(url: string | null | undefined): string | null {
  if (!url) return null;
  const cc = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d+(?:\.\d+)?)/i.exec(url);
  if (cc) return `CC ${cc[1].toUpperCase()} ${cc[2]}`;
  const zero = /creativecommons\.org\/publicdomain\/zero\/(\d+(?:\.\d+)?)/i.exec(url);
  if (zero) return `CC0 ${zero[1]}`;
  return null;
}

/**
 * DOI resolver link `https://doi.org/{doi}`, as Crossref asks DOIs to be shown; a "doi:"
 * prefix or resolver URL is removed and each segment is URL-encoded ("#", "?", "<" occur in DOIs).
 */
export function doiHref(doi: string): string {
  const bare = doi.trim().replace(/^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i, '');
  return `https://doi.org/${bare.split('/').map(encodeURIComponent).join('/')}`;
}

/** ORCID record link: `https://orcid.org/{id}` (a full ORCID URL is reduced to its id). */
export function orcidHref(orcid: string): string {
  const bare = orcid.trim().replace(/^https?:\/\/(?:www\.)?orcid\.org\//i, '');
  return `https://orcid.org/${bare}`;
}
