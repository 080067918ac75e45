// @vitest-environment jsdom
/**
 * Hydration in turns (issue 14, docs/decisions/0024), on React (the dev server and these
 * tests): the parts of a server-rendered page are hydrated in order, keeping the server's DOM
 * (no node replaced, no mismatch), and their handlers work; outside the first hydration the
 * parts render at once. The production runtime (Preact): staged-hydration.preact.test.tsx.
 */
import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./staged-hydration');
let staged: Module;
const hydratedParts: string[] = [];

beforeEach(async () => {
  vi.resetModules();
  staged = await import('./staged-hydration');
  hydratedParts.length = 0;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  document.body.innerHTML = '';
});

function Part({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    hydratedParts.push(name);
  }, [name]);
  return (
    <button type="button" data-part={name} onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Page({ HydrateInTurn }: { HydrateInTurn: Module['HydrateInTurn'] }) {
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
    </div>
  );
}

describe('HydrateInTurn', () => {
  it('hydrates each part after the first pass, in order, on the server DOM', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page HydrateInTurn={staged.HydrateInTurn} />);
    document.body.append(container);
    const serverButtons = [...container.querySelectorAll('button')];
    expect(serverButtons.map((b) => b.dataset.part)).toEqual(['shell', 'header', 'main']);

    staged.beginStagedHydration();
    hydrateRoot(container, <Page HydrateInTurn={staged.HydrateInTurn} />);
    await staged.hydrationFinished();
    await vi.waitFor(() => expect(hydratedParts).toEqual(['shell', 'header', 'main']));
    // The server's nodes were kept (hydrated, not replaced), and their handlers now work.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    serverButtons[2].click();
    await vi.waitFor(() => expect(serverButtons[2].textContent).toBe('main 1'));
  });

  it('renders its children at once outside the first hydration (client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => createRoot(container).render(<Page HydrateInTurn={staged.HydrateInTurn} />));
    expect([...container.querySelectorAll('button')].map((b) => b.dataset.part)).toEqual(['shell', 'header', 'main']);
    expect(hydratedParts).toEqual(['shell', 'header', 'main']);
  });
});
