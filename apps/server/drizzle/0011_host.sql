ALTER TABLE "catalog_items" ADD COLUMN "end_time" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "refund_policy" text;