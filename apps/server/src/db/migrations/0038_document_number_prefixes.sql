-- Document number prefixes become the company's setting per kind, kept as ranges by number
-- (docs/architecture.md, "Document numbers").
CREATE TABLE "document_number_prefixes" (
	"kind" text NOT NULL,
	"from_number" bigint NOT NULL,
	"prefix" text NOT NULL,
	"set_by" bigint,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_number_prefixes_kind_from_number_pk" PRIMARY KEY("kind","from_number")
);
--> statement-breakpoint
CREATE TABLE "document_number_series" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_number_prefixes" ADD CONSTRAINT "document_number_prefixes_kind_document_number_series_kind_fk" FOREIGN KEY ("kind") REFERENCES "public"."document_number_series"("kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_prefixes" ADD CONSTRAINT "document_number_prefixes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_series" ADD CONSTRAINT "document_number_series_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_prefixes" ADD CONSTRAINT "document_number_prefixes_prefix_check" CHECK ("prefix" ~ '^[A-Za-z0-9/-]{1,16}$' AND "prefix" !~ '[0-9]$');--> statement-breakpoint
-- Every numbered kind has its series. A kind the company has already numbered keeps the prefix it has
-- printed (the spec's, INV-ARG-); a new company starts with the kind's plain prefix, INV-.
INSERT INTO "document_number_series" ("kind") VALUES
  ('invoice'), ('credit_note'), ('debit_note'), ('purchase'), ('receipt'), ('payment'), ('journal'), ('expense');--> statement-breakpoint
INSERT INTO "document_number_prefixes" ("kind", "from_number", "prefix")
SELECT kind, 1, CASE WHEN used THEN spec ELSE fresh END FROM (VALUES
  ('invoice', 'INV-ARG-', 'INV-', EXISTS (SELECT 1 FROM invoices)),
  ('credit_note', 'CN-ARG-', 'CN-', EXISTS (SELECT 1 FROM credit_notes)),
  ('debit_note', 'DN-ARG-', 'DN-', EXISTS (SELECT 1 FROM debit_notes)),
  ('purchase', 'PV-ARG-', 'PV-', EXISTS (SELECT 1 FROM purchases)),
  ('receipt', 'RCPT-ARG-', 'RCPT-', EXISTS (SELECT 1 FROM receipts)),
  ('payment', 'PAY-ARG-', 'PAY-', EXISTS (SELECT 1 FROM payments)),
  ('journal', 'JV-ARG-', 'JV-', EXISTS (SELECT 1 FROM journals)),
  ('expense', 'EXP-', 'EXP-', true)
) AS kinds (kind, spec, fresh, used);
