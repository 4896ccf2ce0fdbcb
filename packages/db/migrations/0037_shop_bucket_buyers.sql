CREATE TABLE "shop_bucket_buyer_counts" (
	"shop_id" uuid NOT NULL,
	"granularity" text NOT NULL,
	"bucket" date NOT NULL,
	"buyers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_bucket_buyer_counts_shop_id_granularity_bucket_pk" PRIMARY KEY("shop_id","granularity","bucket")
);
--> statement-breakpoint
CREATE TABLE "shop_bucket_buyers" (
	"shop_id" uuid NOT NULL,
	"granularity" text NOT NULL,
	"bucket" date NOT NULL,
	"buyer_key" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_bucket_buyers_shop_id_granularity_bucket_buyer_key_pk" PRIMARY KEY("shop_id","granularity","bucket","buyer_key")
);
--> statement-breakpoint
DROP TABLE "shop_daily_buyers" CASCADE;--> statement-breakpoint
ALTER TABLE "shop_bucket_buyer_counts" ADD CONSTRAINT "shop_bucket_buyer_counts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bucket_buyers" ADD CONSTRAINT "shop_bucket_buyers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The buyers of the orders placed so far, per day, week and month, as `npm run analytics:rebuild` computes them.
INSERT INTO "shop_bucket_buyers" ("shop_id", "granularity", "bucket", "buyer_key", "orders")
SELECT o."shop_id", g."granularity",
  date_trunc(g."granularity", ((o."created_at" AT TIME ZONE (CASE s."country" WHEN 'KO' THEN 'Asia/Seoul' ELSE 'Asia/Ho_Chi_Minh' END))::date)::timestamp)::date,
  coalesce(o."user_id", o."guest_id"), count(*)
FROM "orders" o JOIN "shops" s ON s."id" = o."shop_id" CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS g("granularity")
WHERE o."status" NOT IN ('cancelled', 'pending') AND coalesce(o."user_id", o."guest_id") IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "shop_bucket_buyer_counts" ("shop_id", "granularity", "bucket", "buyers")
SELECT "shop_id", "granularity", "bucket", count(*) FROM "shop_bucket_buyers" GROUP BY 1, 2, 3;
