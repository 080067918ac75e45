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
 * the static region. The dialog itself (figure-dialog.tsx, on Radix Dialog) is a chunk of its own,
 * loaded on the first press of a figure (decision 0034: widgets mounted on first use; decision
 * 0105: the article page's JavaScript budget): focus moves inside and stays there, Escape and a
 * press outside close it, and focus returns to the figure's link.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { OpenFigure } from './figure-dialog';

const FigureDialog = lazy(() => import('./figure-dialog'));

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

/**
 * Opens the figures of the page's full text in a viewer.
 * @param license the article's licence text (shown with every figure), `licenseUrl` its address
 */
export function FigureViewer({ license, licenseUrl }: { license: string | null; licenseUrl: string | null }) {
  const [open, setOpen] = useState<OpenFigure | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // A new tab, a download…: the browser's own.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a.jats-fig-open');
      if (!(link instanceof HTMLAnchorElement)) return;
      const figure = readFigure(link);
      if (!figure) return;
      event.preventDefault();
      setOpen(figure);
    };
    // Capture: before the static regions' link handler (lib/static-region.tsx), which would
    // otherwise navigate to the image's address.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = useCallback(() => setOpen(null), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FigureDialog figure={open} license={license} licenseUrl={licenseUrl} onClose={close} />
    </Suspense>
  );
}
