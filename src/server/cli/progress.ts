/**
 * A progress bar for long commands (decision 0021, bulk import: the importer and the arXiv
 * loader), drawn with cli-progress on a terminal only: when stdout is not a TTY (a pipe, a
 * log file, CI) nothing is drawn, and the command's own summary lines are all that is written.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  /** Sets the count done (and the total, when it became known or changed). */
  update(done: number, total?: number): void;
  /** Removes the bar (call before printing the summary). */
  stop(): void;
}

/**
 * A bar labelled `label` counting `unit`s up to `total`, or a no-op when `stream` is not a
 * terminal. `stream` defaults to process.stdout.
 */
export function progressBar(
  label: string,
  unit: string,
  total: number,
  stream: NodeJS.WriteStream = process.stdout,
): Progress {
  if (!stream.isTTY) return { update() {}, stop() {} };
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {eta_formatted} left`,
      stream,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return {
    update(done, newTotal) {
      if (newTotal !== undefined) bar.setTotal(newTotal);
      bar.update(done);
    },
    stop: () => bar.stop(),
  };
}
