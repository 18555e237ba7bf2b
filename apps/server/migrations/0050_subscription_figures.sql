CREATE TABLE "subscription_upcoming_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"plan_no" integer NOT NULL,
	"cycle_no" integer NOT NULL,
	"charge_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "churned_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_upcoming_mails_uq" ON "subscription_upcoming_mails" USING btree ("subscription_id","plan_no","cycle_no");--> statement-breakpoint
CREATE INDEX "subscriptions_activated_idx" ON "subscriptions" USING btree ("merchant_no","activated_at") WHERE "subscriptions"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_upcoming_idx" ON "subscriptions" USING btree ("next_billing_at") WHERE "subscriptions"."status" in (0, 1) and "subscriptions"."collection_method" = 1 and "subscriptions"."token_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_churned_idx" ON "subscriptions" USING btree ("merchant_no","churned_at") WHERE "subscriptions"."churned_at" is not null;--> statement-breakpoint
-- rows from before: active since their first paid (or credited) cycle; cancelled ones churned at their end, unpaid ones when last updated
UPDATE "subscriptions" s SET "activated_at" = (SELECT min(c."billed_at") FROM "subscription_cycles" c WHERE c."subscription_id" = s."subscription_id" AND c."outcome" IN ('paid', 'credited'));--> statement-breakpoint
UPDATE "subscriptions" SET "churned_at" = CASE WHEN "dunning" = 'unpaid' THEN least("updated_at", coalesce("ended_at", "updated_at")) ELSE "ended_at" END WHERE "activated_at" IS NOT NULL AND ("status" = 3 OR "dunning" = 'unpaid');
