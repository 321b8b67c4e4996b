// Plain JavaScript with its own declaration file, so that the browser tests (a TypeScript project of
// their own) can share it with the server's tests and bench.

/** What the server prints once it listens. */
const LISTENING = 'fleetledger is running at';

/**
 * Settles once the started server says it is listening; fails with everything it said when it exits
 * first or has not started within `timeoutMs`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export function serverStarted(child, timeoutMs) {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes(LISTENING)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
