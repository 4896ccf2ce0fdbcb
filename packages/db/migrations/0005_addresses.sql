CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"district" text,
	"ward_code" text,
	"ward_name" text,
	"specific_address" text NOT NULL,
	"postal_code" text,
	"type" text NOT NULL,
	"delivery_time" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"is_default_return" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_wards" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_wards" ADD CONSTRAINT "admin_wards_province_code_admin_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."admin_provinces"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_pickup_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_pickup";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_return_key" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default_return";--> statement-breakpoint
CREATE INDEX "admin_provinces_country_idx" ON "admin_provinces" USING btree ("country");--> statement-breakpoint
CREATE INDEX "admin_wards_province_idx" ON "admin_wards" USING btree ("province_code");