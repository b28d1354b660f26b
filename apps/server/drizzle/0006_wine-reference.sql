CREATE TABLE "food_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"food_type_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_classifications" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "wine_colours" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_designations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "wine_fining_agents" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"vegan" boolean NOT NULL,
	"vegetarian" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_grapes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"skin" text NOT NULL,
	CONSTRAINT "wine_grapes_skin_check" CHECK ("wine_grapes"."skin" in ('Red', 'White', 'Pink'))
);
--> statement-breakpoint
CREATE TABLE "wine_parcels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"site_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_sites" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"sub_region_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_sub_regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"region_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wine_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_food_type_code_food_types_code_fk" FOREIGN KEY ("food_type_code") REFERENCES "public"."food_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_classifications" ADD CONSTRAINT "wine_classifications_country_code_wine_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."wine_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_designations" ADD CONSTRAINT "wine_designations_country_code_wine_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."wine_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_parcels" ADD CONSTRAINT "wine_parcels_site_code_wine_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."wine_sites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_regions" ADD CONSTRAINT "wine_regions_country_code_wine_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."wine_countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_sites" ADD CONSTRAINT "wine_sites_sub_region_code_wine_sub_regions_code_fk" FOREIGN KEY ("sub_region_code") REFERENCES "public"."wine_sub_regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_sub_regions" ADD CONSTRAINT "wine_sub_regions_region_code_wine_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."wine_regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foods_food_type_code_idx" ON "foods" USING btree ("food_type_code");--> statement-breakpoint
CREATE INDEX "wine_parcels_site_code_idx" ON "wine_parcels" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "wine_regions_country_code_idx" ON "wine_regions" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "wine_sites_sub_region_code_idx" ON "wine_sites" USING btree ("sub_region_code");--> statement-breakpoint
CREATE INDEX "wine_sub_regions_region_code_idx" ON "wine_sub_regions" USING btree ("region_code");