CREATE TABLE "transaction_daily" (
	"merchant_no" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transaction_daily_merchant_no_day_currency_payment_method_type_status_pk" PRIMARY KEY("merchant_no","day","currency","payment_method","type","status")
);
--> statement-breakpoint
-- filled from the fine rollups already kept; applyRollups keeps both from here on
INSERT INTO "transaction_daily" ("merchant_no", "day", "currency", "payment_method", "type", "status", "count", "amount")
SELECT "merchant_no", "day", "currency", "payment_method", "type", "status", sum("count")::bigint, sum("amount")::bigint
FROM "transaction_rollups"
GROUP BY 1, 2, 3, 4, 5, 6
HAVING sum("count") <> 0 OR sum("amount") <> 0;
