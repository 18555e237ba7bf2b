ALTER TABLE "refund_requests" ALTER COLUMN "amount_usd" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "source" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
-- the refunds of a batch came in through the batch path
UPDATE "refund_requests" SET "source" = 'batch' WHERE "batch_no" IS NOT NULL;--> statement-breakpoint
-- refunds made through the Payment API or by the sandbox before every refund had a record get one, as
-- they stand: full when it took what was left of the payment, the source from its first timeline event
INSERT INTO "refund_requests" ("refund_id", "merchant_no", "transaction_id", "type", "status", "review_status", "source", "amount", "currency", "amount_usd", "reason", "applied_at", "completed_at", "updated_at")
SELECT x."transaction_id", x."merchant_no", x."original_transaction_id",
       CASE WHEN x."running" >= x."captured" THEN 'full' ELSE 'partial' END,
       CASE x."status" WHEN 'succeeded' THEN 'succeeded' WHEN 'failed' THEN 'failed' ELSE 'in_progress' END,
       'none',
       CASE WHEN (SELECT e."source" FROM "transaction_events" e WHERE e."transaction_id" = x."transaction_id" AND e."kind" = 'created' ORDER BY e."id" LIMIT 1) = 'sandbox' THEN 'sandbox' ELSE 'api' END,
       x."amount", x."currency", NULL, coalesce(x."reason", ''), x."created_at", x."completed_at", x."updated_at"
  FROM (SELECT r."transaction_id", r."merchant_no", r."original_transaction_id", r."status", r."amount", r."currency", r."reason", r."created_at", r."completed_at", r."updated_at",
               p."captured_amount" AS "captured",
               sum(CASE WHEN r."status" <> 'failed' THEN r."amount" ELSE 0 END) OVER (PARTITION BY r."original_transaction_id" ORDER BY r."created_at", r."id") AS "running"
          FROM "transactions" r
          JOIN "transactions" p ON p."transaction_id" = r."original_transaction_id"
         WHERE r."type" = 'refund') x
 WHERE NOT EXISTS (SELECT 1 FROM "refund_requests" q WHERE q."refund_id" = x."transaction_id");
