import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { StatementTimeoutError } from '../lib/db-errors';
import { watchPglite } from './pglite-watchdog';

describe.skipIf(inject('testDb').kind === 'postgres')(
  'PGlite watchdog (statement timeout of the embedded database)',
  () => {
    let pglite: PGlite;
    beforeAll(async () => {
      pglite = await PGlite.create();
      await pglite.exec('create table marks (n int)');
    });
    afterAll(async () => {
      await pglite.close();
    });

    it('fails a query waiting too long behind an open transaction, and never runs it', async () => {
      const watched = watchPglite(pglite, 300);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const holder = watched.transaction(async () => held);
      const started = Date.now();
      const waiting = watched.query('insert into marks values (1)');
      await expect(waiting).rejects.toBeInstanceOf(StatementTimeoutError);
      await expect(waiting).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(2000);
      release();
      await holder;
      // The dropped insert did not run once the instance was free; later calls do.
      expect((await watched.query<{ n: number }>('select count(*)::int as n from marks')).rows[0].n).toBe(0);
    });

    it('lets queries through in order when none waits past the timeout', async () => {
      const watched = watchPglite(pglite, 2000);
      const results = await Promise.all([1, 2, 3].map((n) => watched.query<{ n: number }>(`select ${n} as n`)));
      expect(results.map((r) => r.rows[0].n)).toEqual([1, 2, 3]);
      expect(watched.closed).toBe(false);
    });
  },
);
