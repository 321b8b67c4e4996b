CREATE TABLE "mail_reminder_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"queued" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_reminders" (
	"invoice_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"mail_id" bigint,
	"reminded_on" date NOT NULL,
	CONSTRAINT "mail_reminders_invoice_step" PRIMARY KEY("invoice_id","step")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "overdue_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_reminders" ADD CONSTRAINT "mail_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_reminders" ADD CONSTRAINT "mail_reminders_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_reminders_mail_idx" ON "mail_reminders" USING btree ("mail_id");