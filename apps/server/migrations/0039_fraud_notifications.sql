CREATE TABLE "fraud_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"fraud_type" text NOT NULL,
	"source" text NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" integer,
	"reviewed_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_notifications_id_uq" ON "fraud_notifications" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "fraud_notifications_list_idx" ON "fraud_notifications" USING btree ("merchant_no","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fraud_notifications_tx_idx" ON "fraud_notifications" USING btree ("merchant_no","transaction_id");