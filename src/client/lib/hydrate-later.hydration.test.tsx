// @vitest-environment jsdom
/**
 * Hydration in parts on the production runtime, React 19 (decisions 0034, 0060): the shell
 * hydrates and commits first, each HydrateLater part after it in a render of its own, the
 * server's DOM and its `useId` ids are kept, every handler works afterwards, and
 * `hydrationFinished` resolves only once every part has hydrated.
 */
import { useEffect, useId, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { HydrateLater, hydrationFinished } from './hydrate-later';

// The hydration runs on React's own scheduler (tasks, as in a browser), not inside act(),
// which would flush every render at once and hide the order of the parts.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

const rendered: string[] = [];
const hydrated: string[] = [];
/** What had rendered when the shell committed. */
let renderedAtShellCommit: string[] = [];
/** What had hydrated when hydrationFinished() resolved (null: not yet). */
let hydratedWhenFinished: string[] | null = null;

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  const id = useId();
  rendered.push(name);
  useEffect(() => {
    hydrated.push(name);
    if (name === 'shell' && typeof window !== 'undefined') {
      renderedAtShellCommit = [...rendered];
      void hydrationFinished().then(() => {
        hydratedWhenFinished = [...hydrated];
      });
    }
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

it('hydrates the shell first, then the parts, keeping the server DOM and its ids', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const served = container.innerHTML;
  const buttons = [...container.querySelectorAll('button')];
  const servedIds = buttons.map((button) => button.id);
  expect(new Set(servedIds).size).toBe(4);

  rendered.length = 0;
  root = hydrateRoot(container, <Page />);
  await vi.waitFor(() => expect(hydratedWhenFinished).not.toBeNull());

  // When the shell committed no part had rendered yet; hydration counts as finished only
  // once every part has hydrated.
  expect(renderedAtShellCommit).toEqual(['shell']);
  expect(hydrated).toEqual(['shell', 'header', 'main', 'main-2']);
  expect(hydratedWhenFinished).toEqual(['shell', 'header', 'main', 'main-2']);
  expect([...container.querySelectorAll('button')]).toEqual(buttons);
  expect(container.innerHTML).toBe(served);

  // Every part's handler is attached, and each part renders again with the server's ids.
  for (const button of buttons) button.click();
  await vi.waitFor(() => expect(buttons.map((button) => button.textContent)).toEqual(['1', '1', '1', '1']));
  expect(buttons.map((button) => button.id)).toEqual(servedIds);
});
