CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" bigint NOT NULL,
	"source_number" text NOT NULL,
	"event" text NOT NULL,
	"reverses_entry_id" bigint,
	"memo" text NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"date" date NOT NULL,
	"account_id" bigint NOT NULL,
	"debit_fils" bigint DEFAULT 0 NOT NULL,
	"credit_fils" bigint DEFAULT 0 NOT NULL,
	"party_id" bigint,
	"invoice_id" bigint,
	"truck_id" bigint,
	"job_id" bigint,
	"vat_percent" integer
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_party_id_customers_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_source_idx" ON "ledger_entries" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_unique" ON "ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_date_idx" ON "ledger_entries" USING btree ("date");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id","position");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_date_idx" ON "ledger_lines" USING btree ("account_id","date");--> statement-breakpoint
CREATE INDEX "ledger_lines_party_date_idx" ON "ledger_lines" USING btree ("party_id","account_id","date");--> statement-breakpoint
CREATE INDEX "ledger_lines_invoice_idx" ON "ledger_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_truck_date_idx" ON "ledger_lines" USING btree ("truck_id","date");--> statement-breakpoint
CREATE INDEX "ledger_lines_job_idx" ON "ledger_lines" USING btree ("job_id");--> statement-breakpoint
-- The books (docs/architecture.md, "The books"). A line has one side; the kinds and events are closed lists.
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_one_side" CHECK ("debit_fils" >= 0 AND "credit_fils" >= 0 AND ("debit_fils" = 0) <> ("credit_fils" = 0));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_known" CHECK ("event" IN ('post', 'reverse'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_known" CHECK ("source_kind" IN ('invoice', 'credit_note', 'purchase', 'receipt'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_payment_terms_days_range" CHECK ("payment_terms_days" BETWEEN 0 AND 3650);--> statement-breakpoint
-- Posted entries never change: a mistake is corrected by a reversing entry.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The books only take new entries: % on % is refused; a posting is corrected by a reversal', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'raise_exception';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- Every entry balances when its transaction commits, with at least two lines.
CREATE FUNCTION ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  debits bigint;
  credits bigint;
  line_count bigint;
BEGIN
  SELECT coalesce(sum(debit_fils), 0), coalesce(sum(credit_fils), 0), count(*)
    INTO debits, credits, line_count FROM ledger_lines WHERE entry_id = NEW.id;
  IF line_count < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'Ledger entry % does not balance: % fils debit, % fils credit over % lines', NEW.id, debits, credits, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balances();--> statement-breakpoint
-- An entry's lines go in with one statement, which must leave every entry it touches balanced and
-- holding only the lines it added: no line can be added later to an entry that is already in.
CREATE FUNCTION ledger_lines_keep_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refused bigint;
BEGIN
  SELECT l.entry_id INTO refused
  FROM ledger_lines l
  JOIN (SELECT entry_id, count(*) AS added_lines FROM added GROUP BY entry_id) a ON a.entry_id = l.entry_id
  GROUP BY l.entry_id, a.added_lines
  HAVING sum(l.debit_fils) <> sum(l.credit_fils) OR count(*) <> a.added_lines
  LIMIT 1;
  IF refused IS NOT NULL THEN
    RAISE EXCEPTION 'Ledger entry % does not balance, or already had its lines', refused USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_balance" AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_lines_keep_balance();
