-- The dashboard keeps its figures from the books (profit and loss, costs, the trucks' profit) apart from
-- its job figures, so a job saved no longer makes them be built again (docs/architecture.md, "Answers many
-- people read"). All they read of the jobs is whose a job is: a line that names only its job belongs to the
-- job's truck and driver. 'job_owners' moves on when a job's truck or driver changes or a job is deleted,
-- never when a job is added (a new job has no lines) or an edit leaves both as they were.
CREATE FUNCTION read_versions_follow_job_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.truck_id IS DISTINCT FROM n.truck_id OR o.driver_id IS DISTINCT FROM n.driver_id
  ) THEN
    PERFORM read_versions_move_on(ARRAY['job_owners']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_updated_job_owners AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_job_owners();
--> statement-breakpoint
CREATE TRIGGER jobs_removed_job_owners AFTER DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_table('job_owners');
