CREATE TABLE "campaign_nominations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"original_price" bigint NOT NULL,
	"campaign_price" bigint NOT NULL,
	"stock" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"promotion_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_nominations_price" CHECK ("campaign_nominations"."campaign_price" > 0 and "campaign_nominations"."campaign_price" < "campaign_nominations"."original_price"),
	CONSTRAINT "campaign_nominations_stock" CHECK ("campaign_nominations"."stock" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_key" text,
	"registration_starts_at" timestamp with time zone NOT NULL,
	"registration_ends_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_discount_percent" integer NOT NULL,
	"max_products_per_shop" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_windows" CHECK ("campaigns"."registration_ends_at" > "campaigns"."registration_starts_at" and "campaigns"."starts_at" >= "campaigns"."registration_ends_at" and "campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_min_discount" CHECK ("campaigns"."min_discount_percent" between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_nominations" ADD CONSTRAINT "campaign_nominations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_nominations" ADD CONSTRAINT "campaign_nominations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_nominations" ADD CONSTRAINT "campaign_nominations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_nominations" ADD CONSTRAINT "campaign_nominations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_nominations" ADD CONSTRAINT "campaign_nominations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_nominations_product_key" ON "campaign_nominations" USING btree ("campaign_id","product_id") WHERE "campaign_nominations"."variant_id" IS NULL AND "campaign_nominations"."status" <> 'rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_nominations_variant_key" ON "campaign_nominations" USING btree ("campaign_id","variant_id") WHERE "campaign_nominations"."variant_id" IS NOT NULL AND "campaign_nominations"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "campaign_nominations_queue_idx" ON "campaign_nominations" USING btree ("campaign_id","status","created_at");--> statement-breakpoint
CREATE INDEX "campaign_nominations_shop_idx" ON "campaign_nominations" USING btree ("shop_id","campaign_id");--> statement-breakpoint
CREATE INDEX "campaigns_time_idx" ON "campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_campaign_shop_key" ON "promotions" USING btree ("campaign_id","shop_id") WHERE "promotions"."campaign_id" IS NOT NULL;