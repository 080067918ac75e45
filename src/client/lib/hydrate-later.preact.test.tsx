// @vitest-environment jsdom
/**
 * Hydration in turns on the production runtime, Preact (issue 14, decision 0034): the shell
 * is hydrated in the first pass, each `HydrateLater` part in a task of its own, in page
 * order, on the server's DOM (nodes kept, handlers attached), and ids made by `useId` inside
 * the parts are the server's.
 */
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

const { useEffect, useId, useState } = await import('preact/compat');
const { hydrateRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { HydrateLater, hydrateInTurns } = await import('./hydrate-later');

const rendered: string[] = [];
const hydrated: string[] = [];

afterEach(() => {
  document.body.innerHTML = '';
});

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  const id = useId();
  rendered.push(name);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <label htmlFor={id}>
      {name}
      <button id={id} type="button" onClick={() => setClicks(clicks + 1)}>
        {clicks}
      </button>
    </label>
  );
}

function Page() {
  return (
    <div>
      <Part name="shell" />
      <HydrateLater part="header">
        <header>
          <Part name="header" />
        </header>
      </HydrateLater>
      <HydrateLater part="main">
        <main>
          <Part name="main" />
          <Part name="main-2" />
        </main>
      </HydrateLater>
    </div>
  );
}

it('hydrates the shell first, then each part in its own task and in order, keeping the server DOM and its ids', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const served = container.innerHTML;
  const buttons = [...container.querySelectorAll('button')];

  rendered.length = 0;
  const finished = hydrateInTurns(() => {
    hydrateRoot(container, <Page />);
  });
  expect(rendered).toEqual(['shell']);
  await Promise.resolve();
  expect(rendered).toEqual(['shell']);
  expect(container.innerHTML).toBe(served);

  await finished;
  await vi.waitFor(() => expect(hydrated).toEqual(['shell', 'header', 'main', 'main-2']));
  expect(rendered).toEqual(['shell', 'header', 'main', 'main-2']);
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  expect(container.innerHTML).toBe(served);

  // Each part renders again: an id made differently in the browser would now replace the server's.
  const servedIds = buttons.map((button) => button.id);
  for (const button of buttons) button.click();
  await vi.waitFor(() => expect(buttons.map((button) => button.textContent)).toEqual(['1', '1', '1', '1']));
  expect(buttons.map((button) => button.id)).toEqual(servedIds);
  expect(new Set(servedIds).size).toBe(4);
});
