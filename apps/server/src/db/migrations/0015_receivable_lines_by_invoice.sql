-- The receivables aging sums each invoice's receivable lines up to a date: this index holds exactly
-- those lines in customer and invoice order with what the sum needs, so the aging reads only it, in
-- order, with nothing to sort or hash.
CREATE INDEX "ledger_receivable_lines_idx" ON "ledger_lines" USING btree ("party_id", "invoice_id")
  INCLUDE ("date", "debit_fils", "credit_fils")
  WHERE "account_id" = 38;
