CREATE TABLE "chargeback_monthly" (
	"merchant_no" text NOT NULL,
	"month" text NOT NULL,
	"scheme" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "chargeback_monthly_merchant_no_month_scheme_category_currency_outcome_pk" PRIMARY KEY("merchant_no","month","scheme","category","currency","outcome")
);
--> statement-breakpoint
-- Backfill from the chargebacks received so far: the month of receipt in Beijing time (business-time.ts),
-- the outcome as rate-rollup.ts derives it (open until closed; lost covers expired and a closed first loss).
INSERT INTO "chargeback_monthly" ("merchant_no", "month", "scheme", "category", "currency", "outcome", "count", "amount")
SELECT "merchant_no",
	to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM'),
	"scheme",
	"category",
	"currency",
	CASE WHEN NOT "closed" THEN 'open' WHEN "status" = 'won' THEN 'won' WHEN "status" = 'accepted' THEN 'accepted' ELSE 'lost' END,
	count(*),
	sum("amount")
FROM "chargebacks"
GROUP BY 1, 2, 3, 4, 5, 6;
