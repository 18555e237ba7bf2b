CREATE TABLE "collection_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"virtual_account_id" bigint NOT NULL,
	"payer_name" text NOT NULL,
	"payer_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"entry_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_transactions_amount_ck" CHECK ("collection_transactions"."amount" > 0),
	CONSTRAINT "collection_transactions_status_ck" CHECK ("collection_transactions"."status" in ('succeed', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"holder_name" text NOT NULL,
	"address" text NOT NULL,
	"shareholders" jsonb NOT NULL,
	"status" text NOT NULL,
	"account_number" text,
	"bank_name" text,
	"bank_country" text,
	"bank_address" text,
	"routing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_by" bigint,
	"applied_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "virtual_accounts_status_ck" CHECK ("virtual_accounts"."status" in ('applying', 'active')),
	CONSTRAINT "virtual_accounts_active_ck" CHECK ("virtual_accounts"."status" <> 'active' or "virtual_accounts"."account_number" is not null)
);
--> statement-breakpoint
ALTER TABLE "collection_transactions" ADD CONSTRAINT "collection_transactions_virtual_account_id_virtual_accounts_id_fk" FOREIGN KEY ("virtual_account_id") REFERENCES "public"."virtual_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_transactions_reference_uq" ON "collection_transactions" USING btree ("virtual_account_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_transactions_no_uq" ON "collection_transactions" USING btree ("transaction_no");--> statement-breakpoint
CREATE INDEX "collection_transactions_merchant_idx" ON "collection_transactions" USING btree ("merchant_no","created_at","id");--> statement-breakpoint
CREATE INDEX "virtual_accounts_merchant_idx" ON "virtual_accounts" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "virtual_accounts_due_idx" ON "virtual_accounts" USING btree ("due_at") WHERE "virtual_accounts"."status" = 'applying';--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_number_uq" ON "virtual_accounts" USING btree ("account_number");