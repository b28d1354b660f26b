-- Experiences sold by the slot (issue 29; decision 0014): a slot is a catalog item whose parent is the experience,
-- and the weekly schedule its slots are made from. Slots are never listed: the listing's index leaves them out.
CREATE TABLE "experience_schedules" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"weekdays" integer[] NOT NULL,
	"start_times" text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"places_per_slot" integer NOT NULL,
	"party_min" integer NOT NULL,
	"party_max" integer NOT NULL,
	"cutoff_hours" integer NOT NULL,
	"season_from" date NOT NULL,
	"season_until" date NOT NULL,
	"closed_dates" date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "slotted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "minimum_quantity" integer;--> statement-breakpoint
ALTER TABLE "experience_schedules" ADD CONSTRAINT "experience_schedules_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_parent_id_catalog_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_parent_idx" ON "catalog_items" USING btree ("parent_id","date","time");--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_items_listing_idx";--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","status","date","time","id") INCLUDE ("time_zone","online","location_country","host_suspended") WHERE "parent_id" IS NULL;
