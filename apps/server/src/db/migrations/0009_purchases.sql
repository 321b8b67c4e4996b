CREATE TABLE "purchase_item_jobs" (
	"item_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	CONSTRAINT "purchase_item_jobs_item_id_job_id_pk" PRIMARY KEY("item_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purchase_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fils" bigint NOT NULL,
	"vat_percent" integer NOT NULL,
	"cr_dr" text NOT NULL,
	"vatable_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"signed_vatable_fils" bigint NOT NULL,
	"signed_total_fils" bigint NOT NULL,
	"truck_id" bigint
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"reference_date" date,
	"narration" text,
	"vatable_fils" bigint DEFAULT 0 NOT NULL,
	"vat_fils" bigint DEFAULT 0 NOT NULL,
	"total_fils" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Created' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "purchase_item_jobs" ADD CONSTRAINT "purchase_item_jobs_item_id_purchase_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."purchase_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_item_jobs" ADD CONSTRAINT "purchase_item_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_item_jobs_job_idx" ON "purchase_item_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_idx" ON "purchase_items" USING btree ("purchase_id","position");--> statement-breakpoint
CREATE INDEX "purchase_items_truck_idx" ON "purchase_items" USING btree ("truck_id");--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" USING btree ("date");--> statement-breakpoint
CREATE INDEX "purchases_supplier_idx" ON "purchases" USING btree ("supplier_id","date");