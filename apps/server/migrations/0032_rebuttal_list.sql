ALTER TABLE "rebuttals" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "rebuttals" ADD COLUMN "updated_by" text;--> statement-breakpoint
CREATE INDEX "rebuttals_list_idx" ON "rebuttals" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rebuttals_status_idx" ON "rebuttals" USING btree ("merchant_no","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);