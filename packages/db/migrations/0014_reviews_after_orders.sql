ALTER TABLE "product_reviews" ADD COLUMN "order_item_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "height_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "weight_kg" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "seller_reply" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "seller_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_key" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id","created_at");