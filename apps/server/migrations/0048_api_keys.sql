-- Named Payment API keys: every merchant's one key becomes a key named "Default" with its secret
-- unchanged (existing integrations keep signing with it). Its prefix stays null: SQL cannot decrypt
-- the secret; the server fills it at start (payment/api-keys.ts backfillKeyPrefixes).
ALTER TABLE "merchant_api_keys" DROP CONSTRAINT "merchant_api_keys_pkey";--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "id" bigserial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "name" text DEFAULT 'Default' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "prefix" text;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" ADD COLUMN "rolled_from_id" bigint;--> statement-breakpoint
ALTER TABLE "merchant_api_keys" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "merchant_api_keys" DROP COLUMN "rotated_at";--> statement-breakpoint
CREATE INDEX "merchant_api_keys_merchant_idx" ON "merchant_api_keys" USING btree ("merchant_no","created_at");
