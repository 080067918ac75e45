/**
 * Counts turns of the event loop for tests that check a long task gives the thread back
 * (decision 0115): `turns()` is how many setImmediate callbacks have run since `countTurns()`,
 * i.e. how many times a request waiting behind the task could have been served; `stop()` ends
 * the counting (call it in a `finally`).
 */
export function countTurns(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    turns: () => turns,
    stop: () => {
      ticking = false;
    },
  };
}
