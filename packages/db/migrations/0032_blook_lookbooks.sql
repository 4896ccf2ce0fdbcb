CREATE TABLE "blook_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blook_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blook_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"removed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blook_items" (
	"blook_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "blook_items_blook_id_slot_pk" PRIMARY KEY("blook_id","slot")
);
--> statement-breakpoint
CREATE TABLE "blook_likes" (
	"user_id" uuid NOT NULL,
	"blook_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blook_likes_user_id_blook_id_pk" PRIMARY KEY("user_id","blook_id")
);
--> statement-breakpoint
CREATE TABLE "blook_saves" (
	"user_id" uuid NOT NULL,
	"blook_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blook_saves_user_id_blook_id_pk" PRIMARY KEY("user_id","blook_id")
);
--> statement-breakpoint
CREATE TABLE "blook_sub_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blook_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"slots" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"sub_category_id" uuid,
	"template_id" uuid NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"removed_reason" text,
	"removed_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blooks_counts_not_negative" CHECK ("blooks"."like_count" >= 0 AND "blooks"."save_count" >= 0 AND "blooks"."comment_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blook_comments" ADD CONSTRAINT "blook_comments_blook_id_blooks_id_fk" FOREIGN KEY ("blook_id") REFERENCES "public"."blooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_comments" ADD CONSTRAINT "blook_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_items" ADD CONSTRAINT "blook_items_blook_id_blooks_id_fk" FOREIGN KEY ("blook_id") REFERENCES "public"."blooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_items" ADD CONSTRAINT "blook_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_items" ADD CONSTRAINT "blook_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_likes" ADD CONSTRAINT "blook_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_likes" ADD CONSTRAINT "blook_likes_blook_id_blooks_id_fk" FOREIGN KEY ("blook_id") REFERENCES "public"."blooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_saves" ADD CONSTRAINT "blook_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_saves" ADD CONSTRAINT "blook_saves_blook_id_blooks_id_fk" FOREIGN KEY ("blook_id") REFERENCES "public"."blooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blook_sub_categories" ADD CONSTRAINT "blook_sub_categories_category_id_blook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blook_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_category_id_blook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blook_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_sub_category_id_blook_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."blook_sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blooks" ADD CONSTRAINT "blooks_template_id_blook_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."blook_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blook_categories_slug_key" ON "blook_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blook_comments_blook_idx" ON "blook_comments" USING btree ("blook_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blook_items_product_idx" ON "blook_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "blook_likes_blook_idx" ON "blook_likes" USING btree ("blook_id");--> statement-breakpoint
CREATE INDEX "blook_saves_user_idx" ON "blook_saves" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "blook_sub_categories_slug_key" ON "blook_sub_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blook_sub_categories_category_idx" ON "blook_sub_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "blook_templates_slug_key" ON "blook_templates" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blooks_created_idx" ON "blooks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blooks_category_idx" ON "blooks" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blooks_sub_category_idx" ON "blooks" USING btree ("sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blooks_author_idx" ON "blooks" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);