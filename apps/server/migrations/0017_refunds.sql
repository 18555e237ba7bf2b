CREATE TABLE "refund_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"review_status" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_usd" bigint NOT NULL,
	"reason" text NOT NULL,
	"applicant_user_id" integer,
	"applicant" text,
	"batch_no" text,
	"review_comment" text,
	"applied_at" timestamp with time zone NOT NULL,
	"audited_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_refund_uq" ON "refund_requests" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_requests_list_idx" ON "refund_requests" USING btree ("merchant_no","applied_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refund_requests_tx_idx" ON "refund_requests" USING btree ("merchant_no","transaction_id");--> statement-breakpoint
CREATE INDEX "refund_requests_status_idx" ON "refund_requests" USING btree ("status","applied_at");