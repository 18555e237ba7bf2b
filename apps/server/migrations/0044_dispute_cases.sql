CREATE TABLE "dispute_cases" (
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"stage" text NOT NULL,
	"outcome" text NOT NULL,
	"chargebacks" integer NOT NULL,
	"inquiries" integer NOT NULL,
	"disputed" bigint NOT NULL,
	"next_due_at" timestamp with time zone,
	"opened_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_cases_merchant_no_transaction_id_pk" PRIMARY KEY("merchant_no","transaction_id")
);
--> statement-breakpoint
CREATE INDEX "dispute_cases_list_idx" ON "dispute_cases" USING btree ("merchant_no","last_activity_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispute_cases_stage_idx" ON "dispute_cases" USING btree ("merchant_no","stage","last_activity_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispute_cases_outcome_idx" ON "dispute_cases" USING btree ("merchant_no","outcome","last_activity_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispute_cases_opened_idx" ON "dispute_cases" USING btree ("merchant_no","opened_at");--> statement-breakpoint
-- every disputed payment's row, staged from its inquiries and chargebacks as case-index-store.ts does
INSERT INTO "dispute_cases" ("merchant_no", "transaction_id", "stage", "outcome", "chargebacks", "inquiries", "disputed", "next_due_at", "opened_at", "last_activity_at")
WITH items AS (
	SELECT merchant_no, transaction_id, true AS is_cb, amount, status, round, NOT closed AS open,
	       CASE WHEN closed THEN NULL ELSE due_at END AS due_at, created_at, updated_at
	  FROM "chargebacks"
	UNION ALL
	SELECT merchant_no, transaction_id, false, amount, status, 1, status = 'open',
	       CASE WHEN status = 'open' THEN due_at END, created_at, updated_at
	  FROM "chargeback_inquiries"
),
cases AS (
	SELECT merchant_no, transaction_id,
	       count(*) FILTER (WHERE is_cb) AS chargebacks,
	       count(*) FILTER (WHERE NOT is_cb) AS inquiries,
	       coalesce(sum(amount) FILTER (WHERE is_cb), max(amount)) AS disputed,
	       bool_or(open) AS is_open,
	       bool_or(is_cb AND open AND (round = 2 OR status = 'lost')) AS pre_arb,
	       bool_or(is_cb AND open) AS open_cb,
	       bool_or(is_cb AND status = 'lost') AS any_lost,
	       bool_or(is_cb AND status = 'expired') AS any_expired,
	       bool_or(is_cb AND status = 'accepted') AS any_accepted,
	       (array_agg(status ORDER BY created_at DESC) FILTER (WHERE NOT is_cb))[1] AS last_inquiry,
	       min(due_at) AS next_due, min(created_at) AS opened_at, max(updated_at) AS last_at
	  FROM items GROUP BY merchant_no, transaction_id
)
SELECT merchant_no, transaction_id,
       CASE WHEN NOT is_open THEN 'closed' WHEN pre_arb THEN 'pre_arbitration' WHEN open_cb THEN 'chargeback' ELSE 'inquiry' END,
       CASE WHEN is_open THEN 'open' WHEN any_lost THEN 'lost' WHEN any_expired THEN 'expired' WHEN any_accepted THEN 'accepted'
            WHEN chargebacks > 0 THEN 'won' WHEN last_inquiry = 'expired' THEN 'expired' ELSE 'won' END,
       chargebacks, inquiries, disputed, next_due, opened_at, last_at
  FROM cases;
