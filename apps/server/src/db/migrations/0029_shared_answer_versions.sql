CREATE UNLOGGED TABLE "read_version_moves" (
	"txid" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Subjects are no longer moved on where the write happens but noted, and moved on together by a deferred
-- trigger as the transaction's last act: a transaction that wrote an expense and then a job would otherwise
-- hold 'books' while it waited for a job row another transaction held while waiting for 'books'. At commit
-- nothing is taken after the versions, and all of them are taken in key order (docs/architecture.md,
-- "Answers many people read").
CREATE FUNCTION read_versions_note(subjects text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('fleetledger.noted_read_versions', true), '');
BEGIN
  IF cardinality(subjects) = 0 THEN
    RETURN;
  END IF;
  IF noted = '' THEN
    INSERT INTO read_version_moves (txid) VALUES (pg_current_xact_id()::text) ON CONFLICT DO NOTHING;
    noted := '{}';
  END IF;
  PERFORM set_config('fleetledger.noted_read_versions', (noted::text[] || subjects)::text, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION read_versions_move_noted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('fleetledger.noted_read_versions', true), '');
BEGIN
  IF noted <> '' THEN
    PERFORM read_versions_move_on(noted::text[]);
    PERFORM set_config('fleetledger.noted_read_versions', '', true);
  END IF;
  DELETE FROM read_version_moves WHERE txid = NEW.txid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER read_version_moves_at_commit AFTER INSERT ON read_version_moves
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION read_versions_move_noted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_follow_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT months || coalesce(array_agg(DISTINCT 'job_month:' || to_char(n.date, 'YYYY-MM')), '{}') INTO months FROM new_rows n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT months || coalesce(array_agg(DISTINCT 'job_month:' || to_char(o.date, 'YYYY-MM')), '{}') INTO months FROM old_rows o;
  END IF;
  IF cardinality(months) > 0 THEN
    PERFORM read_versions_note(months || 'jobs'::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_follow_truncated_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_note(array(SELECT subject FROM read_versions WHERE subject LIKE 'job_month:%') || 'jobs'::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_follow_job_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners bigint[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT owners || coalesce(array_agg(n.owner_id), '{}') INTO owners FROM new_rows n WHERE n.owner_kind = 'job';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT owners || coalesce(array_agg(o.owner_id), '{}') INTO owners FROM old_rows o WHERE o.owner_kind = 'job';
  END IF;
  IF cardinality(owners) > 0 THEN
    PERFORM read_versions_note(array(SELECT DISTINCT 'job_month:' || to_char(j.date, 'YYYY-MM') FROM jobs j WHERE j.id = any(owners)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_versions_follow_masterdata() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_note(ARRAY['masterdata']);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 'books': everything the dashboard and the reports read besides jobs and master data. A table that is
-- neither here nor among the ones no report reads fails db/read-versions.test.ts.
CREATE FUNCTION read_versions_follow_books() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_note(ARRAY['books']);
  RETURN NULL;
END $$;
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
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION read_versions_follow_books()',
      book || '_changed_read_versions', book);
  END LOOP;
END $$;
