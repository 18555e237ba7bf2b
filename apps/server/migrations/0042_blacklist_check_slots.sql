ALTER TABLE "blacklist_checks" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blacklist_checks" DROP CONSTRAINT "blacklist_checks_merchant_no_day_kind_pk";--> statement-breakpoint
ALTER TABLE "blacklist_checks" ADD CONSTRAINT "blacklist_checks_merchant_no_day_kind_slot_pk" PRIMARY KEY("merchant_no","day","kind","slot");
