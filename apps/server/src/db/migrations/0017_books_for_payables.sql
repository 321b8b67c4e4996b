CREATE TABLE "payment_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"position" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"purchase_id" bigint,
	"cr_dr" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "payment_request_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"body_hash" text NOT NULL,
	"payment_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"date" date NOT NULL,
	"supplier_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"type_of_payment" text NOT NULL,
	"reference" text,
	"narration" text,
	"cheque_number" text,
	"cheque_date" date,
	"cheque_bank" text,
	"vatable_fils" bigint DEFAULT 0 NOT NULL,
	"vat_fils" bigint DEFAULT 0 NOT NULL,
	"total_fils" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "payments_number_unique" UNIQUE("number")
);
--> statement-breakpoint
-- Every account gets a code and a type (its place in the statements). The fixed accounts get the
-- chart's codes; an account someone added keeps its id as its code and takes the type its side
-- suggests until someone sets it. Accrued Expenses (43) takes pending expenses owed to no named
-- supplier. The accounts a posting rule uses by id are fixed: they keep their type and side.
ALTER TABLE "accounts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "type" text;--> statement-breakpoint
INSERT INTO "accounts" ("id", "name", "description", "dr_cr", "fixed") VALUES
  (43, 'Accrued Expenses', 'Expenses incurred and not yet paid, owed to no named supplier', 'cr', true)
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "accounts" SET "code" = v.code, "type" = v.type
FROM (VALUES
  (27, '1100', 'asset'), (28, '1110', 'asset'), (26, '1120', 'asset'), (38, '1200', 'asset'), (42, '1300', 'asset'),
  (36, '2100', 'liability'), (43, '2150', 'liability'), (41, '2200', 'liability'),
  (25, '4000', 'income'), (37, '4100', 'income'), (40, '4200', 'income'),
  (29, '5100', 'expense'), (30, '5200', 'expense'), (31, '5300', 'expense'), (32, '5400', 'expense'),
  (33, '5500', 'expense'), (34, '5600', 'expense'), (35, '5700', 'expense'), (39, '5900', 'expense')
) AS v(id, code, type)
WHERE "accounts"."id" = v.id;--> statement-breakpoint
UPDATE "accounts" SET "type" = CASE WHEN upper("dr_cr") = 'CR' THEN 'income' ELSE 'expense' END WHERE "type" IS NULL;--> statement-breakpoint
UPDATE "accounts" SET "code" = "id"::text WHERE "code" IS NULL;--> statement-breakpoint
UPDATE "accounts" SET "fixed" = true WHERE "id" IN (25, 26, 27, 28, 36, 37, 38, 39, 40, 41, 42, 43);--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "paid_from_account_id" bigint DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "purchase_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD COLUMN "driver_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_keys" ADD CONSTRAINT "payment_request_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id","position");--> statement-breakpoint
CREATE INDEX "payment_items_purchase_idx" ON "payment_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payments_supplier_date_idx" ON "payments" USING btree ("supplier_id","date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_paid_from_account_id_accounts_id_fk" FOREIGN KEY ("paid_from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_code_unique" ON "accounts" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "ledger_lines_driver_date_idx" ON "ledger_lines" USING btree ("driver_id","date");--> statement-breakpoint
-- The payables aging sums each purchase's payable lines up to a date, per supplier, from this index
-- alone (as 0015 does for receivables).
CREATE INDEX "ledger_payable_lines_idx" ON "ledger_lines" USING btree ("party_id", "purchase_id")
  INCLUDE ("date", "debit_fils", "credit_fils")
  WHERE "account_id" = 36;--> statement-breakpoint
-- The books now take supplier payments and expenses (their cost, and a pending one paid later).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_known"
  CHECK ("source_kind" IN ('invoice', 'credit_note', 'purchase', 'receipt', 'payment', 'expense', 'expense_payment'));
