-- month_totals follows jobs and expenses inside the writing statement's own transaction.
-- Statement-level triggers see all rows a statement changed at once (a bulk save, a generated
-- batch), add the changes up per month and member, and upsert them in key order so concurrent
-- writers take their row locks in the same order. Rows whose changes cancel out (an update of a
-- note or an invoice status) are left untouched, which keeps hot month rows free for others.
CREATE FUNCTION month_totals_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION month_totals_follow_expenses() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added expenses[] := '{}';
  removed expenses[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(array_agg(n), '{}') INTO added FROM new_rows n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(o), '{}') INTO removed FROM old_rows o;
  END IF;
  INSERT INTO month_totals AS t (month, dimension, member_id, item_count, amount_fils)
  SELECT date_trunc('month', c.date)::date, 'truck_expenses', coalesce(c.truck_id, 0), sum(c.sign), sum(c.sign * c.amount_fils)
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) r
  ) c
  GROUP BY 1, 2, 3
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount_fils) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (month, dimension, member_id) DO UPDATE
    SET item_count = t.item_count + excluded.item_count, amount_fils = t.amount_fils + excluded.amount_fils;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION month_totals_forget_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    DELETE FROM month_totals WHERE dimension <> 'truck_expenses';
  ELSE
    DELETE FROM month_totals WHERE dimension = 'truck_expenses';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_inserted_month_totals AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_updated_month_totals AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_deleted_month_totals AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_jobs();
--> statement-breakpoint
CREATE TRIGGER jobs_truncated_month_totals AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_forget_truncated();
--> statement-breakpoint
CREATE TRIGGER expenses_inserted_month_totals AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_updated_month_totals AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_deleted_month_totals AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_follow_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_truncated_month_totals AFTER TRUNCATE ON expenses
  FOR EACH STATEMENT EXECUTE FUNCTION month_totals_forget_truncated();
--> statement-breakpoint
-- Databases that already hold jobs and expenses start with their totals.
INSERT INTO month_totals (month, dimension, member_id, item_count, amount_fils)
SELECT date_trunc('month', j.date)::date, d.dimension, d.member_id, count(*), sum(j.charge_fils + j.extra_amount_fils)
FROM jobs j
CROSS JOIN LATERAL (VALUES
  ('jobs', 0::bigint),
  ('taxi_jobs', CASE WHEN j.is_taxi THEN 0::bigint END),
  ('customer_jobs', j.customer_id),
  ('driver_jobs', j.driver_id),
  ('truck_jobs', j.truck_id)
) AS d (dimension, member_id)
WHERE d.member_id IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO month_totals (month, dimension, member_id, item_count, amount_fils)
SELECT date_trunc('month', e.date)::date, 'truck_expenses', coalesce(e.truck_id, 0), count(*), sum(e.amount_fils)
FROM expenses e
GROUP BY 1, 2, 3;
