-- The audit log and filed VAT returns take new rows only, as the books do (docs/architecture.md, "Least
-- privilege"): the app's role has no UPDATE, DELETE or TRUNCATE on them (database-roles.ts), and these
-- triggers refuse the owner too, unless a restore switches triggers off.
CREATE FUNCTION refuse_change_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% only takes new rows: % is refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'raise_exception';
END
$$;
--> statement-breakpoint
-- A return filed before its documents were kept with it takes the books' head once, at start
-- (keepDocumentsOfEarlierFilings): that is the only change a filed return ever sees. Every other
-- column, including any added later, stays as filed.
CREATE FUNCTION vat_returns_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.ledger_head_id IS NULL AND NEW.ledger_head_id IS NOT NULL
     AND to_jsonb(NEW) - 'ledger_head_id' = to_jsonb(OLD) - 'ledger_head_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'A filed VAT return is never changed: % on vat_returns is refused', TG_OP USING ERRCODE = 'raise_exception';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vat_returns_filed_once" BEFORE UPDATE ON "vat_returns" FOR EACH ROW EXECUTE FUNCTION vat_returns_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "vat_returns_never_removed" BEFORE DELETE ON "vat_returns" FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
--> statement-breakpoint
CREATE TRIGGER "vat_returns_no_truncate" BEFORE TRUNCATE ON "vat_returns" FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();
--> statement-breakpoint
-- The audit log's seals: one link per audit entry, in the order sealing rounds took them (position),
-- each hashing the entry's content and the link before it (apps/server/src/audit/audit-chain.ts).
CREATE TABLE "audit_seals" (
	"position" bigint PRIMARY KEY NOT NULL,
	"audit_id" bigint NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_seals_audit_id_unique" UNIQUE("audit_id")
);
--> statement-breakpoint
ALTER TABLE "audit_seals" ADD CONSTRAINT "audit_seals_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The entries waiting for a sealing round, queued as they are written: a round reads only these, not
-- the whole log, and an entry added with the triggers off is never queued, so `ledger verify` finds it
-- neither sealed nor waiting.
CREATE TABLE "audit_unsealed" (
	"audit_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION audit_log_queue_for_sealing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_unsealed (audit_id) SELECT id FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_queued_for_sealing" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_queue_for_sealing();
--> statement-breakpoint
INSERT INTO "audit_unsealed" ("audit_id") SELECT "id" FROM "audit_log";
--> statement-breakpoint
DO $$
DECLARE
  kept text;
BEGIN
  FOREACH kept IN ARRAY ARRAY['audit_log', 'audit_seals', 'vat_return_lines'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record()',
      kept || '_append_only', kept);
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record()',
      kept || '_no_truncate', kept);
  END LOOP;
END $$;
