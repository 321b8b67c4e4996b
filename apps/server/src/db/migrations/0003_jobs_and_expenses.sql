CREATE TABLE "attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"job_number" text,
	"container" text,
	"reference" text,
	"is_lose_container" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"customer_id" bigint,
	"care_of" text,
	"is_taxi" boolean DEFAULT false NOT NULL,
	"taxi_name" text,
	"taxi_charge_fils" bigint DEFAULT 0 NOT NULL,
	"driver_id" bigint,
	"truck_id" bigint,
	"charge_fils" bigint DEFAULT 0 NOT NULL,
	"extra_amount_fils" bigint DEFAULT 0 NOT NULL,
	"extra_description" text,
	"related_note" text,
	"invoice_status" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"charge_id" bigint NOT NULL,
	"amount_fils" bigint NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"type" text NOT NULL,
	"driver_id" bigint,
	"truck_id" bigint,
	"job_number" text,
	"due_date" date,
	"status" text NOT NULL,
	"company" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "jobs_date_idx" ON "jobs" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "jobs_customer_date_idx" ON "jobs" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "jobs_driver_date_idx" ON "jobs" USING btree ("driver_id","date");--> statement-breakpoint
CREATE INDEX "jobs_truck_date_idx" ON "jobs" USING btree ("truck_id","date");--> statement-breakpoint
CREATE INDEX "jobs_invoice_status_idx" ON "jobs" USING btree ("invoice_status");--> statement-breakpoint
CREATE INDEX "jobs_job_number_trgm" ON "jobs" USING gin (lower("job_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_container_trgm" ON "jobs" USING gin (lower("container") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_description_trgm" ON "jobs" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_care_of_trgm" ON "jobs" USING gin (lower("care_of") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_container_date_idx" ON "jobs" USING btree (upper("container"),"date");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "expenses_charge_date_idx" ON "expenses" USING btree ("charge_id","date");--> statement-breakpoint
CREATE INDEX "expenses_truck_date_idx" ON "expenses" USING btree ("truck_id","date");