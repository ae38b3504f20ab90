CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"repeat_every_ms" integer,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"dedupe_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_transaction_id" text,
	"payment_method" text,
	"payment_type" text,
	"payment_status" text NOT NULL,
	"status_code" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(10, 2),
	"currency" text,
	"transition_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"processed_at" timestamp with time zone,
	"duplicate_of" integer,
	CONSTRAINT "payment_notifications_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE status = 'done';--> statement-breakpoint
CREATE INDEX "payment_notifications_transaction_idx" ON "payment_notifications" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "payment_notifications_transition_idx" ON "payment_notifications" USING btree ("transition_key");