CREATE TABLE "size_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"cover_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_favourites" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "banner_products" (
	"banner_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_products_banner_id_product_id_pk" PRIMARY KEY("banner_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"image_key" text NOT NULL,
	"cover_key" text,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"shop_id" uuid NOT NULL,
	"headline" text,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"discounted_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"per_order_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_items_sold_within_stock" CHECK ("promotion_items"."sold_count" <= "promotion_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cover_key" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_window" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"variant_label" text,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"image_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"edit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_range" CHECK ("product_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "product_daily_views" (
	"product_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_views_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"user_id" uuid NOT NULL,
	"query_folded" text NOT NULL,
	"query_text" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_user_id_query_folded_pk" PRIMARY KEY("user_id","query_folded")
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query_folded" text NOT NULL,
	"actor_key" text NOT NULL,
	"result_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"doc_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_image_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_chart_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_details" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_country" text DEFAULT 'VN' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "effective_price" bigint GENERATED ALWAYS AS (coalesce(sale_price, price)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_collection_id_shop_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."shop_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collections" ADD CONSTRAINT "shop_collections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_products" ADD CONSTRAINT "banner_products_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_products" ADD CONSTRAINT "banner_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_placements" ADD CONSTRAINT "shop_placements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_views" ADD CONSTRAINT "product_daily_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_views" ADD CONSTRAINT "product_daily_views_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_charts_shop_idx" ON "size_charts" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "collection_products_product_idx" ON "collection_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_collections_shop_idx" ON "shop_collections" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "product_favourites_user_idx" ON "product_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_follows_shop_idx" ON "shop_follows" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "banners_type_time_idx" ON "banners" USING btree ("type","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "shop_placements_kind_time_idx" ON "shop_placements" USING btree ("kind","starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_items_product_key" ON "promotion_items" USING btree ("promotion_id","product_id") WHERE "promotion_items"."variant_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_items_variant_key" ON "promotion_items" USING btree ("promotion_id","variant_id") WHERE "promotion_items"."variant_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "promotion_items_product_idx" ON "promotion_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotions_time_idx" ON "promotions" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_shop_idx" ON "product_reviews" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_daily_views_shop_day_idx" ON "product_daily_views" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "recent_searches_user_idx" ON "recent_searches" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "search_log_time_idx" ON "search_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_chart_id_size_charts_id_fk" FOREIGN KEY ("size_chart_id") REFERENCES "public"."size_charts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_listed_sold_idx" ON "products" USING btree ("sold_count","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_new_idx" ON "products" USING btree ("created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("effective_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_category_sold_idx" ON "products" USING btree ("category_id","sold_count") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_attributes_idx" ON "products" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
-- products.listed and products.shop_country copy the shop's state so listings and search read
-- one table (isProductListed in core says the same rule). Triggers keep them true on every write.
CREATE OR REPLACE FUNCTION products_set_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW.status = 'approved' AND s.status = 'approved' AND NOT s.is_paused, s.country
    INTO NEW.listed, NEW.shop_country
    FROM shops s WHERE s.id = NEW.shop_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_listing BEFORE INSERT OR UPDATE OF status, shop_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_listing();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shops_propagate_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
     SET listed = p.status = 'approved' AND NEW.status = 'approved' AND NOT NEW.is_paused,
         shop_country = NEW.country
   WHERE p.shop_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_listing AFTER UPDATE OF status, is_paused, country ON shops
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_paused IS DISTINCT FROM NEW.is_paused
        OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION shops_propagate_listing();
--> statement-breakpoint
UPDATE products p SET listed = p.status = 'approved' AND s.status = 'approved' AND NOT s.is_paused,
       shop_country = s.country
  FROM shops s WHERE s.id = p.shop_id;
