-- The dashboard shows how much of each month's work (by job date) is not yet invoiced: this index holds
-- just the jobs whose invoice is not posted, by date, with what the sum needs, so the months' figures
-- read only those few rows however many jobs are invoiced.
CREATE INDEX "jobs_not_invoiced_date_idx" ON "jobs" USING btree ("date")
  INCLUDE ("charge_fils", "extra_amount_fils")
  WHERE "invoice_status" IS DISTINCT FROM 'finished';
