import type { Reporter, TestModule } from 'vitest/node';

/**
 * Vitest 4 reports a file whose afterAll hook failed (timed out) as failed, yet exits 0 when all its
 * tests passed. A red file must make a red run: this reporter sets the exit code for it.
 */
export default class FailedFilesFailTheRun implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const failed = testModules.filter((module) => module.state() === 'failed' || module.errors().length > 0);
    if (failed.length === 0) return;
    process.stderr.write(`Failed files: ${failed.map((module) => module.moduleId).join(', ')}\n`);
    // Vitest sets the exit code itself after the reporters; the last word is the exit event's.
    process.on('exit', () => {
      process.exitCode = 1;
    });
  }
}
