CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"return_id" integer,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_status_code" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" in ('pending', 'processing', 'refunded', 'failed')),
	CONSTRAINT "payment_refunds_reason" CHECK ("payment_refunds"."reason" in ('paid_after_expiry', 'duplicate_payment', 'return'))
);
--> statement-breakpoint
DROP INDEX "payment_attempts_refund_idx";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("id") WHERE status = 'pending';--> statement-breakpoint
-- The one refund an attempt carried becomes its first refund row. A return's refund is not linked to its
-- return: the attempt did not record which return it was for.
INSERT INTO "payment_refunds" ("attempt_id", "amount", "reason", "status", "refunded_at", "created_at", "updated_at")
SELECT "id", coalesce("refund_amount", "amount"), coalesce("refund_reason", 'return'), "refund_status", "refunded_at", "updated_at", "updated_at"
FROM "payment_attempts" WHERE "refund_status" IS NOT NULL AND coalesce("refund_amount", "amount") > 0 ORDER BY "id";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP COLUMN "refund_reason";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP COLUMN "refund_amount";--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP COLUMN "refunded_at";