/**
 * The figure viewer of the article page (docs/decisions/0082-figures-article-assets.md): a press
 * on a figure's image in the server-rendered full text (a link `a.jats-fig-open` to its widest
 * JPEG, what a reader without scripts gets) opens a modal dialog instead, with the image as large
 * as the screen allows, zoom buttons (and the browser's own pinch zoom on phones), the figure's
 * label and caption, the article's licence and "Download original".
 *
 * The full text stays adopted as served (decision 0034: it is not hydrated); this component
 * renders nothing until a figure is opened and listens for presses on the whole document (in the
 * capture phase, ahead of the static regions' client-side links), so it needs no handler inside
 * the static region. Radix Dialog gives the modal's behaviour: focus
 * moves inside and stays there, Escape and a press outside close it, and focus returns to the
 * figure's link.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useState } from 'react';

/** Zoom steps, as a multiple of the width that fits the screen. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** What the viewer shows of one figure, read from the figure's markup when it is opened. */
interface OpenFigure {
  link: HTMLAnchorElement;
  title: string;
  /** The figure's `<picture>`, re-sized for the whole screen (markup sanitized by the server). */
  pictureHtml: string;
  /** The figure's caption (markup sanitized by the server), without its download line. */
  captionHtml: string;
  downloadUrl: string | null;
  downloadMeta: string;
}

/** Reads what the viewer shows from the figure the link `link` belongs to. */
function readFigure(link: HTMLAnchorElement): OpenFigure | null {
  const figure = link.closest('figure');
  const picture = link.querySelector('picture');
  if (!figure || !picture) return null;
  const big = picture.cloneNode(true) as HTMLElement;
  for (const el of big.querySelectorAll('source, img')) el.setAttribute('sizes', '100vw');
  const img = big.querySelector('img');
  img?.setAttribute('loading', 'eager');
  const caption = figure.querySelector('figcaption')?.cloneNode(true) as HTMLElement | undefined;
  caption?.querySelector('.jats-fig-download')?.remove();
  // Named by its label and, when short, its title ("Figure 1. Cells in a dish"); the caption follows in full.
  const label = figure.querySelector('.jats-caption-head .jats-label')?.textContent?.trim() ?? '';
  const titleText = figure.querySelector('.jats-caption-head .jats-caption-title')?.textContent?.trim() ?? '';
  const head = [label, titleText.length <= 100 ? titleText : ''].filter(Boolean).join(' ');
  const download = figure.querySelector<HTMLAnchorElement>('.jats-fig-download a');
  return {
    link,
    title: head || img?.getAttribute('alt') || 'Figure',
    pictureHtml: big.outerHTML,
    captionHtml: caption?.innerHTML ?? '',
    downloadUrl: download?.getAttribute('href') ?? null,
    downloadMeta: figure.querySelector('.jats-fig-download .jats-file-meta')?.textContent ?? '',
  };
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
 * Opens the figures of the page's full text in a viewer.
 * @param license the article's licence text (shown with every figure), `licenseUrl` its address
 */
export function FigureViewer({ license, licenseUrl }: { license: string | null; licenseUrl: string | null }) {
  const [open, setOpen] = useState<OpenFigure | null>(null);
  const [zoom, setZoom] = useState(0);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A new tab, a download…: the browser's own.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a.jats-fig-open');
      if (!(link instanceof HTMLAnchorElement)) return;
      const figure = readFigure(link);
      if (!figure) return;
      event.preventDefault();
      setZoom(0);
      setOpen(figure);
    };
    // Capture: before the static regions' link handler (lib/static-region.tsx), which would
    // otherwise navigate to the image's address.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = useCallback(() => setOpen(null), []);
  if (!open) return null;
  const scale = ZOOM_STEPS[zoom];
  return (
    <RadixDialog.Root open onOpenChange={(next) => (next ? null : close())}>
      <RadixDialog.Portal>
        <Backdrop />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (open.link.isConnected) open.link.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white outline-none sm:inset-4 sm:rounded-xl sm:shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <RadixDialog.Title className="min-w-0 text-base font-bold text-brand-900 sm:text-lg">
              {open.title}
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
              dangerouslySetInnerHTML={{ __html: open.pictureHtml }}
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
              {open.downloadUrl ? (
                <a
                  href={open.downloadUrl}
                  className="ml-auto rounded-md bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Download original
                  {open.downloadMeta ? <span className="sr-only"> {open.downloadMeta}</span> : null}
                </a>
              ) : null}
            </div>
            <div
              className="figure-viewer-caption jats-body font-sans"
              dangerouslySetInnerHTML={{ __html: open.captionHtml }}
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
