-- The dashboard's "not invoiced" per month becomes a dimension of month_totals kept by triggers on jobs:
-- read from the jobs themselves it cost 20 ms a build on 100,000 jobs (a year of jobs not yet invoiced),
-- and the dashboard is built again after every job saved (docs/architecture.md, "Answers many people read").
-- A job counts while its invoice is not posted (invoice_status is not 'finished'); posting an invoice moves
-- its jobs out of the dimension in the same statement that marks them. These triggers fire after those of
-- migration 0005 (name order), so a statement takes its month rows' locks in the same order every time.
CREATE FUNCTION month_totals_follow_invoicing() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moves jsonb := '[]';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    moves := moves || (SELECT coalesce(jsonb_agg(jsonb_build_array(n.date, n.charge_fils + n.extra_amount_fils, 1)), '[]')
      FROM new_rows n WHERE n.invoice_status IS DISTINCT FROM 'finished');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    moves := moves || (SELECT coalesce(jsonb_agg(jsonb_build_array(o.date, o.charge_fils + o.extra_amount_fils, -1)), '[]')
      FROM old_rows o WHERE o.invoice_status IS DISTINCT FROM 'finished');
  END IF;
  -- An edit that leaves a job's month, amount and status as they were adds up to nothing and touches no row.
  INSERT INTO month_totals AS t (month, dimension, member_id, item_count, amount_fils)
  SELECT date_trunc('month', (m->>0)::date)::date, 'not_invoiced_jobs', 0, sum((m->>2)::bigint), sum((m->>2)::bigint * (m->>1)::bigint)
  FROM jsonb_array_elements(moves) m
  GROUP BY 1
  HAVING sum((m->>2)::bigint) <> 0 OR sum((m->>2)::bigint * (m->>1)::bigint) <> 0
  ORDER BY 1
  ON CONFLICT (month, dimension, member_id) DO UPDATE
    SET item_count = t.item_count + excluded.item_count, amount_fils = t.amount_fils + excluded.amount_fils;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_inserted_not_invoiced AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_invoicing();
--> statement-breakpoint
CREATE TRIGGER jobs_updated_not_invoiced AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_invoicing();
--> statement-breakpoint
CREATE TRIGGER jobs_deleted_not_invoiced AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_invoicing();
--> statement-breakpoint
INSERT INTO month_totals (month, dimension, member_id, item_count, amount_fils)
SELECT date_trunc('month', j.date)::date, 'not_invoiced_jobs', 0, count(*), sum(j.charge_fils + j.extra_amount_fils)
FROM jobs j
WHERE j.invoice_status IS DISTINCT FROM 'finished'
GROUP BY 1;
--> statement-breakpoint
-- Nothing reads the jobs not invoiced from the jobs any more.
DROP INDEX "jobs_not_invoiced_date_idx";
