CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audit_status" text DEFAULT 'waiting' NOT NULL,
	"comments" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_app_id" UNIQUE("app_id")
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_merchant_idx" ON "applications" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("audit_status","id");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");