CREATE SEQUENCE "public"."read_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "read_versions" (
	"subject" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- read_versions moves on inside the writing statement's own transaction (db/schema/read-versions.ts).
-- Each subject takes the next number of one sequence, so a version is never given to other data; the
-- subjects are upserted in key order so concurrent writers take their row locks in the same order,
-- and a reader who saw a version has seen every write committed before it.
CREATE FUNCTION read_versions_move_on(subjects text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_versions AS v (subject, version)
  SELECT s.subject, nextval('read_version_seq')
  FROM (SELECT DISTINCT unnest(subjects) AS subject) s
  WHERE s.subject IS NOT NULL
  ORDER BY s.subject
  ON CONFLICT (subject) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
CREATE FUNCTION read_versions_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT months || coalesce(array_agg('job_month:' || to_char(n.date, 'YYYY-MM')), '{}') INTO months FROM new_rows n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT months || coalesce(array_agg('job_month:' || to_char(o.date, 'YYYY-MM')), '{}') INTO months FROM old_rows o;
  END IF;
  PERFORM read_versions_move_on(months);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_versions_follow_truncated_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_move_on(array(SELECT subject FROM read_versions WHERE subject LIKE 'job_month:%'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_versions_follow_job_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT owners || coalesce(array_agg(n.owner_id), '{}') INTO owners FROM new_rows n WHERE n.owner_kind = 'job';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT owners || coalesce(array_agg(o.owner_id), '{}') INTO owners FROM old_rows o WHERE o.owner_kind = 'job';
  END IF;
  IF cardinality(owners) > 0 THEN
    PERFORM read_versions_move_on(array(SELECT 'job_month:' || to_char(j.date, 'YYYY-MM') FROM jobs j WHERE j.id = any(owners)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_versions_follow_masterdata() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_move_on(ARRAY['masterdata']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_inserted_read_versions AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_updated_read_versions AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_deleted_read_versions AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_truncated_read_versions AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_truncated_jobs();
--> statement-breakpoint
CREATE TRIGGER attachments_inserted_read_versions AFTER INSERT ON attachments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_job_attachments();
--> statement-breakpoint
CREATE TRIGGER attachments_updated_read_versions AFTER UPDATE ON attachments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_job_attachments();
--> statement-breakpoint
CREATE TRIGGER attachments_deleted_read_versions AFTER DELETE ON attachments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_job_attachments();
--> statement-breakpoint
CREATE TRIGGER customers_changed_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_masterdata();
--> statement-breakpoint
CREATE TRIGGER drivers_changed_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON drivers
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_masterdata();
--> statement-breakpoint
CREATE TRIGGER trucks_changed_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trucks
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_masterdata();
