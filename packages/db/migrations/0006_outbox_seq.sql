DROP INDEX "outbox_recipient_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "outbox_recipient_seq_idx" ON "outbox_messages" USING btree ("recipient","seq");--> statement-breakpoint
CREATE INDEX "outbox_seq_idx" ON "outbox_messages" USING btree ("seq");