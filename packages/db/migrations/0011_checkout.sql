CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	"owner_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_method" text NOT NULL,
	"wallet_provider" text,
	"contact_email" text,
	"goods_total" bigint NOT NULL,
	"shipping_total" bigint NOT NULL,
	"shop_discount" bigint NOT NULL,
	"platform_discount" bigint NOT NULL,
	"shipping_discount" bigint NOT NULL,
	"total_payment" bigint NOT NULL,
	"cashback" bigint DEFAULT 0 NOT NULL,
	"payment_deadline" timestamp with time zone,
	"express" boolean DEFAULT false NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_total_not_negative" CHECK ("checkouts"."total_payment" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"voucher_code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_id" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"action_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"promotion_item_id" uuid,
	"product_name" text NOT NULL,
	"variant_label" text NOT NULL,
	"image_key" text,
	"quantity" integer NOT NULL,
	"original_price" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"seller_revenue" bigint NOT NULL,
	"tax_vat" bigint DEFAULT 0 NOT NULL,
	"tax_pit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"user_id" uuid,
	"guest_id" uuid,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_method" text NOT NULL,
	"express" boolean DEFAULT false NOT NULL,
	"recipient" jsonb NOT NULL,
	"pickup" jsonb NOT NULL,
	"goods_total" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"shop_discount" bigint NOT NULL,
	"platform_discount" bigint NOT NULL,
	"shipping_discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tax_vat" bigint DEFAULT 0 NOT NULL,
	"tax_pit" bigint DEFAULT 0 NOT NULL,
	"buyer_note" text,
	"seller_note" text,
	"waybill_code" text,
	"tracking_code" text,
	"tracking_url" text,
	"delivery_from" date,
	"delivery_to" date,
	"payment_deadline" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"txn_ref" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"txn_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_txn_id" text,
	"response_code" text,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid,
	"checkout_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_by" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_saves" (
	"user_id" uuid NOT NULL,
	"voucher_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_saves_user_id_voucher_id_pk" PRIMARY KEY("user_id","voucher_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" bigint,
	"ranges" jsonb,
	"min_order_value" bigint DEFAULT 0 NOT NULL,
	"budget" bigint,
	"budget_used" bigint DEFAULT 0 NOT NULL,
	"save_limit" integer,
	"saved_count" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_user_per_day" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"display" text DEFAULT 'all' NOT NULL,
	"product_ids" uuid[],
	"user_ids" uuid[],
	"shop_ids" uuid[],
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"payment_methods" text[],
	"shipping_methods" text[],
	"app_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."ends_at" > "vouchers"."starts_at"),
	CONSTRAINT "vouchers_budget_within" CHECK ("vouchers"."budget" IS NULL OR "vouchers"."budget_used" <= "vouchers"."budget"),
	CONSTRAINT "vouchers_usage_within" CHECK ("vouchers"."usage_limit" IS NULL OR "vouchers"."used_count" <= "vouchers"."usage_limit"),
	CONSTRAINT "vouchers_saves_within" CHECK ("vouchers"."save_limit" IS NULL OR "vouchers"."saved_count" <= "vouchers"."save_limit"),
	CONSTRAINT "vouchers_counts_positive" CHECK ("vouchers"."used_count" >= 0 AND "vouchers"."budget_used" >= 0 AND "vouchers"."saved_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotion_items" ADD COLUMN "per_user_limit" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payment_methods" text[] DEFAULT ARRAY['CASH','EWALLET','VNPAYQR','ATM','VISA','MASTERCARD','JCB','AMEX']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shipping_methods" text[] DEFAULT ARRAY['ghn','ghtk','self']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_saves" ADD CONSTRAINT "voucher_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_saves" ADD CONSTRAINT "voucher_saves_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_idempotency_key" ON "checkouts" USING btree ("owner_key","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_discounts_order_idx" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","action_time");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_promotion_idx" ON "order_items" USING btree ("promotion_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key" ON "payment_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "payment_events_txn_idx" ON "payment_events" USING btree ("txn_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_txn_ref_key" ON "payments" USING btree ("txn_ref");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_checkout_key" ON "voucher_redemptions" USING btree ("checkout_id","voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_user_idx" ON "voucher_redemptions" USING btree ("user_id","voucher_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "voucher_saves_voucher_idx" ON "voucher_saves" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_shop_idx" ON "vouchers" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "vouchers_time_idx" ON "vouchers" USING btree ("starts_at","ends_at");