-- The Outbox screen reads the company's mails newest first, a page at a time (keyset on id), by status
-- or by the days they were queued (a document's mails have mail_outbox_document_idx already).
CREATE INDEX "mail_outbox_status_id_idx" ON "mail_outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_queued_at_idx" ON "mail_outbox" USING btree ("queued_at");
