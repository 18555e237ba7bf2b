CREATE TABLE "sales_monthly" (
	"merchant_no" text NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"card_country" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sales_monthly_merchant_no_month_currency_payment_method_card_country_pk" PRIMARY KEY("merchant_no","month","currency","payment_method","card_country")
);
--> statement-breakpoint
-- filled from the fine rollups already kept (succeeded payments, no refunds; the month of their Beijing day); applyRollups keeps it from here on
INSERT INTO "sales_monthly" ("merchant_no", "month", "currency", "payment_method", "card_country", "count", "amount")
SELECT "merchant_no", to_char("day", 'YYYY-MM'), "currency", "payment_method", "card_country", sum("count")::bigint, sum("amount")::bigint
FROM "transaction_rollups"
WHERE "type" <> 'refund' AND "status" = 'succeeded'
GROUP BY 1, 2, 3, 4, 5
HAVING sum("count") <> 0 OR sum("amount") <> 0;
