CREATE TABLE "rdr_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"case_number" text NOT NULL,
	"enrolment_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_order_id" text,
	"arn" text,
	"descriptor" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transaction_amount" bigint NOT NULL,
	"reason_code" text NOT NULL,
	"card_bin" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_country" text NOT NULL,
	"rules" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"rule" text,
	"refund_id" text,
	"refund_status" text NOT NULL,
	"chargeback_id" text,
	"actor" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rdr_alerts_alert_id_uq" ON "rdr_alerts" USING btree ("alert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rdr_alerts_case_uq" ON "rdr_alerts" USING btree ("merchant_no","case_number");--> statement-breakpoint
CREATE INDEX "rdr_alerts_list_idx" ON "rdr_alerts" USING btree ("merchant_no","received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rdr_alerts_outcome_idx" ON "rdr_alerts" USING btree ("merchant_no","outcome","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rdr_alerts_order_idx" ON "rdr_alerts" USING btree ("merchant_no","merchant_order_id") WHERE "rdr_alerts"."merchant_order_id" is not null;