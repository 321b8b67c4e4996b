-- The same shares as migration 0011, with the item's date among the window's partition keys: an item
-- has one date, so nothing changes, but a query's date range now reaches the items before the shares
-- are worked out, instead of every item ever bought being shared out first (the dashboard's month
-- and the Job Expense report read a month or a year).
CREATE OR REPLACE VIEW purchase_job_costs AS
SELECT c.item_id, c.date, j.job_id,
  c.amount_fils / n.jobs
    + CASE WHEN row_number() OVER (PARTITION BY c.date, c.item_id ORDER BY j.job_id) <= abs(c.amount_fils % n.jobs)
      THEN sign(c.amount_fils)::bigint ELSE 0 END AS amount_fils
FROM purchase_item_costs c
JOIN purchase_item_jobs j ON j.item_id = c.item_id
JOIN LATERAL (SELECT count(*) AS jobs FROM purchase_item_jobs k WHERE k.item_id = c.item_id) n ON true;
