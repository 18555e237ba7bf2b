CREATE TABLE "exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"quote_id" text NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"sell_amount" bigint NOT NULL,
	"buy_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"delivery_date" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "exchanges_status_ck" CHECK ("exchanges"."status" in ('pending', 'delivered')),
	CONSTRAINT "exchanges_amounts_ck" CHECK ("exchanges"."sell_amount" > 0 and "exchanges"."buy_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fx_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"sell_currency" text NOT NULL,
	"buy_currency" text NOT NULL,
	"fixed_side" text NOT NULL,
	"rate" numeric(24, 8) NOT NULL,
	"mid_rate" numeric(24, 8) NOT NULL,
	"spread_bps" integer NOT NULL,
	"sell_amount" bigint NOT NULL,
	"buy_amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fx_quotes_pair_ck" CHECK ("fx_quotes"."sell_currency" <> "fx_quotes"."buy_currency")
);
--> statement-breakpoint
CREATE TABLE "sandbox_inbound_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_serial_uq" ON "exchanges" USING btree ("serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_quote_uq" ON "exchanges" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "exchanges_merchant_idx" ON "exchanges" USING btree ("merchant_no","created_at","id");--> statement-breakpoint
CREATE INDEX "exchanges_due_idx" ON "exchanges" USING btree ("deliver_at") WHERE "exchanges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fx_quotes_expires_idx" ON "fx_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_inbound_credits_ref_uq" ON "sandbox_inbound_credits" USING btree ("merchant_no","reference");--> statement-breakpoint
CREATE INDEX "sandbox_inbound_credits_due_idx" ON "sandbox_inbound_credits" USING btree ("due_at");