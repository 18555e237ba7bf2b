CREATE TABLE "dispute_alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"service" text NOT NULL,
	"type" text NOT NULL,
	"scheme" text NOT NULL,
	"reason_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"auto_refund_at" timestamp with time zone,
	"chargeback_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"handled_by_user_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispute_alert_events_alert_idx" ON "dispute_alert_events" USING btree ("alert_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_alerts_alert_id_uq" ON "dispute_alerts" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "dispute_alerts_list_idx" ON "dispute_alerts" USING btree ("merchant_no","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispute_alerts_status_idx" ON "dispute_alerts" USING btree ("merchant_no","status","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispute_alerts_tx_idx" ON "dispute_alerts" USING btree ("merchant_no","transaction_id");--> statement-breakpoint
CREATE INDEX "dispute_alerts_due_idx" ON "dispute_alerts" USING btree ("auto_refund_at") WHERE "dispute_alerts"."status" = 'new';--> statement-breakpoint
CREATE INDEX "dispute_alerts_follow_idx" ON "dispute_alerts" USING btree ("chargeback_at") WHERE "dispute_alerts"."chargeback_at" is not null;