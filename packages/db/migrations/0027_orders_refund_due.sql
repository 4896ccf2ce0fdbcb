ALTER TABLE "orders" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
-- A paid order's cancel used to say the money was owed by "; refund_due" at the end of its
-- history note: the order now keeps the time of that entry, and the note keeps only its words.
UPDATE "orders" SET "refund_due_at" = "due"."action_time"
FROM (
  SELECT "order_id", max("action_time") AS "action_time" FROM "order_history"
  WHERE right("note", 12) = '; refund_due' GROUP BY "order_id"
) AS "due"
WHERE "orders"."id" = "due"."order_id";--> statement-breakpoint
UPDATE "order_history" SET "note" = left("note", length("note") - 12)
WHERE right("note", 12) = '; refund_due';
