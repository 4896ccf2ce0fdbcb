CREATE INDEX "products_listed_category_price_idx" ON "products" USING btree ("category_id","effective_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_category_new_idx" ON "products" USING btree ("category_id","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_shop_idx" ON "products" USING btree ("shop_id") WHERE listed;