import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * The versions of the subjects an answer is built from, in the order asked, joined with dots: `0` for a
 * subject nothing has written yet (db/schema/read-versions.ts).
 */
export async function readVersionsOf(db: Executor, subjects: readonly string[]): Promise<string> {
  const result = await db.execute<{ versions: string }>(sql`
    select string_agg(coalesce(v.version, 0)::text, '.' order by s.position) as versions
    from unnest(${sql.param(subjects)}::text[]) with ordinality as s(subject, position)
    left join read_versions v on v.subject = s.subject`);
  return result.rows[0]!.versions;
}
