CREATE TABLE "enrolment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"actor_name" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enrolment_id" text NOT NULL,
	"merchant_no" text NOT NULL,
	"kind" text NOT NULL,
	"merchant_identifier" text NOT NULL,
	"ethoca_merchant_id" text DEFAULT '' NOT NULL,
	"integrator_member_id" text DEFAULT '' NOT NULL,
	"pricing_tier" text NOT NULL,
	"status" text NOT NULL,
	"descriptors" jsonb NOT NULL,
	"bins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb,
	"last_activity_at" timestamp with time zone,
	"malfunction_notified_for" timestamp with time zone,
	"status_changed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enrolment_events_enrolment_idx" ON "enrolment_events" USING btree ("enrolment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_enrolment_id_uq" ON "enrolments" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "enrolments_list_idx" ON "enrolments" USING btree ("merchant_no","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrolments_status_idx" ON "enrolments" USING btree ("status","status_changed_at");