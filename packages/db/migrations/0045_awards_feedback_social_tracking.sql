CREATE TABLE "oauth_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pending_identity_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"return_to" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "award_ballots" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted" integer NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"voucher_granted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_ballots_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "award_ballots_balance" CHECK ("award_ballots"."spent" >= 0 and "award_ballots"."spent" <= "award_ballots"."granted")
);
--> statement-breakpoint
CREATE TABLE "award_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"nominee_kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_checkins" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"votes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_checkins_event_id_user_id_day_pk" PRIMARY KEY("event_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "award_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"standings" text DEFAULT 'live' NOT NULL,
	"starting_votes" integer DEFAULT 10 NOT NULL,
	"voucher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_events_window" CHECK ("award_events"."closes_at" > "award_events"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "award_nominees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"shop_id" uuid,
	"kol_user_id" uuid,
	"product_id" uuid,
	"blurb" text DEFAULT '' NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "award_nominees_one_target" CHECK (num_nonnulls("award_nominees"."shop_id", "award_nominees"."kol_user_id", "award_nominees"."product_id") = 1),
	CONSTRAINT "award_nominees_votes" CHECK ("award_nominees"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "award_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"nominee_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"votes" integer NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_votes_positive" CHECK ("award_votes"."votes" > 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text DEFAULT 'vi' NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_name" text NOT NULL,
	"decision_number" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"image_keys" text[] NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"user_id" uuid,
	"language" text DEFAULT 'vi' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"object_id" text,
	"metadata" jsonb,
	CONSTRAINT "tracking_events_day_session_id_event_id_pk" PRIMARY KEY("day","session_id","event_id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- Rows for days without their own partition yet (the daily job makes the coming days').
CREATE TABLE "tracking_events_default" PARTITION OF "tracking_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "tracking_sessions" (
	"day" date NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"device_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"os_version" text,
	"app_version" text,
	"area" text NOT NULL,
	"language" text NOT NULL,
	"conversion_status" text NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_sessions_day_session_id_pk" PRIMARY KEY("day","session_id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- Rows for days without their own partition yet (the daily job makes the coming days').
CREATE TABLE "tracking_sessions_default" PARTITION OF "tracking_sessions" DEFAULT;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "international_shipping_fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_identity_links" ADD CONSTRAINT "pending_identity_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_ballots" ADD CONSTRAINT "award_ballots_event_id_award_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."award_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_ballots" ADD CONSTRAINT "award_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_categories" ADD CONSTRAINT "award_categories_event_id_award_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."award_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_checkins" ADD CONSTRAINT "award_checkins_event_id_award_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."award_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_checkins" ADD CONSTRAINT "award_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_events" ADD CONSTRAINT "award_events_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_event_id_award_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."award_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_category_id_award_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."award_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_kol_user_id_users_id_fk" FOREIGN KEY ("kol_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_nominees" ADD CONSTRAINT "award_nominees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_event_id_award_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."award_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_nominee_id_award_nominees_id_fk" FOREIGN KEY ("nominee_id") REFERENCES "public"."award_nominees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_votes" ADD CONSTRAINT "award_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_feedback" ADD CONSTRAINT "social_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_attempts_expires_idx" ON "oauth_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "pending_identity_links_user_idx" ON "pending_identity_links" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_subject_key" ON "user_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_key" ON "user_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "award_categories_event_idx" ON "award_categories" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "award_events_slug_key" ON "award_events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "award_nominees_category_idx" ON "award_nominees" USING btree ("category_id","votes" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "award_votes_request_key" ON "award_votes" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "award_votes_user_idx" ON "award_votes" USING btree ("event_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "social_feedback_status_idx" ON "social_feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "social_feedback_user_idx" ON "social_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_type_idx" ON "tracking_events" USING btree ("day","type");--> statement-breakpoint
CREATE INDEX "tracking_sessions_started_idx" ON "tracking_sessions" USING btree ("started_at");