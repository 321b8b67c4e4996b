-- What of a purchase voucher counts as an expense (README, "What counts as an expense"): the items of
-- an Approved or Posted voucher that carry a truck or jobs, at their signed amount before VAT (the
-- VAT on a purchase is reclaimed, not spent). Expense reports and the dashboard read these views
-- beside the expenses table, so each item counts once wherever it counts.
CREATE VIEW purchase_item_costs AS
SELECT i.id AS item_id, p.id AS purchase_id, p.date, i.truck_id, i.signed_vatable_fils AS amount_fils
FROM purchase_items i
JOIN purchases p ON p.id = i.purchase_id
WHERE p.status IN ('Approved', 'Posted')
  AND (i.truck_id IS NOT NULL OR EXISTS (SELECT 1 FROM purchase_item_jobs j WHERE j.item_id = i.id));
--> statement-breakpoint
-- Each counted item's amount shared among its jobs; the fils that do not divide go to the jobs with
-- the lowest ids, so the shares of an item add up to the item exactly.
CREATE VIEW purchase_job_costs AS
SELECT c.item_id, c.date, j.job_id,
  c.amount_fils / n.jobs
    + CASE WHEN row_number() OVER (PARTITION BY c.item_id ORDER BY j.job_id) <= abs(c.amount_fils % n.jobs)
      THEN sign(c.amount_fils)::bigint ELSE 0 END AS amount_fils
FROM purchase_item_costs c
JOIN purchase_item_jobs j ON j.item_id = c.item_id
JOIN LATERAL (SELECT count(*) AS jobs FROM purchase_item_jobs k WHERE k.item_id = c.item_id) n ON true;
