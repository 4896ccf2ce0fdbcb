DROP INDEX "products_listed_sold_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, vn_fold(name)), 'A') || setweight(to_tsvector('simple'::regconfig, vn_fold(coalesce(brand, ''))), 'B')) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its GIN index with it: build it again on the new column.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_listed_sold_idx" ON "products" USING btree ("sold_count","id","search","category_id","effective_price","price","shop_country","free_shipping","rating_avg","created_at","shop_id","brand","attributes") WHERE listed;
