CREATE TABLE "live_featured" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"voucher_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_featured_target" CHECK (("live_featured"."kind" = 'product' AND "live_featured"."product_id" IS NOT NULL AND "live_featured"."voucher_id" IS NULL) OR ("live_featured"."kind" = 'voucher' AND "live_featured"."voucher_id" IS NOT NULL AND "live_featured"."product_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_mutes" (
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"live_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"voucher_id" uuid,
	"live_price" bigint,
	"live_price_ends_at" timestamp with time zone,
	"promotion_id" uuid,
	"pinned_at" timestamp with time zone NOT NULL,
	"unpinned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"cover_key" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"stream_key_hash" text NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"replay_path" text,
	"viewer_peak" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_featured" ADD CONSTRAINT "live_featured_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_featured" ADD CONSTRAINT "live_featured_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_featured" ADD CONSTRAINT "live_featured_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mutes" ADD CONSTRAINT "live_mutes_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_mutes" ADD CONSTRAINT "live_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_orders" ADD CONSTRAINT "live_orders_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pins" ADD CONSTRAINT "live_pins_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pins" ADD CONSTRAINT "live_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pins" ADD CONSTRAINT "live_pins_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_pins" ADD CONSTRAINT "live_pins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_featured_live_idx" ON "live_featured" USING btree ("live_id","position");--> statement-breakpoint
CREATE INDEX "live_messages_live_idx" ON "live_messages" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_mutes_key" ON "live_mutes" USING btree ("live_id","user_id");--> statement-breakpoint
CREATE INDEX "live_orders_live_idx" ON "live_orders" USING btree ("live_id");--> statement-breakpoint
CREATE INDEX "live_pins_live_idx" ON "live_pins" USING btree ("live_id","pinned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_pins_current_key" ON "live_pins" USING btree ("live_id") WHERE "live_pins"."unpinned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lives_shop_idx" ON "lives" USING btree ("shop_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lives_state_idx" ON "lives" USING btree ("state","scheduled_at");