import type { FullText, FullTextHeading, FullTextReference } from '../../../../shared/api/full-text';
import { doiHref } from '../lib/article-text';

/** Id of the references heading (the table of contents links to it). */
export const REFERENCES_ID = 'article-references';
/** Id of the table of contents' heading (its `nav` is named by it). */
export const CONTENTS_ID = 'article-contents';

interface TocNode {
  heading: FullTextHeading;
  children: FullTextHeading[];
}

/** Top-level parts with their subsections (deeper levels are left to the text). */
function tocTree(headings: FullTextHeading[]): TocNode[] {
  const nodes: TocNode[] = [];
  for (const heading of headings) {
    if (heading.level === 1) nodes.push({ heading, children: [] });
    else if (heading.level === 2 && nodes.length > 0) nodes[nodes.length - 1].children.push(heading);
  }
  return nodes;
}

function TocLink({ heading }: { heading: FullTextHeading }) {
  return (
    <a href={`#${heading.id}`} className="ft-toc-link">
      {heading.number ? <span className="ft-toc-number">{heading.number}</span> : null}
      {heading.title}
    </a>
  );
}

/**
 * The table of contents of a full text (decision 0022): top-level parts and their subsections,
 * then the references; links to their `#id`s. Nothing when there is neither. Markup and links
 * only (it is a static region on the article page, decision 0034): the section being read is
 * marked `aria-current="true"` by `useCurrentSection` (decision 0081).
 */
export function ArticleContents({ fullText }: { fullText: FullText }) {
  const tree = tocTree(fullText.toc);
  const hasReferences = fullText.references.length > 0;
  if (tree.length === 0 && !hasReferences) return null;
  return (
    <nav aria-labelledby={CONTENTS_ID} className="ft-toc">
      <h2 id={CONTENTS_ID} className="text-lg font-semibold">
        Contents
      </h2>
      <ol className="mt-3 space-y-1.5">
        {tree.map(({ heading, children }) => (
          <li key={heading.id}>
            <TocLink heading={heading} />
            {children.length > 0 ? (
              <ol className="mt-1 space-y-1 pl-5">
                {children.map((child) => (
                  <li key={child.id}>
                    <TocLink heading={child} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
        {hasReferences ? (
          <li>
            <a href={`#${REFERENCES_ID}`} className="ft-toc-link">
              References
            </a>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

/**
 * One reference: its text, its DOI, PubMed and PMC links, and links back to where it is cited.
 * Its number is the list item's own (`counter(list-item)` in full-text.css, read by screen
 * readers as the list's numbering); `value` only when it is not its place in the list. No
 * wrapper or class is repeated per reference (decision 0084).
 */
function Reference({ reference, position }: { reference: FullTextReference; position: number }) {
  const { doi, pmid, pmcid, url, citedFrom, number } = reference;
  return (
    <li id={reference.id} value={number === position ? undefined : number}>
      <span dangerouslySetInnerHTML={{ __html: reference.html }} />
      {doi || pmid || pmcid || url || citedFrom.length > 0 ? (
        <span className="ft-reference-links">
          {doi ? <a href={doiHref(doi)}>DOI</a> : null}
          {pmid ? <a href={`https://pubmed.ncbi.nlm.nih.gov/${pmid}/`}>PubMed</a> : null}
          {pmcid ? <a href={`https://www.ncbi.nlm.nih.gov/pmc/articles/${pmcid}/`}>PMC</a> : null}
          {url ? <a href={url}>Link</a> : null}
          {citedFrom.map((citation, i) => (
            <a key={citation} href={`#${citation}`} aria-label={`Back to citation ${i + 1} of reference ${number}`}>
              ↑{citedFrom.length > 1 ? i + 1 : ''}
            </a>
          ))}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Characters of markup (text and references) from which a full text is laid out only where the
 * reader is (`content-visibility: auto`, class `ft-long`; decisions 0024 and 0099). Below it the
 * whole text is laid out at load: measured in Chromium at 412 px, that cost the rs-2197876 preprint
 * (77,000 characters) 52 ms of layout and style more (CPU time, unthrottled), and the browser's geometry is then
 * the painted one, which content-visibility's placeholder sizes are not (axe, and Lighthouse with it,
 * read the text of a skipped section over the footer). Above it the skip pays: 490 ms more for eLife
 * 14093 (338,000).
 */
export const LONG_TEXT_CHARS = 100_000;

/** The characters of markup a full text puts on the page: its body and its references. */
function markupChars({ html, references }: FullText): number {
  return references.reduce((sum, reference) => sum + reference.html.length, html.length);
}

/**
 * The article's full text (decision 0022): the text rendered by the server from the JATS
 * (sanitized HTML, read as is) and the numbered references. Its table of contents is
 * {@link ArticleContents}, placed by the page (decision 0081). A text of {@link LONG_TEXT_CHARS}
 * or more is marked `ft-long` (laid out only where the reader is).
 */
export function ArticleFullText({ fullText }: { fullText: FullText }) {
  const { html, references } = fullText;
  return (
    <div className={markupChars(fullText) >= LONG_TEXT_CHARS ? 'ft-long space-y-10' : 'space-y-10'}>
      {html ? <div className="jats-body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {references.length > 0 ? (
        <section aria-labelledby={REFERENCES_ID}>
          <h2 id={REFERENCES_ID} className="text-2xl font-bold">
            References
          </h2>
          <ol className="ft-references">
            {references.map((reference, i) => (
              <Reference key={reference.id} reference={reference} position={i + 1} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
