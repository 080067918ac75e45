// @vitest-environment jsdom
/**
 * Static regions on the production runtime, React 19 (decisions 0034, 0060): hydrating a
 * server-rendered page adopts a region's markup without running the region's components, keeps
 * it exactly, and renders the children again as soon as the region's id changes; outside a
 * hydration a region renders its children like any component.
 */
import { act, useEffect, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticRegion } from './static-region';

// React's act() outside Testing Library: this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: Root[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
});

const itemRendered = vi.fn();
function Item({ label }: { label: string }) {
  itemRendered(label);
  return <li>{label}</li>;
}

const controls: { setFilter: (value: string) => void } = { setFilter: () => undefined };
function List({ items }: { items: string[] }) {
  const [filter, set] = useState('');
  useEffect(() => {
    controls.setFilter = set;
  }, [set]);
  const shown = items.filter((item) => item.includes(filter));
  return (
    <StaticRegion id={`list:${filter}`} as="ul" className="grid">
      {shown.map((item) => (
        <Item key={item} label={item} />
      ))}
    </StaticRegion>
  );
}

function serve(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, element: ReactElement): Promise<void> {
  await act(async () => {
    roots.push(hydrateRoot(container, element));
  });
}

describe('StaticRegion under React', () => {
  it('adopts the server markup when hydrated, without rendering its children', async () => {
    const items = ['alpha', 'beta', 'gamma'];
    const container = serve(<List items={items} />);
    const served = container.innerHTML;
    expect(served).toContain('data-static-region="list:"');
    const firstItem = container.querySelector('li');
    itemRendered.mockClear();
    await hydrate(container, <List items={items} />);
    expect(itemRendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
    expect(container.querySelector('li')).toBe(firstItem);
  });

  it('renders its children once its id changes, and the server markup is replaced', async () => {
    const items = ['alpha', 'beta', 'gamma'];
    const container = serve(<List items={items} />);
    await hydrate(container, <List items={items} />);
    act(() => controls.setFilter('a'));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta', 'gamma']);
    act(() => controls.setFilter('mm'));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['gamma']);
    expect(container.querySelector('ul')?.getAttribute('data-static-region')).toBe('list:mm');
  });

  it('renders its children when the page is rendered in the browser, not hydrated', () => {
    const container = document.createElement('div');
    document.body.append(container);
    itemRendered.mockClear();
    act(() => {
      const root = createRoot(container);
      roots.push(root);
      root.render(<List items={['alpha', 'beta']} />);
    });
    expect(itemRendered).toHaveBeenCalledTimes(2);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta']);
  });
});
