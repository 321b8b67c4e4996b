CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
-- Attachments are mostly PDF and images, compressed already: kept as they are, a download reads a
-- slice of a large file without unpacking everything before it.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
