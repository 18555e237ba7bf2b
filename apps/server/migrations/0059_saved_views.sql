CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"operator_id" integer NOT NULL,
	"list_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_owner_name" UNIQUE("merchant_no","list_id","operator_id","name")
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_list_idx" ON "saved_views" USING btree ("merchant_no","list_id");