CREATE TABLE "invoice_item_jobs" (
	"item_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"amount_fils" bigint NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	CONSTRAINT "invoice_item_jobs_item_id_job_id_pk" PRIMARY KEY("item_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"account_id" bigint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fils" bigint NOT NULL,
	"vat_percent" integer NOT NULL,
	"vatable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"cr_dr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_request_jobs" (
	"request_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	CONSTRAINT "invoice_request_jobs_request_id_job_id_pk" PRIMARY KEY("request_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_number" bigint NOT NULL,
	"customer_id" bigint,
	"requested_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_request_number_unique" UNIQUE("request_number")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"date" date NOT NULL,
	"reference" text,
	"narration" text,
	"vatable_fils" bigint DEFAULT 0 NOT NULL,
	"vat_fils" bigint DEFAULT 0 NOT NULL,
	"total_fils" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"request_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_item_jobs" ADD CONSTRAINT "invoice_item_jobs_item_id_invoice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."invoice_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item_jobs" ADD CONSTRAINT "invoice_item_jobs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_item_jobs" ADD CONSTRAINT "invoice_item_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_jobs" ADD CONSTRAINT "invoice_request_jobs_request_id_invoice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."invoice_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_request_jobs" ADD CONSTRAINT "invoice_request_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_item_jobs_live_job" ON "invoice_item_jobs" USING btree ("job_id") WHERE "invoice_item_jobs"."live";--> statement-breakpoint
CREATE INDEX "invoice_item_jobs_invoice_idx" ON "invoice_item_jobs" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_request_jobs_job_idx" ON "invoice_request_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_date_idx" ON "invoices" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("date");--> statement-breakpoint
-- The accounts documents use by id keep their side and stay active; sides are lower case as the documents' items write them.
UPDATE "accounts" SET "dr_cr" = lower("dr_cr");--> statement-breakpoint
UPDATE "accounts" SET "fixed" = true WHERE "id" IN (25, 26, 27, 28, 37, 39, 40);--> statement-breakpoint
INSERT INTO "accounts" ("id", "name", "description", "dr_cr", "fixed") VALUES
  (41, 'VAT Output', 'VAT charged on sales, owed to the NBR', 'cr', true),
  (42, 'VAT Input', 'VAT paid on purchases, recoverable from the NBR', 'dr', true)
ON CONFLICT ("id") DO NOTHING;
