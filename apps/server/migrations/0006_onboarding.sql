CREATE TABLE "face_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"merchant_no" text NOT NULL,
	"person_key" text NOT NULL,
	"owner_name" text NOT NULL,
	"status" text NOT NULL,
	"selfie_file_id" text,
	"id_file_id" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "face_checks_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "onboarding_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_no" text NOT NULL,
	"legal_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"comments" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_applications_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "onboarding_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"draft_key" text NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_drafts_key" UNIQUE("user_id","draft_key")
);
--> statement-breakpoint
CREATE INDEX "face_checks_merchant_idx" ON "face_checks" USING btree ("merchant_no","person_key","id");--> statement-breakpoint
CREATE INDEX "face_checks_status_idx" ON "face_checks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "onboarding_applications_merchant_idx" ON "onboarding_applications" USING btree ("merchant_no","kind","id");--> statement-breakpoint
CREATE INDEX "onboarding_applications_user_idx" ON "onboarding_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "onboarding_applications_status_idx" ON "onboarding_applications" USING btree ("status","id");