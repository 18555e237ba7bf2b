CREATE TABLE "transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"parsed_count" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploader_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"parsed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "transfer_batches_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"batch_no" text,
	"merchant_reference" text,
	"status" text NOT NULL,
	"payee_id" integer NOT NULL,
	"payee_name" text NOT NULL,
	"payee_nickname" text NOT NULL,
	"payee_bank" text,
	"payee_account" text NOT NULL,
	"payee_country" text NOT NULL,
	"method" text NOT NULL,
	"send_currency" text NOT NULL,
	"send_amount" bigint NOT NULL,
	"receive_currency" text NOT NULL,
	"receive_amount" bigint NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"fee" bigint NOT NULL,
	"sender_fee" bigint NOT NULL,
	"debit_amount" bigint NOT NULL,
	"fee_bearing" text NOT NULL,
	"purpose" text NOT NULL,
	"certificate_file_id" text,
	"certificate_name" text,
	"scheduled_date" text,
	"due_at" timestamp with time zone NOT NULL,
	"approval_flow_id" integer,
	"submitter_user_id" integer NOT NULL,
	"submitter_name" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "transfers_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "transfers_amount_ck" CHECK ("transfers"."send_amount" > 0 and "transfers"."fee" >= 0 and "transfers"."receive_amount" > 0 and "transfers"."debit_amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "transfer_batches_merchant_idx" ON "transfer_batches" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "transfer_batches_open_idx" ON "transfer_batches" USING btree ("id") WHERE "transfer_batches"."status" in ('to_be_parsed', 'parsing');--> statement-breakpoint
CREATE INDEX "transfers_merchant_idx" ON "transfers" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "transfers_merchant_currency_created_idx" ON "transfers" USING btree ("merchant_no","send_currency","created_at");--> statement-breakpoint
CREATE INDEX "transfers_open_idx" ON "transfers" USING btree ("due_at") WHERE "transfers"."status" in ('pending_approval', 'scheduled', 'processing');--> statement-breakpoint
CREATE INDEX "transfers_batch_idx" ON "transfers" USING btree ("batch_no");