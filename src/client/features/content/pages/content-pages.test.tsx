// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { AboutPage } from './about-page';
import { FaqsPage } from './faqs-page';
import { OpenAccessPage } from './open-access-page';
import { PoliciesPage } from './policies-page';
import { TermsPage } from './terms-page';

afterEach(cleanup);

const PAGES: [string, ComponentType][] = [
  ['/about', AboutPage],
  ['/open-access', OpenAccessPage],
  ['/faqs', FaqsPage],
  ['/terms-conditions', TermsPage],
  ['/policies', PoliciesPage],
];

describe.each(PAGES)('%s', (path, Page) => {
  it('sets its title and description, has one h1 and no skipped heading levels', () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    expect(document.title).toBe(`${STATIC_PAGE_META[path].title} | Genesis`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      STATIC_PAGE_META[path].description,
    );
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    );
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1);
    });
  });

  it('points every in-page link at an element of the page', () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    const fragments = [...document.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute('href')!.slice(1));
    for (const id of fragments) expect(document.getElementById(id), id).not.toBeNull();
  });
});
