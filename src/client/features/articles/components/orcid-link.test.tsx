// @vitest-environment jsdom
/**
 * A contributor's ORCID iD as ORCID's display guidelines ask (decision 0088): an authenticated
 * iD is the green iD icon linking to the record; a typed one is the iD as plain text linking to
 * the record, without the icon; each link's name says whose record and whether it is authenticated.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrcidLink } from './orcid-link';

afterEach(cleanup);

describe('OrcidLink', () => {
  it('an authenticated iD: the iD icon, no text, linked to the record', () => {
    const { container } = render(<OrcidLink orcid="0000-0002-1825-0097" name="Josiah Carberry" authenticated />);
    const link = screen.getByRole('link', { name: /ORCID iD of Josiah Carberry \(authenticated\)/ });
    expect(link).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
    expect(container.querySelector('svg circle')).toHaveAttribute('fill', '#a6ce39');
    expect(link).toHaveTextContent('');
  });

  it('a typed iD: shown plainly as the iD, without the icon', () => {
    const { container } = render(<OrcidLink orcid="0000-0001-5109-3700" name="Grace Hopper" authenticated={false} />);
    const link = screen.getByRole('link', { name: /ORCID iD of Grace Hopper \(not authenticated\)/ });
    expect(link).toHaveAttribute('href', 'https://orcid.org/0000-0001-5109-3700');
    expect(link).toHaveTextContent('0000-0001-5109-3700');
    expect(container.querySelector('svg')).toBeNull();
  });
});
