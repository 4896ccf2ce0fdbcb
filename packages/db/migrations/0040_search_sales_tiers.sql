CREATE INDEX "products_search_sold_2000_idx" ON "products" USING gin ("search") WHERE listed AND sold_count >= 2000;--> statement-breakpoint
CREATE INDEX "products_search_sold_600_idx" ON "products" USING gin ("search") WHERE listed AND sold_count >= 600 AND sold_count < 2000;--> statement-breakpoint
CREATE INDEX "products_search_sold_200_idx" ON "products" USING gin ("search") WHERE listed AND sold_count >= 200 AND sold_count < 600;--> statement-breakpoint
CREATE INDEX "products_search_sold_60_idx" ON "products" USING gin ("search") WHERE listed AND sold_count >= 60 AND sold_count < 200;--> statement-breakpoint
CREATE INDEX "products_search_sold_15_idx" ON "products" USING gin ("search") WHERE listed AND sold_count >= 15 AND sold_count < 60;--> statement-breakpoint
CREATE INDEX "products_search_sold_0_idx" ON "products" USING gin ("search") WHERE listed AND sold_count < 15;