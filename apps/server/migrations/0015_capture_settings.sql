CREATE TABLE "capture_settings" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"delay_hours" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "capture_settings_mode_idx" ON "capture_settings" USING btree ("mode");