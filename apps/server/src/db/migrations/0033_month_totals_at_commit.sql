CREATE UNLOGGED TABLE "month_total_moves" (
	"txid" text NOT NULL,
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"member_id" bigint NOT NULL,
	"item_count" bigint NOT NULL,
	"amount_fils" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "month_total_moves_txid_idx" ON "month_total_moves" USING btree ("txid");--> statement-breakpoint
-- month_totals used to be upserted by the writing statement itself, so a job saved held its month's rows
-- (the month's 'jobs' row is every job's) from its insert until its commit: through the audit entry, the
-- round trips to the app and the commit. Fifty clerks saving jobs queued on them. The triggers now note
-- their changes in month_total_moves, and the transaction adds them into month_totals in key order as
-- it commits, through the same deferred queue row as the read versions (migration 0029): the rows are held
-- only while it commits, and its readers still see the totals and the versions move together
-- (docs/architecture.md, "Answers many people read").
CREATE FUNCTION month_totals_move_at_commit() RETURNS void LANGUAGE sql AS $$
  INSERT INTO read_version_moves (txid) VALUES (pg_current_xact_id()::text) ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Fires before read_version_moves_at_commit (name order): every transaction takes month rows, then versions.
CREATE FUNCTION month_totals_apply_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    DELETE FROM month_total_moves WHERE txid = NEW.txid
    RETURNING month, dimension, member_id, item_count, amount_fils
  )
  INSERT INTO month_totals AS t (month, dimension, member_id, item_count, amount_fils)
  SELECT m.month, m.dimension, m.member_id, sum(m.item_count), sum(m.amount_fils)
  FROM moved m
  GROUP BY 1, 2, 3
  HAVING sum(m.item_count) <> 0 OR sum(m.amount_fils) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (month, dimension, member_id) DO UPDATE
    SET item_count = t.item_count + excluded.item_count, amount_fils = t.amount_fils + excluded.amount_fils;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version_moves_apply_month_totals AFTER INSERT ON read_version_moves
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION month_totals_apply_moves();
--> statement-breakpoint
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
  INSERT INTO month_total_moves (txid, month, dimension, member_id, item_count, amount_fils)
  SELECT pg_current_xact_id()::text, date_trunc('month', c.date)::date, d.dimension, d.member_id,
    sum(c.sign), sum(c.sign * (c.charge_fils + c.extra_amount_fils))
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
  GROUP BY 2, 3, 4
  HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.charge_fils + c.extra_amount_fils)) <> 0;
  IF FOUND THEN
    PERFORM month_totals_move_at_commit();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION month_totals_follow_expenses() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO month_total_moves (txid, month, dimension, member_id, item_count, amount_fils)
  SELECT pg_current_xact_id()::text, date_trunc('month', c.date)::date, 'truck_expenses', coalesce(c.truck_id, 0),
    sum(c.sign), sum(c.sign * c.amount_fils)
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) r
  ) c
  GROUP BY 2, 3, 4
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.amount_fils) <> 0;
  IF FOUND THEN
    PERFORM month_totals_move_at_commit();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION month_totals_follow_invoicing() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO month_total_moves (txid, month, dimension, member_id, item_count, amount_fils)
  SELECT pg_current_xact_id()::text, date_trunc('month', (m->>0)::date)::date, 'not_invoiced_jobs', 0,
    sum((m->>2)::bigint), sum((m->>2)::bigint * (m->>1)::bigint)
  FROM jsonb_array_elements(moves) m
  GROUP BY 2
  HAVING sum((m->>2)::bigint) <> 0 OR sum((m->>2)::bigint * (m->>1)::bigint) <> 0;
  IF FOUND THEN
    PERFORM month_totals_move_at_commit();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate forgets the moves its transaction noted before it as well as the totals.
CREATE OR REPLACE FUNCTION month_totals_forget_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'jobs' THEN
    DELETE FROM month_totals WHERE dimension <> 'truck_expenses';
    DELETE FROM month_total_moves WHERE txid = pg_current_xact_id()::text AND dimension <> 'truck_expenses';
  ELSE
    DELETE FROM month_totals WHERE dimension = 'truck_expenses';
    DELETE FROM month_total_moves WHERE txid = pg_current_xact_id()::text AND dimension = 'truck_expenses';
  END IF;
  RETURN NULL;
END $$;
