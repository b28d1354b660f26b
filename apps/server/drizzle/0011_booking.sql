ALTER TABLE "catalog_items" ADD COLUMN "streaming_link" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "streaming_instructions" text;