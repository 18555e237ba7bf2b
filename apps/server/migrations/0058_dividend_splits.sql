CREATE TABLE "dividend_receivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"receiver_merchant_no" text,
	"payee_id" integer,
	"max_share_bp" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dividend_receivers_kind_ck" CHECK (("dividend_receivers"."kind" = 'member' and "dividend_receivers"."receiver_merchant_no" is not null) or ("dividend_receivers"."kind" = 'external' and "dividend_receivers"."payee_id" is not null)),
	CONSTRAINT "dividend_receivers_max_ck" CHECK ("dividend_receivers"."max_share_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "dividend_split_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"split_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" bigint,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dividend_splits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"split_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"receiver_id" integer NOT NULL,
	"receiver_merchant_no" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reversed_amount" bigint DEFAULT 0 NOT NULL,
	"settled_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dividend_splits_amount_ck" CHECK ("dividend_splits"."amount" > 0 and "dividend_splits"."reversed_amount" between 0 and "dividend_splits"."amount")
);
--> statement-breakpoint
ALTER TABLE "dividend_split_events" ADD CONSTRAINT "dividend_split_events_split_id_dividend_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."dividend_splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dividend_splits" ADD CONSTRAINT "dividend_splits_receiver_id_dividend_receivers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."dividend_receivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_receivers_member_uq" ON "dividend_receivers" USING btree ("merchant_no","receiver_merchant_no");--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_receivers_payee_uq" ON "dividend_receivers" USING btree ("merchant_no","payee_id");--> statement-breakpoint
CREATE INDEX "dividend_split_events_split_idx" ON "dividend_split_events" USING btree ("split_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_splits_split_id_uq" ON "dividend_splits" USING btree ("split_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dividend_splits_payment_receiver_uq" ON "dividend_splits" USING btree ("merchant_no","transaction_id","receiver_id");--> statement-breakpoint
CREATE INDEX "dividend_splits_list_idx" ON "dividend_splits" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dividend_splits_incoming_idx" ON "dividend_splits" USING btree ("receiver_merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dividend_splits_pending_idx" ON "dividend_splits" USING btree ("transaction_id") WHERE "dividend_splits"."status" = 'pending';