ALTER TABLE "sign_in_failures" ADD COLUMN "checking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "security_code_failures" ADD COLUMN "checking" boolean DEFAULT false NOT NULL;