ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "host_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 15: the listings also skip the items of suspended hosts, so the listing's index carries host_suspended
-- too (as 0010 added the columns the listing's other conditions read), and a total is still counted from it alone.
DROP INDEX IF EXISTS "catalog_items_listing_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","status","date","time","id") INCLUDE ("time_zone","online","location_country","host_suspended");
