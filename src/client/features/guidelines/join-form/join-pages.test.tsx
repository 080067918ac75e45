// @vitest-environment jsdom
/**
 * The three join guideline pages mount the application form of their kind in the
 * `#application-form` section, without the interim e-mail route.
 */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGuidelines } from '../test/render';

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
