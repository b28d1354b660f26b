DROP INDEX "catalog_items_listing_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","status","date","time","id");