CREATE TABLE "shop_daily_buyers" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"buyer_key" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_buyers_shop_id_day_buyer_key_pk" PRIMARY KEY("shop_id","day","buyer_key")
);
--> statement-breakpoint
CREATE TABLE "shop_daily_sales" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_sales_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_product_daily_sales" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_product_daily_sales_shop_id_day_product_id_pk" PRIMARY KEY("shop_id","day","product_id")
);
--> statement-breakpoint
ALTER TABLE "shop_daily_buyers" ADD CONSTRAINT "shop_daily_buyers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_daily_sales" ADD CONSTRAINT "shop_daily_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_daily_sales" ADD CONSTRAINT "shop_product_daily_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_daily_sales" ADD CONSTRAINT "shop_product_daily_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The figures of the orders placed before this table existed, as `npm run analytics:rebuild` computes them.
INSERT INTO "shop_daily_sales" ("shop_id", "day", "orders", "revenue", "units")
SELECT o."shop_id", (o."created_at" AT TIME ZONE (CASE s."country" WHEN 'KO' THEN 'Asia/Seoul' ELSE 'Asia/Ho_Chi_Minh' END))::date,
  count(*), sum(o."goods_total" - o."shop_discount"),
  coalesce(sum((SELECT sum(i."quantity") FROM "order_items" i WHERE i."order_id" = o."id")), 0)
FROM "orders" o JOIN "shops" s ON s."id" = o."shop_id"
WHERE o."status" NOT IN ('cancelled', 'pending')
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "shop_product_daily_sales" ("shop_id", "day", "product_id", "orders", "units", "revenue")
SELECT o."shop_id", (o."created_at" AT TIME ZONE (CASE s."country" WHEN 'KO' THEN 'Asia/Seoul' ELSE 'Asia/Ho_Chi_Minh' END))::date,
  i."product_id", count(DISTINCT o."id"), sum(i."quantity"), sum(i."seller_revenue")
FROM "orders" o JOIN "shops" s ON s."id" = o."shop_id" JOIN "order_items" i ON i."order_id" = o."id"
WHERE o."status" NOT IN ('cancelled', 'pending')
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "shop_daily_buyers" ("shop_id", "day", "buyer_key", "orders")
SELECT o."shop_id", (o."created_at" AT TIME ZONE (CASE s."country" WHEN 'KO' THEN 'Asia/Seoul' ELSE 'Asia/Ho_Chi_Minh' END))::date,
  coalesce(o."user_id", o."guest_id"), count(*)
FROM "orders" o JOIN "shops" s ON s."id" = o."shop_id"
WHERE o."status" NOT IN ('cancelled', 'pending') AND coalesce(o."user_id", o."guest_id") IS NOT NULL
GROUP BY 1, 2, 3;
