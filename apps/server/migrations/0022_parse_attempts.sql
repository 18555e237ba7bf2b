ALTER TABLE "import_batches" ADD COLUMN "parse_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "parse_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD COLUMN "parse_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD COLUMN "parse_started_at" timestamp with time zone;