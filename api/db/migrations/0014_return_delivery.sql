ALTER TABLE "order_returns" ADD COLUMN "delivery" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "standard_fee" numeric(10, 2);--> statement-breakpoint
-- Parcels placed before the column: the fee when their method is the seller's standard one (the first by id);
-- else the lesser of the fee and that method's price, nothing when the goods reached the default free-shipping
-- threshold (19.90 EUR), where the standard method was free.
UPDATE "shipments" s SET "standard_fee" = CASE
	WHEN s."method_code" = (SELECT m."code" FROM "delivery_methods" m WHERE m."seller_id" = s."seller_id" ORDER BY m."id" LIMIT 1) THEN s."fee"
	WHEN (SELECT o."subtotal" - o."discount" FROM "orders" o WHERE o."id" = s."order_id") >= 19.90 THEN 0
	ELSE LEAST(s."fee", COALESCE((SELECT m."price" FROM "delivery_methods" m WHERE m."seller_id" = s."seller_id" ORDER BY m."id" LIMIT 1), s."fee"))
END;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "standard_fee" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivery_return_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_delivery_return_id_order_returns_id_fk" FOREIGN KEY ("delivery_return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;
