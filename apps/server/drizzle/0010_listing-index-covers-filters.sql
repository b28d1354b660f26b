-- The listing's index also carries the columns its conditions read (the time zone decides whether an item
-- starting today is still to come; online and country are its filters), so that counting a listing's total
-- reads the index alone instead of the table. Drizzle's index builder has no INCLUDE: schema.ts names the
-- key columns and this migration adds the rest.
DROP INDEX IF EXISTS "catalog_items_listing_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","status","date","time","id") INCLUDE ("time_zone","online","location_country");
