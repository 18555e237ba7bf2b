CREATE TABLE "recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_user_code" UNIQUE("user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_policies" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text,
	"pending_secret_sealed" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "step_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "two_factor_setup" boolean DEFAULT false NOT NULL;