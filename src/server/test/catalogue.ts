/**
 * Test helper for the public read cache (docs/decisions/0020): waits until an app
 * hears catalogue changes and has counted every change made so far. The app's start waits at
 * most 3 s for its listening connection; on a loaded machine it can come later, and its
 * arrival counts as a change, which would empty the cache between a test's two requests.
 */
import { vi } from 'vitest';
import type { AppInstance } from '../app-types';

/**
 * Resolves once `app`'s catalogue watch is live (listening), caught up with the version, and has
 * heard no change for 250 ms.
 */
export async function catalogueSettled(app: AppInstance): Promise<void> {
  await vi.waitFor(
    () => {
      if (!app.catalogue.live) throw new Error('the catalogue watch is not listening yet');
    },
    { timeout: 20_000, interval: 50 },
  );
  await app.catalogue.catchUp();
  // The notifications of writes made before this call travel on another connection and can
  // arrive after the catch-up (each advances the epoch again): wait until none came for 250 ms.
  for (let epoch = -1; epoch !== app.catalogue.epoch;) {
    epoch = app.catalogue.epoch;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
