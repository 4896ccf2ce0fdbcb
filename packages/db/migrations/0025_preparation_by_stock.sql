ALTER TABLE "shops" ALTER COLUMN "default_preparation_days" SET DEFAULT 2;--> statement-breakpoint
-- Products in stock are prepared in 1-3 days, pre-order products in 5-30: bring existing rows
-- (made under the old 5-30 rule for every product) within the range their switch now gives.
UPDATE "shops" SET "default_preparation_days" = 2 WHERE "default_preparation_days" > 3;--> statement-breakpoint
UPDATE "products" SET "preparation_days" = 2 WHERE NOT "is_pre_order" AND "preparation_days" > 3;--> statement-breakpoint
UPDATE "products" SET "preparation_days" = 5 WHERE "is_pre_order" AND "preparation_days" BETWEEN 1 AND 4;
