// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const mounted: string[] = [];
function Panel({ name }: { name: string }) {
  useEffect(() => {
    mounted.push(name);
  }, [name]);
  return <p>{name} content</p>;
}
const items = [
  { id: 'a', label: 'First', content: <Panel name="a" /> },
  { id: 'b', label: 'Second', content: <Panel name="b" /> },
  { id: 'c', label: 'Third', content: <Panel name="c" /> },
];

afterEach(cleanup);

describe('Tabs', () => {
  it('renders every panel at once by default (hidden ones stay in the document)', () => {
    mounted.length = 0;
    render(<Tabs label="Sections" items={items} />);
    expect(mounted.sort()).toEqual(['a', 'b', 'c']);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });

  it('lazy: renders a panel only once its tab is selected, then keeps it', async () => {
    mounted.length = 0;
    render(<Tabs label="Sections" items={items} lazy />);
    expect(mounted).toEqual(['a']);
    // Every panel element exists for aria-controls, empty until opened.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByText('c content')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'First' }));
    expect(mounted).toEqual(['a', 'c']);
    expect(screen.queryByText('b content')).toBeNull();
    expect(screen.getByText('c content', { selector: 'p' })).not.toBeVisible();
  });
});
