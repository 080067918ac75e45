// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../../../shared/routes';
import { PoliciesPage } from './policies-page';

afterEach(cleanup);

function renderPolicies() {
  render(
    <MemoryRouter initialEntries={[paths.policies.getHref()]}>
      <PoliciesPage />
    </MemoryRouter>,
  );
}

describe('PoliciesPage (seed 000 §2 Policies)', () => {
  it('gives the page limits as a table: research 45, review 25, case series 8, case report 4', () => {
    renderPolicies();
    const table = screen.getByRole('table', { name: 'Maximum length by article type' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Research article', '45'],
      ['Review article', '25'],
      ['Case series', '8'],
      ['Case report', '4'],
    ]);
  });

  it('states the withdrawal, refund and plagiarism rules', () => {
    renderPolicies();
    expect(screen.getByRole('region', { name: 'Withdrawal Policy' })).toHaveTextContent(
      /before it has been sent to reviewers/,
    );
    expect(screen.getByRole('region', { name: 'Withdrawal Policy' })).toHaveTextContent(
      /Accepted or published articles can never be withdrawn/,
    );
    expect(screen.getByRole('region', { name: 'Refund and Cancellation Policy' })).toHaveTextContent(
      'within 10-14 business days',
    );
    const plagiarism = screen.getByRole('region', { name: 'Plagiarism Policy' });
    expect(plagiarism).toHaveTextContent('at least 70% original content');
    expect(plagiarism).toHaveTextContent('More than 30% plagiarism may lead to rejection');
    expect(plagiarism).toHaveTextContent(/before it is sent to peer review/);
  });

  it('has a table of contents whose every link lands on a section', () => {
    renderPolicies();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent ?? '');
    }
  });
});
