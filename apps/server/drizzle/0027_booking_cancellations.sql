CREATE TABLE "booking_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"refund_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_cancellations_refund_check" CHECK ("booking_cancellations"."refund_minor" >= 0 and "booking_cancellations"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD CONSTRAINT "booking_cancellations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_cancellations_line_key" ON "booking_cancellations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "booking_cancellations_order_idx" ON "booking_cancellations" USING btree ("order_id");