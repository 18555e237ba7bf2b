ALTER TABLE "chargebacks" ADD COLUMN "card_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargeback_monthly" ADD COLUMN "card_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargeback_monthly" DROP CONSTRAINT "chargeback_monthly_merchant_no_month_scheme_category_currency_outcome_pk";--> statement-breakpoint
ALTER TABLE "chargeback_monthly" ADD CONSTRAINT "chargeback_monthly_merchant_no_month_scheme_category_currency_card_country_outcome_pk" PRIMARY KEY("merchant_no","month","scheme","category","currency","card_country","outcome");--> statement-breakpoint
-- The BIN country of the chargebacks received so far, from their payments.
UPDATE "chargebacks" c SET "card_country" = t."card_country" FROM "transactions" t WHERE t."transaction_id" = c."transaction_id" AND t."card_country" <> '';--> statement-breakpoint
-- The rollup rebuilt with the country (month of receipt in Beijing time, outcome as rate-rollup.ts derives it).
DELETE FROM "chargeback_monthly";--> statement-breakpoint
INSERT INTO "chargeback_monthly" ("merchant_no", "month", "scheme", "category", "currency", "card_country", "outcome", "count", "amount")
SELECT "merchant_no",
	to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'),
	"scheme",
	"category",
	"currency",
	"card_country",
	CASE WHEN NOT "closed" THEN 'open' WHEN "status" = 'won' THEN 'won' WHEN "status" = 'accepted' THEN 'accepted' ELSE 'lost' END,
	count(*),
	sum("amount")
FROM "chargebacks"
GROUP BY 1, 2, 3, 4, 5, 6, 7;
