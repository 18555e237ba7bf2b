CREATE TABLE "customs_declaration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_row_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"by_name" text,
	"reject_code" text,
	"message" text,
	"customs_receipt_no" text
);
--> statement-breakpoint
CREATE TABLE "customs_declaration_profiles" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"customs_code" text NOT NULL,
	"merchant_customs_code" text NOT NULL,
	"merchant_customs_name" text NOT NULL,
	"platform_code" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_declarations" (
	"id" serial PRIMARY KEY NOT NULL,
	"declaration_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_order_id" text NOT NULL,
	"sub_order_no" text DEFAULT '' NOT NULL,
	"customs_code" text NOT NULL,
	"merchant_customs_code" text NOT NULL,
	"merchant_customs_name" text NOT NULL,
	"platform_code" text,
	"amount" bigint NOT NULL,
	"goods_amount" bigint,
	"freight_amount" bigint,
	"tax_amount" bigint,
	"currency" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_id_cipher" text NOT NULL,
	"payer_id_masked" text NOT NULL,
	"status" text NOT NULL,
	"customs_receipt_no" text,
	"identity_check" text,
	"reject_code" text,
	"reject_message" text,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"batch_no" text,
	"submitted_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_declaration_events" ADD CONSTRAINT "customs_declaration_events_declaration_row_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_row_id") REFERENCES "public"."customs_declarations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_declaration_events_row_idx" ON "customs_declaration_events" USING btree ("declaration_row_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_id_uq" ON "customs_declarations" USING btree ("declaration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_part_uq" ON "customs_declarations" USING btree ("merchant_no","transaction_id","sub_order_no");--> statement-breakpoint
CREATE INDEX "customs_declarations_merchant_idx" ON "customs_declarations" USING btree ("merchant_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customs_declarations_submitted_idx" ON "customs_declarations" USING btree ("submitted_at") WHERE "customs_declarations"."status" = 'submitted';