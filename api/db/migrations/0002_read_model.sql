CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalog_cards" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"card" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "catalog_cards_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"segment_id" integer NOT NULL,
	"brand_id" integer,
	"category_ids" integer[] NOT NULL,
	"campaign_ids" integer[] NOT NULL,
	"attributes" text[] NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"discount_percentage" integer NOT NULL,
	"in_warehouse" boolean NOT NULL,
	"sold_count" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
ALTER TABLE "submenus" ADD COLUMN "badge" text;--> statement-breakpoint
ALTER TABLE "submenus" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "catalog_cards" ADD CONSTRAINT "catalog_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_cards_document_idx" ON "catalog_cards" USING gin ("document");--> statement-breakpoint
CREATE INDEX "catalog_cards_search_name_idx" ON "catalog_cards" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_sort_idx" ON "catalog_items" USING btree ("sort_order","product_id") WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_sold_idx" ON "catalog_items" USING btree ("sold_count" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_price_idx" ON "catalog_items" USING btree ("price","product_id") WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_created_idx" ON "catalog_items" USING btree ("created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_discount_idx" ON "catalog_items" USING btree ("discount_percentage" DESC NULLS LAST,"product_id" DESC NULLS LAST) WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_segment_sort_idx" ON "catalog_items" USING btree ("segment_id","sort_order","product_id") WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_brand_sort_idx" ON "catalog_items" USING btree ("brand_id","sort_order","product_id") WHERE "catalog_items"."is_active";--> statement-breakpoint
CREATE INDEX "catalog_items_categories_idx" ON "catalog_items" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "catalog_items_campaigns_idx" ON "catalog_items" USING gin ("campaign_ids");--> statement-breakpoint
CREATE INDEX "catalog_items_attributes_idx" ON "catalog_items" USING gin ("attributes");