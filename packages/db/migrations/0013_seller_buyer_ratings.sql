CREATE TABLE "buyer_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_ratings_stars_range" CHECK ("buyer_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "buyer_ratings" ADD CONSTRAINT "buyer_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_ratings" ADD CONSTRAINT "buyer_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_ratings" ADD CONSTRAINT "buyer_ratings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_ratings_order_key" ON "buyer_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "buyer_ratings_buyer_idx" ON "buyer_ratings" USING btree ("buyer_user_id","created_at");