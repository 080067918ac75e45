import type { FullText, FullTextHeading, FullTextReference } from '../../../../shared/api/full-text';
import { doiHref } from '../lib/article-text';

/** Id of the references heading (the table of contents links to it). */
const REFERENCES_ID = 'article-references';

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

/** The table of contents: top-level parts and their subsections, then the references. */
function Contents({ toc, hasReferences }: { toc: FullTextHeading[]; hasReferences: boolean }) {
  const tree = tocTree(toc);
  if (tree.length === 0 && !hasReferences) return null;
  return (
    <nav aria-labelledby="article-contents" className="ft-toc">
      <h2 id="article-contents" className="text-lg font-semibold">
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

/** One reference: its text, its DOI, PubMed and PMC links, and links back to where it is cited. */
function Reference({ reference }: { reference: FullTextReference }) {
  const { doi, pmid, pmcid, url, citedFrom, number } = reference;
  return (
    <li id={reference.id} className="ft-reference">
      <span className="ft-reference-number">{`${number}.`}</span>
      <div className="min-w-0">
        <span className="ft-reference-text" dangerouslySetInnerHTML={{ __html: reference.html }} />
        {doi || pmid || pmcid || url || citedFrom.length > 0 ? (
          <span className="ft-reference-links">
            {doi ? <a href={doiHref(doi)}>DOI</a> : null}
            {pmid ? <a href={`https://pubmed.ncbi.nlm.nih.gov/${pmid}/`}>PubMed</a> : null}
            {pmcid ? <a href={`https://www.ncbi.nlm.nih.gov/pmc/articles/${pmcid}/`}>PMC</a> : null}
            {url ? <a href={url}>Link</a> : null}
            {citedFrom.map((citation, i) => (
              <a
                key={citation}
                href={`#${citation}`}
                aria-label={`Back to citation ${i + 1} of reference ${number}`}
                className="ft-backlink"
              >
                ↑{citedFrom.length > 1 ? i + 1 : ''}
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The article's full text (decision 0022): the table of contents, the text rendered by the server
 * from the JATS (sanitized HTML, read as is), and the numbered references.
 */
export function ArticleFullText({ fullText }: { fullText: FullText }) {
  const { toc, html, references } = fullText;
  return (
    <div className="space-y-10">
      <Contents toc={toc} hasReferences={references.length > 0} />
      {html ? <div className="jats-body" dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {references.length > 0 ? (
        <section aria-labelledby={REFERENCES_ID}>
          <h2 id={REFERENCES_ID} className="text-2xl font-bold">
            References
          </h2>
          <ol className="ft-references">
            {references.map((reference) => (
              <Reference key={reference.id} reference={reference} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
