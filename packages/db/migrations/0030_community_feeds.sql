CREATE TABLE "feed_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"snapshot_at" timestamp with time zone NOT NULL,
	"post_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_sessions_ids_bounded" CHECK (cardinality("feed_sessions"."post_ids") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "home_feed_entries" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "home_feed_entries_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "home_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_sessions" ADD CONSTRAINT "feed_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_feed_entries" ADD CONSTRAINT "home_feed_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_feed_entries" ADD CONSTRAINT "home_feed_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_feeds" ADD CONSTRAINT "home_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_sessions_created_idx" ON "feed_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "home_feed_entries_user_idx" ON "home_feed_entries" USING btree ("user_id","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "home_feed_entries_post_idx" ON "home_feed_entries" USING btree ("post_id");