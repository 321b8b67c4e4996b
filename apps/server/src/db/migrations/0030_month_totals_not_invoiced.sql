-- The dashboard's "not invoiced" per month becomes a dimension of month_totals kept by the jobs trigger:
-- read from the jobs themselves it cost 20 ms a build on 100,000 jobs (a year of jobs not yet invoiced),
-- and the dashboard is built again after every job saved (docs/architecture.md, "Answers many people read").
-- A job counts while its invoice is not posted (invoice_status is not 'finished'); posting an invoice moves
-- its jobs out of the dimension in the same statement that marks them.
CREATE OR REPLACE FUNCTION month_totals_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added jobs[] := '{}';
  removed jobs[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_rows n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_rows o;
  END IF;
  INSERT INTO month_totals AS t (month, dimension, member_id, item_count, amount_fils)
  SELECT date_trunc('month', c.date)::date, d.dimension, d.member_id, sum(c.sign), sum(c.sign * (c.charge_fils + c.extra_amount_fils))
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) r
  ) c
  CROSS JOIN LATERAL (VALUES
    ('jobs', 0::bigint),
    ('taxi_jobs', CASE WHEN c.is_taxi THEN 0::bigint END),
    ('not_invoiced_jobs', CASE WHEN c.invoice_status IS DISTINCT FROM 'finished' THEN 0::bigint END),
    ('customer_jobs', c.customer_id),
    ('driver_jobs', c.driver_id),
    ('truck_jobs', c.truck_id)
  ) AS d (dimension, member_id)
  WHERE d.member_id IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.charge_fils + c.extra_amount_fils)) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (month, dimension, member_id) DO UPDATE
    SET item_count = t.item_count + excluded.item_count, amount_fils = t.amount_fils + excluded.amount_fils;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO month_totals (month, dimension, member_id, item_count, amount_fils)
SELECT date_trunc('month', j.date)::date, 'not_invoiced_jobs', 0, count(*), sum(j.charge_fils + j.extra_amount_fils)
FROM jobs j
WHERE j.invoice_status IS DISTINCT FROM 'finished'
GROUP BY 1;
--> statement-breakpoint
-- Nothing reads the jobs not invoiced from the jobs any more.
DROP INDEX "jobs_not_invoiced_date_idx";
