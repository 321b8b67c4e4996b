import type { Db } from './client';
import { readVersionsOf } from './read-versions.queries';

/**
 * The latest value built from what some subjects hold, kept until a write moves one of their versions on.
 * The versions are read before the value is built, so a kept value is never older than they say, and one
 * build serves everyone who asks at the same versions (docs/architecture.md, "Answers many people read").
 * One value is kept: only the newest versions are ever asked for again.
 */
export class KeptByVersions<T> {
  private keptKey: string | undefined;
  private kept: Promise<T> | undefined;

  constructor(private readonly subjects: readonly string[]) {}

  /** The value for these parameters (anything besides the subjects that it depends on, as text). */
  async value(db: Db, parameters: string, build: () => Promise<T>): Promise<T> {
    const key = `${parameters}|${await readVersionsOf(db, this.subjects)}`;
    if (this.kept === undefined || this.keptKey !== key) {
      const built = build();
      this.keptKey = key;
      this.kept = built;
      built.catch(() => {
        if (this.kept === built) this.kept = undefined;
      });
    }
    return this.kept;
  }
}
