-- The read model's price and discount become those of the offer each card shows (its first variant's
-- cheapest active offer) at the price it shows (the campaign price when set), as api/db/read-model.ts
-- now builds them; rows built before keep the lowest selling price until this rewrite.
UPDATE "catalog_items" AS "i"
SET "price" = coalesce("shown"."price", 0), "discount_percentage" = coalesce("shown"."discount", 0)
FROM "catalog_items" AS "k"
LEFT JOIN LATERAL (
  SELECT coalesce("o"."price_campaign", "o"."price") AS "price",
    CASE WHEN "o"."pvp" > coalesce("o"."price_campaign", "o"."price")
      THEN round(("o"."pvp" - coalesce("o"."price_campaign", "o"."price")) / "o"."pvp" * 100)::int ELSE 0 END AS "discount"
  FROM "offers" AS "o"
  WHERE "o"."is_active" AND "o"."variant_id" = (
    SELECT "v"."id" FROM "variants" AS "v" WHERE "v"."product_id" = "k"."product_id" ORDER BY "v"."sort_order", "v"."id" LIMIT 1)
  ORDER BY "o"."price", "o"."id" LIMIT 1
) AS "shown" ON true
WHERE "k"."product_id" = "i"."product_id";
