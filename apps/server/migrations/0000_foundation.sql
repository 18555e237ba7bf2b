CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_no" text NOT NULL,
	"role_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"email_notify" boolean DEFAULT true NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_user_merchant" UNIQUE("user_id","merchant_no")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"resource_code" text NOT NULL,
	"resource_type" smallint NOT NULL,
	"menu_url" text,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resources_resource_code_unique" UNIQUE("resource_code")
);
--> statement-breakpoint
CREATE TABLE "role_resources" (
	"role_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "role_resources_role_id_resource_id_pk" PRIMARY KEY("role_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_merchant_name" UNIQUE("merchant_no","name")
);
--> statement-breakpoint
CREATE TABLE "action_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_no" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"page_url" text NOT NULL,
	"event" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text NOT NULL,
	"file_id" text,
	"file_status" text DEFAULT 'GI' NOT NULL,
	"download_flag" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_failures" (
	"client" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer,
	"merchant_no" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_manage" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "contract_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirm_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"contract_version" text NOT NULL,
	"new_entity" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "contract_confirmations_confirm_no_unique" UNIQUE("confirm_no"),
	CONSTRAINT "contract_confirmations_once" UNIQUE("merchant_no","contract_version")
);
--> statement-breakpoint
CREATE TABLE "merchant_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_no" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_audits_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"merchant_type" smallint NOT NULL,
	"business_type" text,
	"business_types" text DEFAULT '' NOT NULL,
	"pending_business_types" text DEFAULT '' NOT NULL,
	"rejected_business_type" text DEFAULT '' NOT NULL,
	"is_aggregate" boolean DEFAULT false NOT NULL,
	"status" smallint NOT NULL,
	"merchant_login" smallint DEFAULT 1 NOT NULL,
	"parent_merchant_no" text,
	"face_auth_flag" text,
	"face_approve_status" text,
	"contract_entity" text DEFAULT 'Crossbill Payments Ltd' NOT NULL,
	"novation_version" text,
	"novation_entity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"merchant_no" text,
	"action" text NOT NULL,
	"target" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_resources" ADD CONSTRAINT "role_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_confirmations" ADD CONSTRAINT "contract_confirmations_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_audits" ADD CONSTRAINT "merchant_audits_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operators_merchant_idx" ON "operators" USING btree ("merchant_no");--> statement-breakpoint
CREATE INDEX "action_logs_received_idx" ON "action_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "download_tasks_merchant_idx" ON "download_tasks" USING btree ("merchant_no","created_at");--> statement-breakpoint
CREATE INDEX "download_tasks_expiry_idx" ON "download_tasks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_idle_idx" ON "sessions" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "merchant_audits_merchant_idx" ON "merchant_audits" USING btree ("merchant_no","code","created_at");--> statement-breakpoint
CREATE INDEX "merchants_parent_idx" ON "merchants" USING btree ("parent_merchant_no");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "notices_merchant_idx" ON "notices" USING btree ("merchant_no","published_at");--> statement-breakpoint
CREATE INDEX "audit_log_merchant_idx" ON "audit_log" USING btree ("merchant_no","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_merchant_idx" ON "stored_files" USING btree ("merchant_no");