CREATE TABLE "ethoca_alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ethoca_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"ethoca_id" text NOT NULL,
	"case_id" text,
	"type" text NOT NULL,
	"merchant_order_id" text,
	"transaction_id" text,
	"descriptor" text NOT NULL,
	"reseller_sub_merchant_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transaction_amount" bigint NOT NULL,
	"transaction_currency" text NOT NULL,
	"arn" text,
	"bin" text NOT NULL,
	"caid" text NOT NULL,
	"dba" text NOT NULL,
	"mcc" text NOT NULL,
	"liability" text NOT NULL,
	"reason_code" text NOT NULL,
	"card_bin" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_hash" text,
	"status" text NOT NULL,
	"outcome" text,
	"refund_status" text NOT NULL,
	"refund_id" text,
	"comment" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"answered_by" text,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ethoca_alert_events_alert_idx" ON "ethoca_alert_events" USING btree ("alert_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ethoca_alerts_alert_id_uq" ON "ethoca_alerts" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ethoca_alerts_ethoca_id_uq" ON "ethoca_alerts" USING btree ("merchant_no","ethoca_id");--> statement-breakpoint
CREATE INDEX "ethoca_alerts_list_idx" ON "ethoca_alerts" USING btree ("merchant_no","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ethoca_alerts_status_idx" ON "ethoca_alerts" USING btree ("merchant_no","status","due_at");--> statement-breakpoint
CREATE INDEX "ethoca_alerts_order_idx" ON "ethoca_alerts" USING btree ("merchant_no","merchant_order_id") WHERE "ethoca_alerts"."merchant_order_id" is not null;