CREATE TABLE "affiliate_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_campaign_members" (
	"campaign_id" uuid NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_campaign_members_campaign_id_kol_user_id_pk" PRIMARY KEY("campaign_id","kol_user_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_campaign_products" (
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "affiliate_campaign_products_campaign_id_product_id_pk" PRIMARY KEY("campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bp" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"audience" text NOT NULL,
	"invitees" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "affiliate_campaigns_window" CHECK ("affiliate_campaigns"."ends_at" > "affiliate_campaigns"."starts_at"),
	CONSTRAINT "affiliate_campaigns_rate" CHECK ("affiliate_campaigns"."bp" between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"user_id" uuid,
	"device_id" text,
	"clicked_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_checkout_id" uuid
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversion_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"campaign_id" uuid,
	"quantity" integer NOT NULL,
	"base" bigint NOT NULL,
	"bp" integer NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_units" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_amount" CHECK ("affiliate_commissions"."amount" >= 0 and "affiliate_commissions"."base" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliate_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"click_id" uuid NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"counted" text NOT NULL,
	"status" text NOT NULL,
	"flags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"review" text DEFAULT 'none' NOT NULL,
	"buyer_device_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_kols" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"channels" jsonb NOT NULL,
	"niches" text[] NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"tax_code" text NOT NULL,
	"reject_reason" text,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "affiliate_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kol_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid,
	"bp" integer,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_rates_range" CHECK ("affiliate_rates"."bp" is null or "affiliate_rates"."bp" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "affiliate_api_tokens" ADD CONSTRAINT "affiliate_api_tokens_kol_user_id_users_id_fk" FOREIGN KEY ("kol_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_members" ADD CONSTRAINT "affiliate_campaign_members_campaign_id_affiliate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."affiliate_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_members" ADD CONSTRAINT "affiliate_campaign_members_kol_user_id_users_id_fk" FOREIGN KEY ("kol_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_products" ADD CONSTRAINT "affiliate_campaign_products_campaign_id_affiliate_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."affiliate_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaign_products" ADD CONSTRAINT "affiliate_campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_campaigns" ADD CONSTRAINT "affiliate_campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_conversion_id_affiliate_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."affiliate_conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_kol_user_id_users_id_fk" FOREIGN KEY ("kol_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_conversions" ADD CONSTRAINT "affiliate_conversions_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_kols" ADD CONSTRAINT "affiliate_kols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_kol_user_id_users_id_fk" FOREIGN KEY ("kol_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rates" ADD CONSTRAINT "affiliate_rates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_rates" ADD CONSTRAINT "affiliate_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_api_tokens_hash_key" ON "affiliate_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "affiliate_api_tokens_kol_idx" ON "affiliate_api_tokens" USING btree ("kol_user_id");--> statement-breakpoint
CREATE INDEX "affiliate_campaign_members_kol_idx" ON "affiliate_campaign_members" USING btree ("kol_user_id");--> statement-breakpoint
CREATE INDEX "affiliate_campaign_products_product_idx" ON "affiliate_campaign_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "affiliate_campaigns_shop_idx" ON "affiliate_campaigns" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_campaigns_status_idx" ON "affiliate_campaigns" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_link_idx" ON "affiliate_clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_kol_idx" ON "affiliate_clicks" USING btree ("kol_user_id","clicked_at");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_user_idx" ON "affiliate_clicks" USING btree ("user_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_item_key" ON "affiliate_commissions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_conversion_idx" ON "affiliate_commissions" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_kol_idx" ON "affiliate_commissions" USING btree ("kol_user_id","status","approved_at");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_campaign_idx" ON "affiliate_commissions" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_conversions_order_key" ON "affiliate_conversions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_kol_idx" ON "affiliate_conversions" USING btree ("kol_user_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_conversions_review_idx" ON "affiliate_conversions" USING btree ("review","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_kols_status_idx" ON "affiliate_kols" USING btree ("status","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code_key" ON "affiliate_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_target_key" ON "affiliate_links" USING btree ("kol_user_id","target","target_id");--> statement-breakpoint
CREATE INDEX "affiliate_rates_shop_idx" ON "affiliate_rates" USING btree ("shop_id","product_id","effective_at");