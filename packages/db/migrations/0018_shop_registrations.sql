CREATE TABLE "identity_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"id_number" text NOT NULL,
	"front_key" text NOT NULL,
	"back_key" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_registrations" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"owner_full_name" text,
	"id_number" text,
	"id_front_key" text,
	"id_back_key" text,
	"bank_name" text,
	"bank_account" text,
	"bank_branch" text,
	"licence_key" text,
	"platforms" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"platform_link" text,
	"step_reached" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_registrations" ADD CONSTRAINT "shop_registrations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_registrations" ADD CONSTRAINT "shop_registrations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_registrations" ADD CONSTRAINT "shop_registrations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_registrations_owner_idx" ON "shop_registrations" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "shop_registrations_submitted_idx" ON "shop_registrations" USING btree ("submitted_at");