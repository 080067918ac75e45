// @vitest-environment jsdom
/**
 * The ROR affiliation combobox (docs/decisions/0090-ror-and-languages.md), as WAI-ARIA 1.2's
 * combobox pattern has it: typed text is the affiliation (no ROR id); after a pause the
 * organisations the text names are listed in a listbox; arrows move the active option
 * (aria-activedescendant), Enter or a click chooses it (name and ROR id), Escape closes.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RorOrganization } from '../../../shared/api/ror';
import { RorAffiliationInput, type RorAffiliation } from './ror-affiliation-input';

const ORGS: RorOrganization[] = [
  { id: 'https://ror.org/036rp1748', name: 'Universidade de São Paulo', country: 'BR', aliases: ['USP'] },
  { id: 'https://ror.org/00987cb86', name: 'Universidade Federal de São Paulo', country: 'BR', aliases: ['UNIFESP'] },
];

function Harness({
  search,
  changes,
}: {
  search: (q: string) => Promise<RorOrganization[]>;
  changes: RorAffiliation[];
}) {
  const [value, setValue] = useState<RorAffiliation>({ name: '' });
  return (
    <RorAffiliationInput
      id="aff"
      label="Affiliation"
      value={value}
      delayMs={10}
      search={search}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

afterEach(cleanup);

describe('RorAffiliationInput', () => {
  it('keeps typed text without a ROR id, lists matches, and chooses one with the arrows and Enter', async () => {
    const search = vi.fn(async (q: string) => (q.toLowerCase().includes('paulo') ? ORGS : []));
    const changes: RorAffiliation[] = [];
    render(<Harness search={search} changes={changes} />);
    const box = screen.getByRole('combobox', { name: 'Affiliation' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'Sao Paulo');
    expect(changes.at(-1)).toEqual({ name: 'Sao Paulo' });
    const list = await screen.findByRole('listbox', { name: 'ROR organisations' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Universidade de São PauloBR · USP',
      'Universidade Federal de São PauloBR · UNIFESP',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual({ name: 'Universidade Federal de São Paulo', rorId: 'https://ror.org/00987cb86' });
    expect(box).toHaveValue('Universidade Federal de São Paulo');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'https://ror.org/00987cb86' })).toHaveAttribute(
      'href',
      'https://ror.org/00987cb86',
    );
    // Typing again drops the ROR id: the text is the user's own.
    await userEvent.type(box, ' (Escola Paulista)');
    expect(changes.at(-1)).toEqual({ name: 'Universidade Federal de São Paulo (Escola Paulista)' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('chooses with a click, closes with Escape, and says when nothing matches', async () => {
    const changes: RorAffiliation[] = [];
    render(<Harness search={async (q) => (q.startsWith('Uni') ? ORGS : [])} changes={changes} />);
    const box = screen.getByRole('combobox', { name: 'Affiliation' });
    await userEvent.type(box, 'Uni');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'v');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(screen.getAllByRole('option')[0]);
    expect(changes.at(-1)).toEqual({ name: 'Universidade de São Paulo', rorId: 'https://ror.org/036rp1748' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Nowhere Institute');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No ROR organisation found: the text is kept as typed.'),
    );
    expect(changes.at(-1)).toEqual({ name: 'Nowhere Institute' });
  });
});
