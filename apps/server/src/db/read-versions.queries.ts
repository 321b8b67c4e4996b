import type { Db } from './client';

/**
 * The versions of the subjects an answer is built from, in the order asked, joined with dots: `0` for a
 * subject nothing has written yet (db/schema/read-versions.ts).
 */
export async function readVersionsOf(db: Db, subjects: readonly string[]): Promise<string> {
  // Named, so each connection parses and plans it once (db/prepared-per-database.ts says why).
  const result = await db.$client.query<{ versions: string }>({
    name: 'read_versions_of',
    text: `select string_agg(coalesce(v.version, 0)::text, '.' order by s.position) as versions
      from unnest($1::text[]) with ordinality as s(subject, position)
      left join read_versions v on v.subject = s.subject`,
    values: [subjects],
  });
  return result.rows[0]!.versions;
}
