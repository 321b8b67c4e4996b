import type { Db } from './client';

/**
 * A query built once per database and prepared under a name, so each pooled connection parses and plans
 * its statement once instead of at every call. Kept for the small queries nearly every request makes (whose
 * session; which versions, a named query of its own in read-versions.queries.ts), whose parsing and
 * planning cost the database more than running them: preparing both took the load test without the month
 * reads from about 1,100 to 1,300 requests/s (docs/architecture.md, "Answers many people read"). Reports
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
