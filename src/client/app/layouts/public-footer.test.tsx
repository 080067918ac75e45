// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { paths } from '../../../shared/routes';
import { PublicFooter } from './public-footer';

afterEach(cleanup);

/** Every fixed route of the `paths` map (those whose `getHref` takes no argument). */
function fixedHrefs(node: unknown, found = new Set<string>()): Set<string> {
  if (typeof node !== 'object' || node === null) return found;
  const entry = node as { path?: unknown; getHref?: unknown };
  if (typeof entry.getHref === 'function' && entry.getHref.length === 0 && !String(entry.path).includes(':')) {
    found.add((entry.getHref as () => string)());
  }
  for (const value of Object.values(node)) fixedHrefs(value, found);
  return found;
}

function renderFooter() {
  render(
    <MemoryRouter>
      <PublicFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('PublicFooter (seed 000 §2 Footer)', () => {
  it('has the four columns About, Join Us, For Authors, Contact', () => {
    const footer = renderFooter();
    const titles = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['About', 'Join Us', 'For Authors', 'Contact']);
  });

  it('shows the e-mail, phone, postal address and copyright line', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: PUBLISHER.email })).toHaveAttribute(
      'href',
      `mailto:${PUBLISHER.email}`,
    );
    expect(within(footer).getByRole('link', { name: PUBLISHER.phone })).toHaveAttribute(
      'href',
      `tel:${PUBLISHER.phoneE164}`,
    );
    expect(footer).toHaveTextContent(PUBLISHER.address.street);
    expect(footer).toHaveTextContent(
      `${PUBLISHER.address.city}, ${PUBLISHER.address.region} ${PUBLISHER.address.postalCode}`,
    );
    expect(footer).toHaveTextContent(`© ${PUBLISHER.copyrightYear} ${PUBLISHER.legalName}. All rights reserved.`);
  });

  it('links only to routes of the paths map', () => {
    const known = fixedHrefs(paths);
    const footer = renderFooter();
    const internal = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(10);
    expect(internal.filter((href) => !known.has(href))).toEqual([]);
    expect(internal).toContain('/contact');
  });
});
