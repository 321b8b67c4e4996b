CREATE TABLE "job_changes" (
	"month" text NOT NULL,
	"job_id" bigint NOT NULL,
	"version" bigint,
	CONSTRAINT "job_changes_pk" PRIMARY KEY("month","job_id")
);
--> statement-breakpoint
CREATE INDEX "job_changes_month_version_idx" ON "job_changes" USING btree ("month","version");--> statement-breakpoint
CREATE INDEX "job_changes_pending_idx" ON "job_changes" USING btree ("month") WHERE version is null;--> statement-breakpoint
-- A month's readers are sent only the jobs changed since the version they hold (docs/architecture.md,
-- "Reading a month"). Every write to jobs or their attachments records the job under each month it was in
-- or is now in, version null (the triggers of 0026 still move the months' versions on). At commit they are
-- stamped with their month's version, just moved on in key order under the month's row lock and held to
-- commit, so stamps are in commit order within a month. A null stamp is only ever seen by
-- its own transaction.
CREATE FUNCTION job_changes_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_changes AS c (month, job_id)
  SELECT DISTINCT to_char(t.date, 'YYYY-MM'), t.id FROM touched t ORDER BY 1, 2
  ON CONFLICT (month, job_id) DO UPDATE SET version = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION job_changes_follow_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_changes AS c (month, job_id)
  SELECT DISTINCT to_char(j.date, 'YYYY-MM'), j.id FROM jobs j
  WHERE j.id IN (SELECT t.owner_id FROM touched t WHERE t.owner_kind = 'job') ORDER BY 1, 2
  ON CONFLICT (month, job_id) DO UPDATE SET version = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each trigger names the rows it hands over `touched`: the new rows of an insert, both sides of an update
-- (a job moved to another month is recorded under both), the old rows of a delete.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['jobs', 'attachments'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS touched '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', source || '_inserted_job_changes', source, 'job_changes_follow_' || source);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS touched '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', source || '_updated_job_changes', source, 'job_changes_follow_' || source);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS touched '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', source || '_updated_from_job_changes', source, 'job_changes_follow_' || source);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS touched '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', source || '_deleted_job_changes', source, 'job_changes_follow_' || source);
  END LOOP;
END $$;
--> statement-breakpoint
-- Truncated jobs leave no trace to send: the changes go, and 'job_changes_floor' (part of every month's
-- ETag) moves on, so no month held from before is answered with changes. A restore moves it on too.
CREATE OR REPLACE FUNCTION read_versions_follow_truncated_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_changes;
  PERFORM read_versions_move_on(
    array(SELECT subject FROM read_versions WHERE subject LIKE 'job_month:%') || ARRAY['job_changes_floor']);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stamped at commit by a second deferred trigger on the row migration 0029 queues, which fires after
-- read_version_moves_at_commit (triggers of one event fire in name order), once the versions have moved.
CREATE FUNCTION job_changes_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_changes c SET version = v.version
  FROM read_versions v
  WHERE c.version IS NULL AND v.subject = 'job_month:' || c.month;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version_moves_stamp_job_changes AFTER INSERT ON read_version_moves
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION job_changes_stamp();
--> statement-breakpoint
-- The jobs changed before today are not recorded: no month held from before is answered with changes.
SELECT read_versions_move_now(ARRAY['job_changes_floor']);
