CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid,
	"order_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"method" text NOT NULL,
	"payment_id" uuid,
	"provider" text,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"refund_ref" text NOT NULL,
	"provider_refund_id" text,
	"failure_code" text,
	"bank_details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"media_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"amount_requested" bigint,
	"items_paid" bigint NOT NULL,
	"amount_computed" bigint NOT NULL,
	"refund_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"refund_issued" boolean DEFAULT false NOT NULL,
	"seller_reject_reason" text,
	"seller_reject_photo" text,
	"seller_reject_email" text,
	"return_tracking_code" text,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "return_requests_amounts" CHECK ("return_requests"."refund_amount" > 0 and "return_requests"."refund_amount" <= "return_requests"."amount_computed")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_source_method_key" ON "refunds" USING btree ("source_key","method");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_ref_key" ON "refunds" USING btree ("refund_ref");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_shop_idx" ON "return_requests" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" not in ('buyer_cancelled', 'complaint_resolved', 'refund_successful');