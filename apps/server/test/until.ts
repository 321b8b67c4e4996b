/** Waits until `done` holds, looking every 50 ms; fails naming `what` after `timeoutMs`. */
export async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never came to pass: ${what}`);
}
