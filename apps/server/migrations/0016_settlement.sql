CREATE TABLE "settlement_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"currency" text NOT NULL,
	"settlement_date" date NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"transaction_count" integer NOT NULL,
	"transaction_amount" bigint NOT NULL,
	"refund_count" integer NOT NULL,
	"refund_amount" bigint NOT NULL,
	"chargeback_amount" bigint DEFAULT 0 NOT NULL,
	"fixed_fee" bigint NOT NULL,
	"discount_fee" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"settlement_amount" bigint NOT NULL,
	"usd_rate" text NOT NULL,
	"status" text NOT NULL,
	"ledger_entry_id" bigint,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- the column first: the new primary key names it (drizzle-kit writes these two in the other order)
ALTER TABLE "transaction_rollups" ADD COLUMN "decline_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_rollups" DROP CONSTRAINT "transaction_rollups_merchant_no_day_currency_payment_method_card_country_type_status_pk";--> statement-breakpoint
ALTER TABLE "transaction_rollups" ADD CONSTRAINT "transaction_rollups_merchant_no_day_currency_payment_method_card_country_type_status_decline_code_pk" PRIMARY KEY("merchant_no","day","currency","payment_method","card_country","type","status","decline_code");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_batches_batch_id_uq" ON "settlement_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_batches_day_uq" ON "settlement_batches" USING btree ("merchant_no","currency","settlement_date");--> statement-breakpoint
CREATE INDEX "settlement_batches_list_idx" ON "settlement_batches" USING btree ("merchant_no","settlement_date" DESC NULLS LAST,"id" DESC NULLS LAST);