CREATE TABLE "chargeback_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chargeback_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chargeback_inquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"arn" text,
	"scheme" text NOT NULL,
	"reason_code" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chargebacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chargeback_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"arn" text,
	"scheme" text NOT NULL,
	"reason_code" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee" bigint NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"rebuttal_status" text DEFAULT 'none' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"outcome_comment" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebuttal_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rebuttal_id" bigint NOT NULL,
	"chargeback_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"file_id" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"supplemental" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "rebuttals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chargeback_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"round" integer NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"evidence" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"submitted_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "chargeback_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "chargeback_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_batches" ADD COLUMN "chargeback_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chargeback_events_cb_idx" ON "chargeback_events" USING btree ("chargeback_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chargeback_inquiries_inquiry_id_uq" ON "chargeback_inquiries" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "chargeback_inquiries_list_idx" ON "chargeback_inquiries" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargeback_inquiries_due_idx" ON "chargeback_inquiries" USING btree ("due_at") WHERE "chargeback_inquiries"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_chargeback_id_uq" ON "chargebacks" USING btree ("chargeback_id");--> statement-breakpoint
CREATE INDEX "chargebacks_list_idx" ON "chargebacks" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_status_idx" ON "chargebacks" USING btree ("merchant_no","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chargebacks_tx_idx" ON "chargebacks" USING btree ("merchant_no","transaction_id");--> statement-breakpoint
CREATE INDEX "chargebacks_due_idx" ON "chargebacks" USING btree ("due_at") WHERE "chargebacks"."closed" = false;--> statement-breakpoint
CREATE INDEX "chargebacks_unnotified_idx" ON "chargebacks" USING btree ("created_at") WHERE "chargebacks"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "rebuttal_documents_rebuttal_idx" ON "rebuttal_documents" USING btree ("rebuttal_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "rebuttals_round_uq" ON "rebuttals" USING btree ("chargeback_id","round");