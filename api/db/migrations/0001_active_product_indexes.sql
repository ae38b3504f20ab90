DROP INDEX "products_sort_idx";--> statement-breakpoint
DROP INDEX "products_segment_sort_idx";--> statement-breakpoint
DROP INDEX "products_brand_sort_idx";--> statement-breakpoint
DROP INDEX "products_category_sort_idx";--> statement-breakpoint
CREATE INDEX "products_sort_idx" ON "products" USING btree ("sort_order","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_segment_sort_idx" ON "products" USING btree ("segment_id","sort_order","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_brand_sort_idx" ON "products" USING btree ("brand_id","sort_order","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_sort_idx" ON "products" USING btree ("category_id","sort_order","id") WHERE "products"."is_active";