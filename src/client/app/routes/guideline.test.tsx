// @vitest-environment jsdom
/**
 * The guideline route mounts the intake feature's application form of the page's kind in
 * the `#application-form` section of the three join pages, without the interim e-mail route.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withFormJournals } from '../../features/intake/test/journals';
import { GuidelineRoute } from './guideline';

afterEach(() => {
  cleanup();
});

function renderGuidelines(route: string) {
  const router = createMemoryRouter([{ path: '/guidelines/:type', element: <GuidelineRoute /> }], {
    initialEntries: [route],
  });
  // The forms offer the journal list the server render leaves in the query cache (decision 0046).
  render(withFormJournals(<RouterProvider router={router} />));
}

describe('join pages', () => {
  it.each([
    ['join-editor', 'researchInterests', 'Editor application'],
    ['join-associate', 'researchInterest', 'Associate Editor application'],
    ['join-reviewer', 'researchInterest', 'Reviewer application'],
  ])('%s: the application form in the application-form section', (type, interestName, formName) => {
    renderGuidelines(`/guidelines/${type}`);
    const section = screen.getByRole('region', { name: 'Application form' });
    expect(section).toHaveAttribute('id', 'application-form');
    expect(within(section).getByRole('form', { name: formName })).toBeInTheDocument();
    expect(within(section).getByLabelText(/Research interests/)).toHaveAttribute('name', interestName);
    expect(within(section).getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(within(section).queryByText('Online form coming soon')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'editorial@genesispub.org' })).not.toBeInTheDocument();
  });
});
