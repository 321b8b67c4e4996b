CREATE TABLE "credit_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credit_note_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount_fils" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer,
	"vat_percent" integer NOT NULL,
	"vatable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"takes_rest" boolean DEFAULT false NOT NULL,
	"credit_note_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_note_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer,
	"vat_percent" integer NOT NULL,
	"vatable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"takes_rest" boolean DEFAULT false NOT NULL,
	"debit_note_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"date" date NOT NULL,
	"invoice_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"vatable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"status" text DEFAULT 'Posted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "debit_notes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "vat_return_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"return_id" bigint NOT NULL,
	"role" text NOT NULL,
	"corrected_return_id" bigint,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"party" text NOT NULL,
	"box" integer,
	"account_id" bigint,
	"amount_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_invoice_id_unique";--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vat_percent" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "vat_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "supplier_vat_number" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "status" text DEFAULT 'Posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "updated_by" bigint;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "applied_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "cancels_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "reverses_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_items" ADD COLUMN "credit_note_id" bigint;--> statement-breakpoint
ALTER TABLE "vat_returns" ADD COLUMN "ledger_head_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocations" ADD CONSTRAINT "credit_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_invoice_item_id_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."invoice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_debit_note_id_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."debit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return_lines" ADD CONSTRAINT "vat_return_lines_return_id_vat_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."vat_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return_lines" ADD CONSTRAINT "vat_return_lines_corrected_return_id_vat_returns_id_fk" FOREIGN KEY ("corrected_return_id") REFERENCES "public"."vat_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return_lines" ADD CONSTRAINT "vat_return_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_allocations_note_idx" ON "credit_allocations" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_allocations_invoice_idx" ON "credit_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE INDEX "credit_note_lines_item_idx" ON "credit_note_lines" USING btree ("invoice_item_id");--> statement-breakpoint
CREATE INDEX "debit_note_lines_note_idx" ON "debit_note_lines" USING btree ("debit_note_id","position");--> statement-breakpoint
CREATE INDEX "debit_note_lines_item_idx" ON "debit_note_lines" USING btree ("invoice_item_id");--> statement-breakpoint
CREATE INDEX "debit_notes_invoice_idx" ON "debit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "debit_notes_date_idx" ON "debit_notes" USING btree ("date");--> statement-breakpoint
CREATE INDEX "vat_return_lines_return_idx" ON "vat_return_lines" USING btree ("return_id","role");--> statement-breakpoint
CREATE INDEX "vat_return_lines_corrected_idx" ON "vat_return_lines" USING btree ("corrected_return_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("date");--> statement-breakpoint
-- The credit notes written before notes had lines of their own each cancelled a whole invoice, and their
-- entry reversed the invoice's posting. They keep that entry; their lines are the invoice's, in full, so the
-- VAT return and the notes' screens read them as any other credit note.
UPDATE "credit_notes" SET "reverses_invoice" = true, "cancels_invoice" = true, "applied_fils" = "total_fils";
--> statement-breakpoint
INSERT INTO "credit_note_lines" ("credit_note_id", "invoice_item_id", "position", "kind", "account_id", "description",
  "quantity", "vat_percent", "vatable_fils", "vat_fils", "total_fils", "takes_rest")
SELECT c."id", i."id", i."position", i."kind", i."account_id", i."description", i."quantity", i."vat_percent",
  i."vatable_fils", i."vat_fils", i."total_fils", true
FROM "credit_notes" c JOIN "invoice_items" i ON i."invoice_id" = c."invoice_id";
--> statement-breakpoint
-- A line's VAT is its rate of its amount, rounded half away from zero to the fil (PostgreSQL's round of a
-- numeric): the VAT return adds up line VAT, so a line that breaks the rule cannot be stored at all.
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_vat_is_its_rate"
  CHECK ("vat_fils" = round("vatable_fils" * "vat_percent" / 100.0) AND "total_fils" = "vatable_fils" + "vat_fils");
--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_vat_is_its_rate"
  CHECK ("vat_fils" = round("vatable_fils" * "vat_percent" / 100.0));
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vat_is_its_rate"
  CHECK (("vat_percent" IS NULL AND "vat_fils" = 0)
    -- IS NOT NULL spelt out: a null rate would make the IN unknown, and a CHECK lets unknown through.
    OR ("vat_percent" IS NOT NULL AND "vat_percent" IN (0, 10) AND "vat_fils" = round("amount_fils" * "vat_percent" / 100.0)));
--> statement-breakpoint
-- A note's line is its rate of its amount too, but for the credit that takes all that is left of an
-- invoice line: it takes exactly the VAT left there, which may be a fil away from its rate after earlier
-- notes rounded (docs/architecture.md, "Credit and debit notes").
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_vat_is_its_rate"
  CHECK (("takes_rest" OR "vat_fils" = round("vatable_fils" * "vat_percent" / 100.0))
    AND "vat_fils" >= 0 AND "vatable_fils" > 0 AND "total_fils" = "vatable_fils" + "vat_fils");
--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_vat_is_its_rate"
  CHECK (NOT "takes_rest" AND "vat_fils" = round("vatable_fils" * "vat_percent" / 100.0)
    AND "vatable_fils" > 0 AND "total_fils" = "vatable_fils" + "vat_fils");
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_status" CHECK ("status" IN ('Posted', 'Cancelled'));
--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_status" CHECK ("status" IN ('Posted', 'Cancelled'));
--> statement-breakpoint
ALTER TABLE "vat_return_lines" ADD CONSTRAINT "vat_return_lines_role"
  CHECK ("role" IN ('box', 'correction', 'discount', 'outside'));
--> statement-breakpoint
DO $$
DECLARE
  book text;
BEGIN
  FOREACH book IN ARRAY ARRAY['credit_note_lines', 'debit_notes', 'debit_note_lines', 'credit_allocations', 'vat_return_lines'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_table(''books'')',
      book || '_changed_read_versions', book);
  END LOOP;
END $$;
--> statement-breakpoint
-- The books take tax debit notes and the allocations of a credit note's credit.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_known"
  CHECK ("source_kind" IN ('invoice', 'credit_note', 'debit_note', 'credit_allocation', 'purchase', 'receipt', 'payment',
    'expense', 'expense_payment', 'journal', 'opening_balance'));
