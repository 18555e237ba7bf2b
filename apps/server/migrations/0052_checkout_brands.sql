CREATE TABLE "checkout_brand_websites" (
	"brand_id" integer NOT NULL,
	"merchant_no" text NOT NULL,
	"app_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"logo_file_id" text,
	"logo_token" text,
	"colour" text NOT NULL,
	"all_websites" boolean NOT NULL,
	"show_merchant_order_id" boolean NOT NULL,
	"allow_cancel" boolean NOT NULL,
	"switch_country" boolean NOT NULL,
	"auto_redirect" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"method" text NOT NULL,
	"priority" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"all_websites" boolean NOT NULL,
	"app_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_brand_websites" ADD CONSTRAINT "checkout_brand_websites_brand_id_checkout_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."checkout_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_brand_websites_app_uq" ON "checkout_brand_websites" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "checkout_brand_websites_brand_idx" ON "checkout_brand_websites" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "checkout_brands_merchant_idx" ON "checkout_brands" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_brands_logo_token_uq" ON "checkout_brands" USING btree ("logo_token");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_brands_all_websites_uq" ON "checkout_brands" USING btree ("merchant_no") WHERE "checkout_brands"."all_websites";--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_methods_method_uq" ON "checkout_methods" USING btree ("merchant_no","method");--> statement-breakpoint
CREATE INDEX "checkout_methods_priority_idx" ON "checkout_methods" USING btree ("merchant_no","priority");