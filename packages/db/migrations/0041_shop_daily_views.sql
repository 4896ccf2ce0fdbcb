CREATE TABLE "shop_daily_views" (
	"shop_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_daily_views_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_daily_views" ADD CONSTRAINT "shop_daily_views_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- shop_daily_views adds up product_daily_views per shop and day, whoever writes it (a counted
-- view, the demo seed, a product's deletion): one statement-level trigger per kind of write.
CREATE OR REPLACE FUNCTION shop_daily_views_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO shop_daily_views (shop_id, day, views)
      SELECT shop_id, day, sum(views) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (shop_id, day) DO UPDATE SET views = shop_daily_views.views + excluded.views;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO shop_daily_views (shop_id, day, views)
      SELECT shop_id, day, sum(views) FROM (
        SELECT shop_id, day, views FROM new_rows UNION ALL SELECT shop_id, day, -views FROM old_rows
      ) c GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (shop_id, day) DO UPDATE SET views = shop_daily_views.views + excluded.views;
  ELSE
    UPDATE shop_daily_views s SET views = s.views - o.views
      FROM (SELECT shop_id, day, sum(views) AS views FROM old_rows GROUP BY 1, 2) o
      WHERE s.shop_id = o.shop_id AND s.day = o.day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shop_daily_views_insert AFTER INSERT ON product_daily_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_views_follow();
--> statement-breakpoint
CREATE TRIGGER shop_daily_views_update AFTER UPDATE ON product_daily_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_views_follow();
--> statement-breakpoint
CREATE TRIGGER shop_daily_views_delete AFTER DELETE ON product_daily_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_daily_views_follow();
--> statement-breakpoint
INSERT INTO shop_daily_views (shop_id, day, views)
  SELECT shop_id, day, sum(views) FROM product_daily_views GROUP BY 1, 2;
