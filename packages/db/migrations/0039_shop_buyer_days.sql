CREATE TABLE "shop_buyer_days" (
	"shop_id" uuid NOT NULL,
	"buyer_key" uuid NOT NULL,
	"days" datemultirange NOT NULL,
	"last_day" date,
	CONSTRAINT "shop_buyer_days_shop_id_buyer_key_pk" PRIMARY KEY("shop_id","buyer_key")
);
--> statement-breakpoint
CREATE TABLE "shop_product_monthly_sales" (
	"shop_id" uuid NOT NULL,
	"month" date NOT NULL,
	"product_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_product_monthly_sales_shop_id_month_product_id_pk" PRIMARY KEY("shop_id","month","product_id")
);
--> statement-breakpoint
ALTER TABLE "shop_buyer_days" ADD CONSTRAINT "shop_buyer_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_monthly_sales" ADD CONSTRAINT "shop_product_monthly_sales_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_product_monthly_sales" ADD CONSTRAINT "shop_product_monthly_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_buyer_days_last_day_idx" ON "shop_buyer_days" USING btree ("shop_id","last_day");--> statement-breakpoint
-- Filled from the daily rows, which `npm run analytics:rebuild` computes from the orders.
INSERT INTO "shop_product_monthly_sales" ("shop_id", "month", "product_id", "orders", "units", "revenue")
SELECT "shop_id", date_trunc('month', "day"::timestamp)::date, "product_id", sum("orders"), sum("units"), sum("revenue")
FROM "shop_product_daily_sales" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "shop_buyer_days" ("shop_id", "buyer_key", "days", "last_day")
SELECT "shop_id", "buyer_key", range_agg(daterange("bucket", "bucket", '[]')), max("bucket")
FROM "shop_bucket_buyers" WHERE "granularity" = 'day' GROUP BY 1, 2;
