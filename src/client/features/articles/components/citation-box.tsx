import { useEffect, useId, useState } from 'react';
import type { CitationStyleId } from '../../../../shared/api/citations';
import { CITATION_STYLES } from '../../../../shared/domain/citation-styles';
import { CITATION_DOWNLOADS, citationHref, useCitations } from '../api/citation';

/** How long "Copied" shows after a copy, in ms. */
const COPIED_MS = 2500;

/**
 * 'Cite' (decision 0023): the article's reference in the style the reader picks (house style
 * first, then APA, Vancouver, Harvard, Chicago), formatted by the server
 * (`GET /api/articles/{id}/citations`), a Copy button, and the BibTeX, RIS and CSL-JSON
 * downloads. The styles come from the Citation Style Language project, credited with a link
 * as their licence asks. The formatted HTML carries only the server's allow-listed tags.
 */
export function CitationBox({ articleId }: { articleId: number }) {
  const { data, isPending, isError } = useCitations(articleId);
  const [style, setStyle] = useState<CitationStyleId>('house');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const selectId = useId();
  const citation = data?.citations.find((c) => c.style === style) ?? data?.citations[0];

  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = () => {
    if (!citation) return;
    if (typeof navigator === 'undefined' || !navigator.clipboard) return setCopy('failed');
    navigator.clipboard.writeText(citation.text).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return (
    <section aria-labelledby="cite-article" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="cite-article" className="scroll-mt-24 text-lg font-semibold">
        Cite
      </h2>
      {isPending ? (
        <p className="mt-3 text-sm text-slate-600">Loading the citation…</p>
      ) : isError || !citation ? (
        <p className="mt-3 text-sm text-slate-600">The citation could not be loaded. The downloads below still work.</p>
      ) : (
        <>
          <label htmlFor={selectId} className="mt-3 block text-xs font-semibold uppercase tracking-wide text-slate-500">
            Citation style
          </label>
          <select
            id={selectId}
            value={citation.style}
            onChange={(event) => {
              setStyle(event.target.value as CitationStyleId);
              setCopy('idle');
            }}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
          >
            {CITATION_STYLES.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
          <p
            className="mt-3 text-sm leading-relaxed text-slate-700 wrap-anywhere"
            data-testid="formatted-citation"
            // The server's contract: text escaped, only <i>, <b>, <sup>, <sub>, <span> without attributes.
            dangerouslySetInnerHTML={{ __html: citation.html }}
          />
          <div className="mt-3 flex items-center gap-3">
            <button
              type="button"
              onClick={onCopy}
              className="inline-flex items-center rounded-md bg-brand-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Copy citation
            </button>
            <span role="status" className="text-sm text-slate-600">
              {copy === 'copied' ? 'Copied' : copy === 'failed' ? 'Could not copy: select the text instead' : ''}
            </span>
          </div>
        </>
      )}
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Download citation</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {CITATION_DOWNLOADS.map(({ format, label }) => (
          <li key={format}>
            <a
              href={citationHref(articleId, format)}
              download
              className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:border-brand-900 hover:bg-brand-50"
            >
              {label}
              <span className="sr-only"> citation file</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-500">
        Styles from the{' '}
        <a href="https://citationstyles.org/" className="underline hover:text-brand-900">
          Citation Style Language
        </a>{' '}
        project.
      </p>
    </section>
  );
}
