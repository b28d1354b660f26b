CREATE TABLE "catalog_item_search" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"label_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"grapes" text[] DEFAULT '{}'::text[] NOT NULL,
	"appellations" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"colours" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_item_search" ADD CONSTRAINT "catalog_item_search_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_item_search_document_idx" ON "catalog_item_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "catalog_item_search_grapes_idx" ON "catalog_item_search" USING gin ("grapes");--> statement-breakpoint
CREATE INDEX "catalog_item_search_appellations_idx" ON "catalog_item_search" USING gin ("appellations");--> statement-breakpoint
CREATE INDEX "catalog_item_search_regions_idx" ON "catalog_item_search" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "catalog_item_search_colours_idx" ON "catalog_item_search" USING gin ("colours");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_items_point_date_idx" ON "catalog_items" USING gist (point("lng", "lat"),"date") WHERE "catalog_items"."parent_id" is null and "catalog_items"."lat" is not null and "catalog_items"."lng" is not null;