ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "return_path" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "settle_outcome" text;--> statement-breakpoint
CREATE INDEX "test_payment_intents_settle_idx" ON "test_payment_intents" USING btree ("status","settle_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('cart', 'awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded', 'payment_pending', 'payment_declined'));