import type { Db } from '../src/db/client';
import { refuseLockedDates } from '../src/kernel/lock-date';
import type { BenchRow } from './bench-report';
import { stats } from './stats';

/**
 * What the lock date adds to a posting: the check every dated change makes, timed alone inside a
 * transaction of its own as a posting's first take of it (the lock shared, the date read).
 */
export async function lockCheckRow(db: Db, today: string, runs: number): Promise<BenchRow> {
  const once = () =>
    db.transaction(async (tx) => {
      const started = performance.now();
      await refuseLockedDates(tx, today);
      return performance.now() - started;
    });
  for (let i = 0; i < 5; i += 1) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await once());
  return { measure: 'lock date check added to a posting (direct)', api: stats(samples), targetMs: 1 };
}
