ALTER TABLE "face_checks" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "face_checks" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD COLUMN "decision_mailed_at" timestamp with time zone;--> statement-breakpoint
-- decisions taken before decision mails existed are not owed one
UPDATE "onboarding_applications" SET "decision_mailed_at" = COALESCE("reviewed_at", "updated_at") WHERE "status" IN ('pass', 'fail', 'suspend');--> statement-breakpoint
UPDATE "face_checks" SET "mailed_at" = COALESCE("decided_at", "created_at") WHERE "status" IN ('approved', 'rejected');
