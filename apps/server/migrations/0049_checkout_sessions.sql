CREATE TABLE "checkout_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"app_id" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"return_url" text NOT NULL,
	"customer_email" text NOT NULL,
	"locale" text,
	"country" text,
	"status" text NOT NULL,
	"transaction_id" text,
	"pay_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_session_id_uq" ON "checkout_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_order_uq" ON "checkout_sessions" USING btree ("merchant_no","merchant_order_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_list_idx" ON "checkout_sessions" USING btree ("merchant_no","created_at" DESC NULLS LAST);