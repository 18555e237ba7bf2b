ALTER TABLE "merchants" ADD COLUMN "face_reject_reason" text;--> statement-breakpoint
-- merchants already rejected keep the reason of their owner's latest, rejected check
UPDATE "merchants" m SET "face_reject_reason" = f."reason"
  FROM (SELECT DISTINCT ON ("merchant_no", "person_key") "merchant_no", "status", "reason" FROM "face_checks" ORDER BY "merchant_no", "person_key", "id" DESC) f
  WHERE f."merchant_no" = m."merchant_no" AND f."status" = 'rejected' AND f."reason" IS NOT NULL AND m."face_auth_flag" = 'rejected';
