/**
 * The figure viewer's dialog (docs/decisions/0082-figures-article-assets.md): the figure as large
 * as the screen allows, zoom buttons (and the browser's own pinch zoom on phones), its label and
 * caption, the article's licence and "Download original". Radix Dialog gives the modal's
 * behaviour: focus moves inside and stays there, Escape and a press outside close it, and focus
 * returns to the figure's link. Loaded by figure-viewer.tsx on the first press of a figure, as a
 * chunk of its own (decision 0105: the article page's JavaScript budget).
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';

/** Zoom steps, as a multiple of the width that fits the screen. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** What the viewer shows of one figure, read from the figure's markup when it is opened. */
export interface OpenFigure {
  link: HTMLAnchorElement;
  title: string;
  /** The figure's `<picture>`, re-sized for the whole screen (markup sanitized by the server). */
  pictureHtml: string;
  /** The figure's caption (markup sanitized by the server), without its download line. */
  captionHtml: string;
  downloadUrl: string | null;
  downloadMeta: string;
}

/** The dimmed page behind the viewer; the page stops scrolling (a class, as ui/dialog.tsx does for the CSP). */
function Backdrop() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, []);
  return <div aria-hidden="true" className="fixed inset-0 z-50 bg-slate-900/70" style={{ pointerEvents: 'auto' }} />;
}

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The dialog of figure `figure`, open while it is rendered; zoom starts at 100 % each time.
 * @param license the article's licence text (shown with every figure), `licenseUrl` its address
 * @param onClose called on Escape, on a press outside, and by Close
 */
export default function FigureDialog({
  figure,
  license,
  licenseUrl,
  onClose,
}: {
  figure: OpenFigure;
  license: string | null;
  licenseUrl: string | null;
  onClose: () => void;
}) {
  const [zoom, setZoom] = useState(0);
  const scale = ZOOM_STEPS[zoom];
  return (
    <RadixDialog.Root open onOpenChange={(next) => (next ? null : onClose())}>
      <RadixDialog.Portal>
        <Backdrop />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (figure.link.isConnected) figure.link.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white outline-none sm:inset-4 sm:rounded-xl sm:shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="min-w-0 text-base font-bold text-brand-900 sm:text-lg">
              {figure.title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {/* The image: scrolls when zoomed; a phone's pinch zooms it too (touch-action allows it). */}
          <div
            className="figure-viewer-stage min-h-0 flex-1 touch-pan-x touch-pan-y touch-pinch-zoom overflow-auto bg-slate-100"
            data-testid="figure-viewer-stage"
            // Scrolls when the image is taller than the screen or zoomed: reachable by keyboard (WCAG 2.1.1).
            role="region"
            aria-label="Image"
            tabIndex={0}
          >
            {/* At 100 % the whole image fits the stage; zoomed, it is wider and the stage scrolls. */}
            <div
              className={scale === 1 ? 'figure-viewer-fit mx-auto h-full' : 'mx-auto'}
              style={{ width: `${scale * 100}%` }}
              dangerouslySetInnerHTML={{ __html: figure.pictureHtml }}
            />
          </div>
          <div className="max-h-[40vh] space-y-3 overflow-y-auto border-t border-slate-200 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={buttonClass}
                onClick={() => setZoom((z) => Math.max(0, z - 1))}
                disabled={zoom === 0}
              >
                Zoom out
              </button>
              <span aria-live="polite" className="min-w-[3.5rem] text-center tabular-nums text-slate-700">
                {`${Math.round(scale * 100)}%`}
              </span>
              <button
                type="button"
                className={buttonClass}
                onClick={() => setZoom((z) => Math.min(ZOOM_STEPS.length - 1, z + 1))}
                disabled={zoom === ZOOM_STEPS.length - 1}
              >
                Zoom in
              </button>
              {figure.downloadUrl ? (
                <a
                  href={figure.downloadUrl}
                  className="ml-auto rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Download original
                  {figure.downloadMeta ? <span className="sr-only"> {figure.downloadMeta}</span> : null}
                </a>
              ) : null}
            </div>
            <div
              className="figure-viewer-caption jats-body font-sans"
              dangerouslySetInnerHTML={{ __html: figure.captionHtml }}
            />
            {license ? (
              <p className="text-slate-700">
                {'Licence: '}
                {licenseUrl ? (
                  <a href={licenseUrl} className="text-brand-700 underline hover:text-brand-900">
                    {license}
                  </a>
                ) : (
                  license
                )}
              </p>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
