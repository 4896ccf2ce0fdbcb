ALTER TABLE "shops" ADD COLUMN "default_preparation_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_return_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_return_conditions" text[] DEFAULT ARRAY['defective','wrong_item','not_as_described','damaged_in_transit']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "seller_active_at" timestamp with time zone DEFAULT now() NOT NULL;