import type { Db } from './client';

/**
 * A query prepared once per database and named, so each pooled connection parses and plans its statement
 * once instead of at every call. Kept for the few small queries nearly every request makes (whose session,
 * which versions), whose parsing and planning cost the database more than running them: under fifty
 * clerks' load that was a third of its work (docs/architecture.md, "Answers many people read"). Reports
 * stay unprepared: a plan made once for every date range could be a poor one for some.
 */
export function preparedPerDatabase<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
