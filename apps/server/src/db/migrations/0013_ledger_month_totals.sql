CREATE TABLE "ledger_month_totals" (
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"debit_fils" bigint DEFAULT 0 NOT NULL,
	"credit_fils" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_totals_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD CONSTRAINT "ledger_month_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept in the transaction that adds the lines; the books only ever add lines, so only inserts count.
CREATE FUNCTION ledger_month_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_month_totals AS t (account_id, month, debit_fils, credit_fils)
  SELECT account_id, date_trunc('month', date)::date, sum(debit_fils), sum(credit_fils)
  FROM added
  GROUP BY 1, 2
  ON CONFLICT (account_id, month) DO UPDATE
    SET debit_fils = t.debit_fils + EXCLUDED.debit_fils, credit_fils = t.credit_fils + EXCLUDED.credit_fils;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_month_totals" AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_month_totals_add();--> statement-breakpoint
INSERT INTO ledger_month_totals (account_id, month, debit_fils, credit_fils)
SELECT account_id, date_trunc('month', date)::date, sum(debit_fils), sum(credit_fils) FROM ledger_lines GROUP BY 1, 2;
