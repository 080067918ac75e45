// @vitest-environment jsdom
/** The citation box of the article page (decision 0023). */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '../../../test/msw';
import { makeCitations } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { CitationBox } from './citation-box';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderBox(id = 7) {
  mockApi(on(`GET /api/articles/${id}/citations`, makeCitations('Deep sea vents')));
  renderWithProviders(<CitationBox articleId={id} />);
  return screen.findByRole('combobox', { name: 'Citation style' });
}

describe('CitationBox', () => {
  it('offers the five styles, house style first and shown at once', async () => {
    const select = await renderBox();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Genesis (house style)', 'APA (7th edition)', 'Vancouver', 'Harvard', 'Chicago (author-date)']);
    expect(screen.getByTestId('formatted-citation')).toHaveTextContent('Lovelace A. Deep sea vents. J Tests. 2025.');
  });

  it("shows the chosen style with the style's italics", async () => {
    const select = await renderBox();
    await userEvent.setup().selectOptions(select, 'apa');
    const shown = screen.getByTestId('formatted-citation');
    expect(shown).toHaveTextContent('Lovelace, A. (2025). Deep sea vents. J Tests, 4(2).');
    expect(shown.querySelector('i')).toHaveTextContent('J Tests');
  });

  it("copies the chosen style's plain text and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const select = await renderBox();
    await user.selectOptions(select, 'chicago');
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(writeText).toHaveBeenCalledWith('Lovelace, Ada. 2025. “Deep sea vents.” J Tests 4 (2).');
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
  });

  it('says when the text could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await renderBox();
    await user.click(screen.getByRole('button', { name: 'Copy citation' }));
    expect(await screen.findByText('Could not copy: select the text instead')).toBeInTheDocument();
  });

  it('links the BibTeX, RIS and CSL-JSON downloads, also when the citations cannot be loaded', async () => {
    mockApi(on('GET /api/articles/8/citations', fail(500, 'INTERNAL', 'Internal Server Error')));
    renderWithProviders(<CitationBox articleId={8} />);
    expect(await screen.findByText(/The citation could not be loaded/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /citation file/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/api/articles/8/citation?format=bibtex',
      '/api/articles/8/citation?format=ris',
      '/api/articles/8/citation?format=csl-json',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Citation Style Language' })).toHaveAttribute(
      'href',
      'https://citationstyles.org/',
    );
  });
});
