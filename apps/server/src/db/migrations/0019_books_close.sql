CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"debit_fils" bigint DEFAULT 0 NOT NULL,
	"credit_fils" bigint DEFAULT 0 NOT NULL,
	"party_id" bigint,
	"truck_id" bigint,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"date" date NOT NULL,
	"reference" text,
	"narration" text,
	"vatable_fils" bigint DEFAULT 0 NOT NULL,
	"vat_fils" bigint DEFAULT 0 NOT NULL,
	"total_fils" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "journals_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "opening_balances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"boxes" jsonb NOT NULL,
	"filed_by" bigint,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "opening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "opening" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_party_id_customers_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balances" ADD CONSTRAINT "opening_balances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_returns" ADD CONSTRAINT "vat_returns_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_journal_idx" ON "journal_lines" USING btree ("journal_id","position");--> statement-breakpoint
CREATE INDEX "journals_date_idx" ON "journals" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_returns_period_from_unique" ON "vat_returns" USING btree ("period_from");--> statement-breakpoint
-- A journal line has exactly one side above zero; the ledger's own check repeats it on posting.
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_one_side"
  CHECK ("debit_fils" >= 0 AND "credit_fils" >= 0 AND ("debit_fils" > 0) <> ("credit_fils" > 0));--> statement-breakpoint
-- The books have one starting point.
CREATE UNIQUE INDEX "opening_balances_one" ON "opening_balances" ((true));--> statement-breakpoint
-- The books now take journal vouchers and the opening balances' entry.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_known"
  CHECK ("source_kind" IN ('invoice', 'credit_note', 'purchase', 'receipt', 'payment', 'expense', 'expense_payment',
    'journal', 'opening_balance'));--> statement-breakpoint
-- Equity and the accounts a journal most often needs. Opening Balance Equity (44) takes what the
-- opening balances leave unbalanced and Retained Earnings (45) last years' profit: both are fixed.
-- Ids below 101 are the chart's own (user accounts start at 101); a code someone already gave another
-- account leaves the new one its id as code.
INSERT INTO "accounts" ("id", "code", "name", "description", "type", "dr_cr", "fixed")
SELECT v.id, CASE WHEN EXISTS (SELECT 1 FROM "accounts" a WHERE lower(a."code") = v.code) THEN v.id::text ELSE v.code END,
       v.name, v.description, v.type, v.dr_cr, v.fixed
FROM (VALUES
  (44, '3900', 'Opening Balance Equity', 'What the opening balances leave unbalanced', 'equity', 'cr', true),
  (45, '3200', 'Retained Earnings', 'Profit of past years kept in the business', 'equity', 'cr', true),
  (46, '3100', 'Owner''s Capital', 'Capital paid in by the owners', 'equity', 'cr', false),
  (47, '1500', 'Vehicles', 'Trucks and other vehicles at cost', 'asset', 'dr', false),
  (48, '1510', 'Accumulated Depreciation', 'Depreciation charged on vehicles so far', 'asset', 'cr', false),
  (49, '2500', 'Bank Loan', 'Loans from the bank', 'liability', 'cr', false),
  (50, '5800', 'Depreciation Expense', 'Depreciation charged for the period', 'expense', 'dr', false)
) AS v(id, code, name, description, type, dr_cr, fixed)
ON CONFLICT ("id") DO NOTHING;
