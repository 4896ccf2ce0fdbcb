CREATE TABLE "group_buy_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"team_price" bigint NOT NULL,
	"max_discount" bigint,
	"stock" integer NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"per_order_limit" integer,
	"per_user_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_buy_items_held_within_stock" CHECK ("group_buy_items"."held_count" <= "group_buy_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_buy_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"team_size" integer NOT NULL,
	"window_hours" integer DEFAULT 24 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_programs_window" CHECK ("group_buy_programs"."ends_at" > "group_buy_programs"."starts_at"),
	CONSTRAINT "group_buy_programs_team_size" CHECK ("group_buy_programs"."team_size" BETWEEN 2 AND 10)
);
--> statement-breakpoint
CREATE TABLE "group_buy_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"leader_user_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_buy_items" ADD CONSTRAINT "group_buy_items_program_id_group_buy_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."group_buy_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_items" ADD CONSTRAINT "group_buy_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_items" ADD CONSTRAINT "group_buy_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_team_id_group_buy_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."group_buy_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_programs" ADD CONSTRAINT "group_buy_programs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_teams" ADD CONSTRAINT "group_buy_teams_item_id_group_buy_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."group_buy_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_teams" ADD CONSTRAINT "group_buy_teams_leader_user_id_users_id_fk" FOREIGN KEY ("leader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_items_program_idx" ON "group_buy_items" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "group_buy_items_product_idx" ON "group_buy_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_team_user_key" ON "group_buy_members" USING btree ("team_id","user_id") WHERE "group_buy_members"."status" IN ('held', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_checkout_key" ON "group_buy_members" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "group_buy_members_user_idx" ON "group_buy_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_buy_programs_shop_idx" ON "group_buy_programs" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "group_buy_teams_item_status_idx" ON "group_buy_teams" USING btree ("item_id","status","ends_at");