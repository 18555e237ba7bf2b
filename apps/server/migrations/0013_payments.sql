CREATE TABLE "api_nonces" (
	"merchant_no" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_nonces_merchant_no_nonce_pk" PRIMARY KEY("merchant_no","nonce")
);
--> statement-breakpoint
CREATE TABLE "merchant_api_keys" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"secret_enc" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"amount" bigint,
	"note" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_rollups" (
	"merchant_no" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_country" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_rollups_merchant_no_day_currency_payment_method_card_country_type_status_pk" PRIMARY KEY("merchant_no","day","currency","payment_method","card_country","type","status")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"original_transaction_id" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"captured_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refund_pending_amount" bigint DEFAULT 0 NOT NULL,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_bin" text,
	"card_last4" text,
	"card_country" text DEFAULT '' NOT NULL,
	"arn" text,
	"eci" text,
	"three_ds" text,
	"ip" text,
	"user_agent" text,
	"customer_email" text,
	"description" text,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"tracking_number" text,
	"tracking_carrier" text,
	"channel_request_id" text,
	"channel_response_id" text,
	"response_code" text,
	"response_message" text,
	"reason" text,
	"merchant_refund_id" text,
	"ledger_entry_id" bigint,
	"settlement_batch_id" text,
	"settled_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_nonces_created_idx" ON "api_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transaction_events_tx_idx" ON "transaction_events" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "transaction_rollups_day_idx" ON "transaction_rollups" USING btree ("merchant_no","day");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_transaction_id_uq" ON "transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_order_uq" ON "transactions" USING btree ("merchant_no","merchant_order_id") WHERE "transactions"."type" <> 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_refund_ref_uq" ON "transactions" USING btree ("merchant_no","merchant_refund_id") WHERE "transactions"."merchant_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_list_idx" ON "transactions" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_merchant_status_idx" ON "transactions" USING btree ("merchant_no","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_merchant_last4_idx" ON "transactions" USING btree ("merchant_no","card_last4","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_merchant_method_idx" ON "transactions" USING btree ("merchant_no","payment_method","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_merchant_currency_idx" ON "transactions" USING btree ("merchant_no","currency","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_original_idx" ON "transactions" USING btree ("original_transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_expiry_idx" ON "transactions" USING btree ("expires_at") WHERE "transactions"."status" = 'pending' and "transactions"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_settlement_idx" ON "transactions" USING btree ("merchant_no","currency","settlement_batch_id") WHERE "transactions"."settled_at" is null;