// @vitest-environment jsdom
/**
 * Static regions on the production runtime, Preact (issue 14, decision 0034): the first
 * hydration adopts the server's markup without running the region's components, keeps it
 * exactly, and renders the children again as soon as the region's id changes.
 */
import type { VNode } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

const { hydrateRoot } = await import('preact/compat/client');
const { act } = await import('preact/test-utils');
const { renderToString } = await import('preact-render-to-string');
const { useEffect, useState } = await import('preact/compat');
const { StaticRegion, duringFirstHydration } = await import('./static-region');

afterEach(() => {
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

function serve(element: VNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('StaticRegion', () => {
  it('adopts the server markup in the first hydration without rendering its children', () => {
    const items = ['alpha', 'beta', 'gamma'];
    const container = serve(<List items={items} />);
    const served = container.innerHTML;
    expect(served).toContain('data-static-region="list:"');
    itemRendered.mockClear();
    duringFirstHydration(() => {
      hydrateRoot(container, <List items={items} />);
    });
    expect(itemRendered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(served);
  });

  it('renders its children once its id changes, and the server markup is replaced', () => {
    const items = ['alpha', 'beta', 'gamma'];
    const container = serve(<List items={items} />);
    act(() =>
      duringFirstHydration(() => {
        hydrateRoot(container, <List items={items} />);
      }),
    );
    act(() => controls.setFilter('a'));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['alpha', 'beta', 'gamma']);
    act(() => controls.setFilter('mm'));
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['gamma']);
    expect(container.querySelector('ul')?.getAttribute('data-static-region')).toBe('list:mm');
  });

  it('hydrates like any component outside a first hydration', () => {
    const container = serve(<List items={['alpha']} />);
    itemRendered.mockClear();
    hydrateRoot(container, <List items={['alpha']} />);
    expect(itemRendered).toHaveBeenCalledTimes(1);
  });
});
