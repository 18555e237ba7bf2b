CREATE TABLE "audit_retention" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
DROP INDEX "audit_log_merchant_idx";--> statement-breakpoint
CREATE INDEX "audit_log_merchant_user_idx" ON "audit_log" USING btree ("merchant_no","user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_action_idx" ON "audit_log" USING btree ("merchant_no","action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_target_idx" ON "audit_log" USING btree ("merchant_no","target");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_no","created_at","id");