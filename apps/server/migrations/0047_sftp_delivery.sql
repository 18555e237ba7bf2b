CREATE TABLE "sftp_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"destination_id" integer NOT NULL,
	"report" text NOT NULL,
	"business_date" date NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"bytes" integer,
	"rows" integer,
	"duration_ms" integer,
	"error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sftp_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"auth_kind" text NOT NULL,
	"secret_enc" text NOT NULL,
	"folder" text NOT NULL,
	"reports" jsonb NOT NULL,
	"state" text NOT NULL,
	"host_key_sha256" text,
	"pending_host_key_sha256" text,
	"last_test_code" text,
	"last_test_detail" text,
	"last_test_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sftp_deliveries_file_uq" ON "sftp_deliveries" USING btree ("destination_id","report","business_date");--> statement-breakpoint
CREATE INDEX "sftp_deliveries_log_idx" ON "sftp_deliveries" USING btree ("merchant_no","business_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sftp_deliveries_due_idx" ON "sftp_deliveries" USING btree ("status","last_attempt_at");--> statement-breakpoint
CREATE INDEX "sftp_destinations_merchant_idx" ON "sftp_destinations" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "sftp_destinations_state_idx" ON "sftp_destinations" USING btree ("state");