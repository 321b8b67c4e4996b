CREATE UNLOGGED TABLE "read_version_moves" (
	"txid" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Subjects are no longer moved on where the write happens but noted, and moved on together by a deferred
-- trigger as the transaction's last act: a transaction that wrote an expense and then a job would otherwise
-- hold 'books' while it waited for a job row another transaction held while waiting for 'books'. At commit
-- nothing is taken after the versions, and all of them are taken in key order (docs/architecture.md,
-- "Answers many people read"). The triggers of migration 0026 call read_versions_move_on by name, so they
-- note from now on; read_versions_move_now is what moves.
ALTER FUNCTION read_versions_move_on(text[]) RENAME TO read_versions_move_now;
--> statement-breakpoint
CREATE FUNCTION read_versions_move_on(subjects text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('fleetledger.noted_read_versions', true), '');
BEGIN
  -- A transaction of many statements notes its subjects once: the rest find them noted.
  IF cardinality(subjects) = 0 OR (noted <> '' AND noted::text[] @> subjects) THEN
    RETURN;
  END IF;
  IF noted = '' THEN
    INSERT INTO read_version_moves (txid) VALUES (pg_current_xact_id()::text) ON CONFLICT DO NOTHING;
    noted := '{}';
  END IF;
  PERFORM set_config('fleetledger.noted_read_versions', array(SELECT DISTINCT unnest(noted::text[] || subjects))::text, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION read_versions_move_noted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('fleetledger.noted_read_versions', true), '');
BEGIN
  IF noted <> '' THEN
    PERFORM read_versions_move_now(noted::text[]);
    PERFORM set_config('fleetledger.noted_read_versions', '', true);
  END IF;
  DELETE FROM read_version_moves WHERE txid = NEW.txid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version_moves_at_commit AFTER INSERT ON read_version_moves
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_versions_move_noted();
--> statement-breakpoint
-- A whole subject for a table, named by the trigger: 'jobs' for every job, 'books' for everything the
-- dashboard and the reports read besides jobs and master data. A table that is neither followed nor named
-- among the ones no report reads fails db/read-versions.test.ts.
CREATE FUNCTION read_versions_follow_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_move_on(ARRAY[TG_ARGV[0]]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_changed_read_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_table('jobs');
--> statement-breakpoint
DO $$
DECLARE
  book text;
BEGIN
  FOREACH book IN ARRAY ARRAY[
    'accounts', 'charges', 'credit_notes', 'expenses', 'invoice_item_jobs', 'invoice_items',
    'invoice_request_jobs', 'invoice_requests', 'invoices', 'journal_lines', 'journals', 'ledger_entries',
    'ledger_lines', 'opening_balances', 'payment_items', 'payments',
    'purchase_item_jobs', 'purchase_items', 'purchases', 'receipt_items', 'receipts', 'settings', 'vat_returns'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_table(''books'')',
      book || '_changed_read_versions', book);
  END LOOP;
END $$;
