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
-- or is now in, version null; the commit trigger of migration 0029 stamps them with their month's version
-- as it moves that version on, in key order under the month's row lock, so stamps are in commit order
-- within a month. A null stamp is only ever seen by its own transaction.
CREATE OR REPLACE FUNCTION read_versions_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT months || coalesce(array_agg('job_month:' || to_char(n.date, 'YYYY-MM')), '{}') INTO months FROM new_rows n;
    INSERT INTO job_changes AS c (month, job_id)
    SELECT to_char(n.date, 'YYYY-MM'), n.id FROM new_rows n ORDER BY 1, 2
    ON CONFLICT (month, job_id) DO UPDATE SET version = NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT months || coalesce(array_agg('job_month:' || to_char(o.date, 'YYYY-MM')), '{}') INTO months FROM old_rows o;
    INSERT INTO job_changes AS c (month, job_id)
    SELECT to_char(o.date, 'YYYY-MM'), o.id FROM old_rows o ORDER BY 1, 2
    ON CONFLICT (month, job_id) DO UPDATE SET version = NULL;
  END IF;
  PERFORM read_versions_move_on(months);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_follow_job_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO job_changes AS c (month, job_id)
    SELECT DISTINCT to_char(j.date, 'YYYY-MM'), j.id FROM jobs j WHERE j.id = any(owners) ORDER BY 1, 2
    ON CONFLICT (month, job_id) DO UPDATE SET version = NULL;
    PERFORM read_versions_move_on(array(SELECT 'job_month:' || to_char(j.date, 'YYYY-MM') FROM jobs j WHERE j.id = any(owners)));
  END IF;
  RETURN NULL;
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
CREATE OR REPLACE FUNCTION read_versions_move_noted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('fleetledger.noted_read_versions', true), '');
BEGIN
  IF noted <> '' THEN
    PERFORM read_versions_move_now(noted::text[]);
    PERFORM set_config('fleetledger.noted_read_versions', '', true);
    UPDATE job_changes c SET version = v.version
    FROM read_versions v
    WHERE c.version IS NULL AND v.subject = 'job_month:' || c.month;
  END IF;
  DELETE FROM read_version_moves WHERE txid = NEW.txid;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The jobs changed before today are not recorded: no month held from before is answered with changes.
SELECT read_versions_move_now(ARRAY['job_changes_floor']);
