CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"data" "bytea" NOT NULL
);
