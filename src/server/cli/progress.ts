/**
 * A progress bar for long commands (decision 0021, bulk import: the importer and the arXiv
 * loader; decision 0097, the OJS import), drawn with cli-progress on a terminal only. When
 * stdout is not a TTY (a pipe, a log file, CI) no bar is drawn: nothing at all, or, when the
 * caller gives `lines`, one plain line at each tenth of the total (`label: 40% (12/30 MB)`), so
 * that a log shows how far a long run got.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  /**
   * Sets the count done (and the total, when it became known or changed); `note` (a short
   * phrase, "37 records written") is shown after the counts.
   */
  update(done: number, total?: number, note?: string): void;
  /** Removes the bar (call before printing the summary). */
  stop(): void;
}

/**
 * A bar labelled `label` counting `unit`s up to `total`, or, when `stream` is not a terminal,
 * the plain lines written to `lines` (none when absent). `stream` defaults to process.stdout.
 */
export function progressBar(
  label: string,
  unit: string,
  total: number,
  stream: NodeJS.WriteStream = process.stdout,
  lines?: (line: string) => void,
): Progress {
  if (!stream.isTTY) {
    if (!lines) return { update() {}, stop() {} };
    let max = total;
    let tenth = 0;
    return {
      update(done, newTotal, note) {
        if (newTotal !== undefined) max = newTotal;
        const reached = max > 0 ? Math.min(10, Math.floor((10 * done) / max)) : 0;
        if (reached <= tenth) return;
        tenth = reached;
        lines(`${label}: ${reached * 10}% (${done}/${max} ${unit})${note ? `, ${note}` : ''}`);
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit}{note} | {eta_formatted} left`,
      stream,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { note: '' });
  return {
    update(done, newTotal, note) {
      if (newTotal !== undefined) bar.setTotal(newTotal);
      bar.update(done, { note: note ? `, ${note}` : '' });
    },
    stop: () => bar.stop(),
  };
}
