// @vitest-environment jsdom
/**
 * The figure viewer (docs/decisions/0082-figures-article-assets.md) over server-rendered figure
 * markup: a press on a figure's image opens a modal dialog named by the figure's label and
 * title, with its caption, the licence and "Download original"; zoom buttons; Escape closes it
 * and focus returns to the figure (WAI-ARIA Authoring Practices, modal dialog pattern).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FigureViewer } from './figure-viewer';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const base = '/api/articles/7/assets/3/0123456789ab';
const FIGURE = `<figure class="jats-fig" id="ft-fig1"><a class="jats-fig-open" href="${base}/w960.jpg"><picture class="jats-fig-image"><source type="image/avif" srcset="${base}/w480.avif 480w, ${base}/w960.avif 960w" sizes="(min-width: 800px) 720px, 100vw"><img src="${base}/w960.jpg" srcset="${base}/w480.jpg 480w, ${base}/w960.jpg 960w" sizes="(min-width: 800px) 720px, 100vw" width="960" height="600" alt="Figure 1. Cells in a dish" loading="eager" decoding="async"></picture></a><figcaption><p class="jats-caption-head"><span class="jats-label">Figure 1.</span> <span class="jats-caption-title">Cells in a dish</span></p><p>Scale bar, 10 µm.</p><p class="jats-fig-download"><a href="${base}/original">Download original</a> <span class="jats-file-meta">(TIFF, 2.1 MB)</span></p></figcaption></figure>`;

function renderPage() {
  const body = document.createElement('div');
  body.className = 'jats-body';
  body.innerHTML = `<p>Text before.</p>${FIGURE}`;
  document.body.append(body);
  render(<FigureViewer license="CC BY 4.0" licenseUrl="https://creativecommons.org/licenses/by/4.0/" />);
  return screen.getByRole('link', { name: 'Figure 1. Cells in a dish' });
}

describe('FigureViewer', () => {
  it('opens the pressed figure in a dialog with its caption, licence and original', async () => {
    const user = userEvent.setup();
    const link = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Figure 1. Cells in a dish' });
    expect(within(dialog).getByText('Scale bar, 10 µm.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(within(dialog).getByRole('link', { name: /^Download original/ })).toHaveAttribute(
      'href',
      `${base}/original`,
    );
    // The image fills the screen's width: every candidate is chosen for 100vw.
    const img = within(dialog).getByRole('img', { name: 'Figure 1. Cells in a dish' });
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '960');
  });

  it('zooms in and out by steps', async () => {
    const user = userEvent.setup();
    await user.click(renderPage());
    const dialog = await screen.findByRole('dialog');
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    expect(zoomOut).toBeEnabled();
    await user.click(zoomOut);
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the figure', async () => {
    const user = userEvent.setup();
    const link = renderPage();
    link.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });
});
