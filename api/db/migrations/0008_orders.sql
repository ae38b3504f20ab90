CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" integer,
	"cart_uuid" uuid NOT NULL,
	"cart_version" integer NOT NULL,
	"customer_id" integer,
	"session_id" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"locale" text DEFAULT 'pt' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"nif" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) DEFAULT 0 NOT NULL,
	"shipping" numeric(10, 2) DEFAULT 0 NOT NULL,
	"store_credit" numeric(10, 2) DEFAULT 0 NOT NULL,
	"vat_included" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"discount_id" integer,
	"coupon_code" text,
	"coupon_claimed" boolean DEFAULT false NOT NULL,
	"current_attempt_id" integer,
	"tracking_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"merchant_transaction_id" text NOT NULL,
	"transaction_id" text,
	"transaction_signature" text,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"mbway_phone" text,
	"reference" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"last_gateway_status" jsonb,
	"last_source" text,
	"last_status_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"flag_reason" text,
	"paid_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"refund_status" text,
	"refund_reason" text,
	"refund_amount" numeric(10, 2),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_merchant_transaction_id_unique" UNIQUE("merchant_transaction_id"),
	CONSTRAINT "payment_attempts_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payment_attempts_merchant_transaction_id_length" CHECK (length("payment_attempts"."merchant_transaction_id") <= 32)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"method_code" text NOT NULL,
	"method_name" text NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'held' NOT NULL,
	"release_reason" text,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_holds_quantity_positive" CHECK ("stock_holds"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_offer_idx" ON "order_lines" USING btree ("order_id","offer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE status = 'pending' and transaction_id is not null;--> statement-breakpoint
CREATE INDEX "payment_attempts_refund_idx" ON "payment_attempts" USING btree ("id") WHERE refund_status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_seller_idx" ON "shipments" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "stock_holds_open_offer_idx" ON "stock_holds" USING btree ("offer_id","expires_at") WHERE outcome = 'held';--> statement-breakpoint
CREATE INDEX "stock_holds_order_idx" ON "stock_holds" USING btree ("order_id");