/**
 * References pasted in production (decision 0028): one reference per line, blank lines ignored,
 * and the DOI of each found with Crossref's recommended pattern for modern DOIs
 * (`/^10.\d{4,9}/[-._;()/:A-Z0-9]+$/i`, which matches 74.4M of 74.9M DOIs), with the
 * sentence punctuation that follows a DOI in running text (a final `.`, `,`, `;` or an
 * unbalanced `)`) taken off. Shared so that the form shows the DOIs the server will link.
 */

const DOI_IN_TEXT = /\b10\.\d{4,9}\/[-._;()/:A-Z0-9]+/i;

/** The lines of pasted references: trimmed, whitespace collapsed, empty lines dropped. */
export function referenceLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The first DOI in one reference ("…, doi:10.1038/nature12373." → "10.1038/nature12373"), or null. */
export function findDoi(reference: string): string | null {
  const match = DOI_IN_TEXT.exec(reference);
  if (!match) return null;
  let doi = match[0];
  for (;;) {
    const last = doi.at(-1);
    if (last === '.' || last === ',' || last === ';' || last === ':') doi = doi.slice(0, -1);
    else if (last === ')' && count(doi, '(') < count(doi, ')')) doi = doi.slice(0, -1);
    else break;
  }
  return doi;
}

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}
