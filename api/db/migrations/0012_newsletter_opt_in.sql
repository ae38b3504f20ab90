ALTER TABLE "users" ADD COLUMN "newsletter_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter_confirmed_at" timestamp with time zone;