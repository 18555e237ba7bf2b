CREATE TABLE "approval_flow_approvers" (
	"flow_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_flow_approvers_flow_id_step_no_user_id_pk" PRIMARY KEY("flow_id","step_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "approval_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_no" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"submitter_user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"setting_version" integer NOT NULL,
	"condition" jsonb NOT NULL,
	"mode" text NOT NULL,
	"approve_self" boolean NOT NULL,
	"allow_multi_step" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"step_count" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfer_approval_settings" (
	"merchant_no" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"approve_self" boolean DEFAULT false NOT NULL,
	"allow_multi_step" boolean DEFAULT false NOT NULL,
	"conditions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_flow_approvers" ADD CONSTRAINT "approval_flow_approvers_flow_id_approval_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."approval_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_flows" ADD CONSTRAINT "approval_flows_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_approval_settings" ADD CONSTRAINT "transfer_approval_settings_merchant_no_merchants_merchant_no_fk" FOREIGN KEY ("merchant_no") REFERENCES "public"."merchants"("merchant_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_flow_approvers_user_idx" ON "approval_flow_approvers" USING btree ("user_id","decision");--> statement-breakpoint
CREATE INDEX "approval_flows_subject_idx" ON "approval_flows" USING btree ("merchant_no","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "approval_flows_pending_idx" ON "approval_flows" USING btree ("merchant_no","status");