/**
 * Rounds of work after writes have committed (sealing the audit log, moving the anchor on): one at a
 * time, and a call arriving while a round waits to begin shares that round, so a burst of writes costs
 * a round or two, not one each. A round begins after every call it answers was made, so it sees what
 * those calls committed before asking. The round runs what the call that opened it asked (`run`):
 * those who share it ask the same.
 */
export function sharedRounds<T>(): (run: () => Promise<T>) => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let waiting: Promise<T> | null = null;
  return (run) => {
    if (waiting !== null) return waiting;
    const round = running
      .catch(() => undefined)
      .then(() => {
        waiting = null;
        return run();
      });
    waiting = round;
    running = round;
    return round;
  };
}
