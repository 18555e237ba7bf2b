ALTER TABLE "subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "churned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscriptions_activated_idx" ON "subscriptions" USING btree ("merchant_no","activated_at") WHERE "subscriptions"."activated_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_churned_idx" ON "subscriptions" USING btree ("merchant_no","churned_at") WHERE "subscriptions"."churned_at" is not null;--> statement-breakpoint
-- rows from before: active since their first paid (or credited) cycle; cancelled ones churned at their end, unpaid ones when last updated
UPDATE "subscriptions" s SET "activated_at" = (SELECT min(c."billed_at") FROM "subscription_cycles" c WHERE c."subscription_id" = s."subscription_id" AND c."outcome" IN ('paid', 'credited'));--> statement-breakpoint
UPDATE "subscriptions" SET "churned_at" = CASE WHEN "dunning" = 'unpaid' THEN least("updated_at", coalesce("ended_at", "updated_at")) ELSE "ended_at" END WHERE "activated_at" IS NOT NULL AND ("status" = 3 OR "dunning" = 'unpaid');
