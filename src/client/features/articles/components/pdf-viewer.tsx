import type { Ref } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/** Whether the viewer starts open: on wide screens; phones rarely show PDFs inline. */
function viewerOpenByDefault(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;
}

/**
 * The article's PDF in an `<iframe>` (same origin, allowed by the CSP's frame-src 'self'),
 * collapsible with a Show/Hide button, plus 'Download PDF' and an open-in-new-tab link for
 * browsers that cannot show PDFs inline (most phones).
 *
 * Until hydrated the server cannot know the screen: the frame's room is kept on wide screens
 * (where it will open), so the page does not shift when it does. Then the reader's choice, if
 * any, else the screen's default. Only this section renders again when the page starts
 * running, not the article around it (decision 0034).
 *
 * @param choice the reader's choice (the page owns it: 'Read Article' opens the viewer), null
 *   while there is none
 * @param onToggle called with the state the reader asks for
 * @param headingRef the section heading, focusable, for 'Read Article' to move to
 */
export function PdfViewer({
  pdfUrl,
  title,
  choice,
  onToggle,
  headingRef,
}: {
  pdfUrl: string;
  title: string;
  choice: boolean | null;
  onToggle: (open: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const hydrated = useHydrated();
  const open = choice ?? (hydrated ? viewerOpenByDefault() : null);
  const frameId = 'article-pdf-frame';
  return (
    <section aria-labelledby="article-full-text" className="scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="article-full-text" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Full Text (PDF)
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <button
            type="button"
            aria-expanded={open === true}
            aria-controls={frameId}
            onClick={() => onToggle(!open)}
            className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
          >
            {open ? 'Hide PDF viewer' : 'Show PDF viewer'}
          </button>
          <a
            href={pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
          >
            Open in a new tab
          </a>
        </div>
      </div>
      {open === null ? (
        <div aria-hidden="true" className="mt-4 hidden md:block">
          <div className="h-[80vh] min-h-[32rem] w-full rounded-md border border-slate-300 bg-slate-100" />
        </div>
      ) : null}
      <div id={frameId} hidden={!open} className="mt-4">
        {open ? (
          <iframe
            src={pdfUrl}
            title={`PDF of the article: ${title}`}
            className="h-[80vh] min-h-[32rem] w-full rounded-md border border-slate-300 bg-slate-100"
          />
        ) : null}
        <p className="mt-2 text-xs text-slate-600">
          If the PDF does not appear, use Download PDF or open it in a new tab.
        </p>
      </div>
    </section>
  );
}
