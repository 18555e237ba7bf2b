CREATE TABLE "blacklist_checks" (
	"merchant_no" text NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"checked" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "blacklist_checks_merchant_no_day_kind_pk" PRIMARY KEY("merchant_no","day","kind")
);
--> statement-breakpoint
CREATE TABLE "blacklist_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"list_id" bigint NOT NULL,
	"list_name" text NOT NULL,
	"attribute" text NOT NULL,
	"item_id" bigint NOT NULL,
	"display" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"list_id" bigint NOT NULL,
	"merchant_no" text NOT NULL,
	"attribute" text NOT NULL,
	"value" text NOT NULL,
	"display" text NOT NULL,
	"type" text NOT NULL,
	"transaction_id" text,
	"status" text NOT NULL,
	"expiry_date" text,
	"expires_at" timestamp with time zone,
	"remarks" text DEFAULT '' NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"name" text NOT NULL,
	"attribute" text NOT NULL,
	"scope" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "card_hash" text;--> statement-breakpoint
CREATE INDEX "blacklist_hits_tx_idx" ON "blacklist_hits" USING btree ("merchant_no","transaction_id");--> statement-breakpoint
CREATE INDEX "blacklist_hits_list_idx" ON "blacklist_hits" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_items_list_value_uq" ON "blacklist_items" USING btree ("list_id","value");--> statement-breakpoint
CREATE INDEX "blacklist_items_match_idx" ON "blacklist_items" USING btree ("merchant_no","attribute","value");--> statement-breakpoint
CREATE INDEX "blacklist_items_list_idx" ON "blacklist_items" USING btree ("list_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "blacklists_merchant_attribute_uq" ON "blacklists" USING btree ("merchant_no","attribute");--> statement-breakpoint
CREATE INDEX "blacklists_list_idx" ON "blacklists" USING btree ("merchant_no","id" DESC NULLS LAST);