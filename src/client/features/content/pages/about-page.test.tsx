// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/routes';
import { AboutPage } from './about-page';

afterEach(cleanup);

describe('AboutPage (seed 000 §2 About)', () => {
  it('shows the hero illustration, one h1 and four paragraphs on the mission', () => {
    render(
      <MemoryRouter initialEntries={[paths.about.getHref()]}>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('About Us | Genesis');
    expect(document.querySelector('img[src="/images/content/about-hero.svg"]')).not.toBeNull();
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(mission.querySelectorAll('p')).toHaveLength(4);
    for (const word of [
      'open access',
      'peer review',
      'editorial standards',
      'biomedical',
      'environmental',
      'engineering',
      'social sciences',
    ]) {
      expect(mission).toHaveTextContent(new RegExp(word, 'i'));
    }
  });

  it('lists the featured journal sections as plain text, not links', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('region', { name: 'Journal of Physical Medicine and Rehabilitation' });
    const items = within(within(panel).getByRole('list', { name: 'Journal sections' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Archive',
      'Areas Focused',
      'Articles in Press',
      'Current Issue',
      'Editorial Board',
    ]);
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
  });
});
