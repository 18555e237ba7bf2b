CREATE TABLE "card_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"card_bin" text NOT NULL,
	"card_last4" text NOT NULL,
	"brand" text NOT NULL,
	"card_country" text DEFAULT '' NOT NULL,
	"card_hash" text,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"first_transaction_id" text NOT NULL,
	"scheme_reference" text NOT NULL,
	"recurring" jsonb,
	"approved_charges" integer DEFAULT 0 NOT NULL,
	"declined_charges" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"plan_no" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"credit" bigint NOT NULL,
	"charged" bigint NOT NULL,
	"refunded" bigint NOT NULL,
	"refund_id" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cycles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"plan_no" integer NOT NULL,
	"cycle_no" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"outcome" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"response_code" text,
	"response_message" text,
	"billed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"retry_delays" jsonb NOT NULL,
	"after_last_retry" text NOT NULL,
	"email_upcoming" boolean NOT NULL,
	"email_failed" boolean NOT NULL,
	"email_cancelled" boolean NOT NULL,
	"default_cancel_mode" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"contract_number" text NOT NULL,
	"customer_id" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"token_id" text,
	"first_transaction_id" text,
	"collection_method" smallint NOT NULL,
	"status" smallint NOT NULL,
	"product_name" text NOT NULL,
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"frequency_unit" text NOT NULL,
	"frequency_count" integer NOT NULL,
	"billing_cycles" integer,
	"start_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone,
	"plan_no" integer DEFAULT 1 NOT NULL,
	"plan_anchor" timestamp with time zone NOT NULL,
	"current_cycle" integer DEFAULT 0 NOT NULL,
	"next_billing_at" timestamp with time zone,
	"proration_amount" bigint,
	"dunning" text DEFAULT 'none' NOT NULL,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone,
	"cancel_mode" text,
	"cancel_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"cancel_reason" text,
	"ended_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "initiator" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "subscription_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "card_tokens_token_id_uq" ON "card_tokens" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "card_tokens_merchant_idx" ON "card_tokens" USING btree ("merchant_no");--> statement-breakpoint
CREATE INDEX "subscription_changes_sub_idx" ON "subscription_changes" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cycles_uq" ON "subscription_cycles" USING btree ("subscription_id","plan_no","cycle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_subscription_id_uq" ON "subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_contract_uq" ON "subscriptions" USING btree ("merchant_no","contract_number");--> statement-breakpoint
CREATE INDEX "subscriptions_list_idx" ON "subscriptions" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("merchant_no","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_next_billing_idx" ON "subscriptions" USING btree ("merchant_no","next_billing_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("due_at") WHERE "subscriptions"."due_at" is not null and "subscriptions"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "transactions_subscription_idx" ON "transactions" USING btree ("subscription_id","id") WHERE "transactions"."subscription_id" is not null;