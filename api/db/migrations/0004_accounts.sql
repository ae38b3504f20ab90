CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "mail_outbox_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"email" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"tokenable_type" text DEFAULT 'App\Models\User' NOT NULL,
	"tokenable_id" integer NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"abilities" text DEFAULT '["*"]' NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_access_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"csrf_token" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text,
	"password_hash" text NOT NULL,
	"locale" text,
	"newsletter" boolean DEFAULT false NOT NULL,
	"ambassador_code" text,
	"affiliate_code" text,
	"email_verified_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "users_ambassador_code_unique" UNIQUE("ambassador_code"),
	CONSTRAINT "users_affiliate_code_unique" UNIQUE("affiliate_code")
);
--> statement-breakpoint
CREATE TABLE "utm_attributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" integer,
	"first_touch" jsonb NOT NULL,
	"last_touch" jsonb NOT NULL,
	"first_touch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_touch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utm_attributions_tracking_id_unique" UNIQUE("tracking_id")
);
--> statement-breakpoint
CREATE TABLE "utm_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribution_id" uuid,
	"user_id" integer NOT NULL,
	"conversion_type" text NOT NULL,
	"order_id" text,
	"conversion_value" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_touchpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribution_id" uuid NOT NULL,
	"params" jsonb NOT NULL,
	"page" text DEFAULT '/' NOT NULL,
	"referrer" text,
	"click_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_tokenable_id_users_id_fk" FOREIGN KEY ("tokenable_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_attributions" ADD CONSTRAINT "utm_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_conversions" ADD CONSTRAINT "utm_conversions_attribution_id_utm_attributions_id_fk" FOREIGN KEY ("attribution_id") REFERENCES "public"."utm_attributions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_conversions" ADD CONSTRAINT "utm_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_touchpoints" ADD CONSTRAINT "utm_touchpoints_attribution_id_utm_attributions_id_fk" FOREIGN KEY ("attribution_id") REFERENCES "public"."utm_attributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_tokenable_idx" ON "personal_access_tokens" USING btree ("tokenable_type","tokenable_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "utm_attributions_user_idx" ON "utm_attributions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_conversions_order_idx" ON "utm_conversions" USING btree ("conversion_type","order_id");--> statement-breakpoint
CREATE INDEX "utm_conversions_user_idx" ON "utm_conversions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "utm_touchpoints_attribution_idx" ON "utm_touchpoints" USING btree ("attribution_id","id");