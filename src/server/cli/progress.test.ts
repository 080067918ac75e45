/**
 * The progress of long commands off a terminal (decision 0097): no bar is drawn when stdout is
 * not a TTY; a caller that asks for lines gets one plain line at each tenth of the total, with
 * its note, and never the same tenth twice.
 */
import { describe, expect, it } from 'vitest';
import { progressBar } from './progress';

const pipe = { isTTY: false } as unknown as NodeJS.WriteStream;

describe('progressBar off a terminal', () => {
  it('writes one plain line at each tenth reached, with the note', () => {
    const lines: string[] = [];
    const bar = progressBar('OJS export.xml', 'MB', 1, pipe, (l) => lines.push(l));
    bar.update(0, 200, '0 records written');
    bar.update(19, 200, '3 records written');
    bar.update(20, 200, '4 records written');
    bar.update(21, 200, '4 records written');
    bar.update(95, undefined, '20 records written');
    bar.update(200, 200, '48 records written');
    bar.stop();
    expect(lines).toEqual([
      'OJS export.xml: 10% (20/200 MB), 4 records written',
      'OJS export.xml: 40% (95/200 MB), 20 records written',
      'OJS export.xml: 100% (200/200 MB), 48 records written',
    ]);
  });

  it('writes nothing when no lines are asked for', () => {
    const written: string[] = [];
    const stream = { isTTY: false, write: (s: string) => written.push(s) } as unknown as NodeJS.WriteStream;
    const bar = progressBar('Importing', 'articles', 10, stream);
    bar.update(10);
    bar.stop();
    expect(written).toEqual([]);
  });
});
