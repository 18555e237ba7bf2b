CREATE TABLE "disbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"payee_id" integer NOT NULL,
	"payee_name" text NOT NULL,
	"payee_bank" text,
	"payee_account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text NOT NULL,
	"remark" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"dispatched_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "disbursements_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "disbursements_amount_ck" CHECK ("disbursements"."amount" > 0 and "disbursements"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"swift" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"bank_code" text
);
--> statement-breakpoint
CREATE TABLE "payee_attachments" (
	"payee_id" integer NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "payee_attachments_payee_id_file_id_pk" PRIMARY KEY("payee_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"purpose" text NOT NULL,
	"category" text NOT NULL,
	"entity_type" text NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"account_format" text NOT NULL,
	"name" text NOT NULL,
	"id_number" text,
	"address" text,
	"bank_name" text,
	"swift" text,
	"iban" text,
	"account_number" text,
	"sort_code" text,
	"routing_number" text,
	"bank_code" text,
	"branch_code" text,
	"cnaps" text,
	"clabe" text,
	"ifsc" text,
	"bsb" text,
	"wallet_type" text,
	"wallet_id" text,
	"pickup_partner" text,
	"nickname" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payee_attachments" ADD CONSTRAINT "payee_attachments_payee_id_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disbursements_merchant_idx" ON "disbursements" USING btree ("merchant_no","id");--> statement-breakpoint
CREATE INDEX "disbursements_processing_idx" ON "disbursements" USING btree ("id") WHERE "disbursements"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "banks_country_idx" ON "banks" USING btree ("country");--> statement-breakpoint
CREATE INDEX "payees_merchant_idx" ON "payees" USING btree ("merchant_no","purpose","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payees_nickname_uq" ON "payees" USING btree ("merchant_no",lower("nickname")) WHERE "payees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payees_default_uq" ON "payees" USING btree ("merchant_no","purpose","currency") WHERE "payees"."is_default" and "payees"."deleted_at" is null;