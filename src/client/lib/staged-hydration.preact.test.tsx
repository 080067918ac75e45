// @vitest-environment jsdom
/**
 * Hydration in turns (issue 14, docs/decisions/0024) on the production runtime, Preact (the
 * build aliases `react` to `preact/compat`; so does this file): the server's HTML is hydrated
 * in one synchronous pass except the `HydrateInTurn` parts, which keep their server DOM and are
 * hydrated later, each in a task of its own, in order; the nodes are kept, not replaced.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

const { useEffect, useState } = await import('preact/compat');
const { hydrateRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { HydrateInTurn, beginStagedHydration, hydrationFinished } = await import('./staged-hydration');

const rendered: string[] = [];
const hydrated: string[] = [];

afterEach(() => {
  document.body.innerHTML = '';
});

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  rendered.push(name);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <button type="button" data-part={name} onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Part name="shell" />
      <HydrateInTurn>
        <Part name="header" />
      </HydrateInTurn>
      <HydrateInTurn>
        <section>
          <Part name="main" />
        </section>
      </HydrateInTurn>
      <p>after</p>
    </div>
  );
}

describe('HydrateInTurn on Preact', () => {
  it('leaves each part to a later task, then hydrates it in order on the server DOM', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    const serverButtons = [...container.querySelectorAll('button')];

    rendered.length = 0;
    beginStagedHydration();
    hydrateRoot(container, <Page />);
    // Preact's first pass is synchronous: the shell is hydrated, the parts are not yet.
    expect(rendered).toEqual(['shell']);
    await Promise.resolve();
    expect(rendered).toEqual(['shell']);
    expect(container.innerHTML).toBe(serverHtml);
    serverButtons[2].click();
    expect(serverButtons[2].textContent).toBe('main 0');

    await hydrationFinished();
    await vi.waitFor(() => expect(hydrated).toEqual(['shell', 'header', 'main']));
    expect(rendered).toEqual(['shell', 'header', 'main']);
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    serverButtons[2].click();
    await vi.waitFor(() => expect(serverButtons[2].textContent).toBe('main 1'));
  });
});
