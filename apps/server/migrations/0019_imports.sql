CREATE TABLE "import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_no" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"parsed_count" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"parsed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "import_batches_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
CREATE INDEX "import_batches_merchant_idx" ON "import_batches" USING btree ("merchant_no","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_batches_open_idx" ON "import_batches" USING btree ("kind","id") WHERE "import_batches"."status" in ('to_be_parsed', 'parsing');