CREATE TABLE "cellar_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"wine_id" integer,
	"wine" text NOT NULL,
	"producer" text,
	"vintage" text,
	"country" text,
	"region" text,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cellar_entries_quantity_check" CHECK ("cellar_entries"."quantity" between 1 and 9999)
);
--> statement-breakpoint
CREATE TABLE "wine_profiles" (
	"wine_id" integer PRIMARY KEY NOT NULL,
	"description" text,
	"viticulture" text,
	"vinification" text,
	"awards" text,
	"producer_title" text,
	"designation" text,
	"wine_type" text,
	"colour" text,
	"grape_or_blend" text,
	"classification" text,
	"alcohol_percentage" text,
	"disgorgement_year" text,
	"aged" text,
	"period_on_lees" text,
	"readiness_to_drink" text,
	"start_to_drink" text,
	"end_to_drink" text,
	"dosage" text,
	"titratable_acidity" text,
	"fining_agents" text,
	"filtration" text,
	"carbonic_maceration" text,
	"semi_carbonic_maceration" text,
	"malolactic_fermentation" text,
	"sustainability_in_practice" text,
	"organic" text,
	"biodynamic" text,
	"natural" text,
	"contains_sulphites" text,
	"appearance" text,
	"color_intensity" smallint,
	"nose" text,
	"nose_intensity" smallint,
	"palate" text,
	"sweetness" smallint,
	"acidity" smallint,
	"tannin" smallint,
	"alcohol" smallint,
	"body" smallint,
	"mousse" smallint,
	"flavour_intensity" smallint,
	"length" smallint,
	"food_pairing_group" text,
	"pair_with" text,
	"min_serving_temperature" smallint,
	"max_serving_temperature" smallint,
	"drinking_time" text,
	"wine_quality_perception" text,
	"quality" smallint,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"glass_50ml_price" integer,
	"glass_125ml_price" integer,
	"glass_250ml_price" integer,
	"bottle_375ml_price" integer,
	"bottle_750ml_price" integer,
	"magnum_price" integer,
	"wine_image_key" text,
	"estate_image_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_profiles_currency_check" CHECK ("currency" in ('GBP', 'USD')),
	CONSTRAINT "wine_profiles_carbonic_maceration_check" CHECK ("carbonic_maceration" is null or "carbonic_maceration" in ('True', 'False')),
	CONSTRAINT "wine_profiles_semi_carbonic_maceration_check" CHECK ("semi_carbonic_maceration" is null or "semi_carbonic_maceration" in ('True', 'False')),
	CONSTRAINT "wine_profiles_malolactic_fermentation_check" CHECK ("malolactic_fermentation" is null or "malolactic_fermentation" in ('True', 'False')),
	CONSTRAINT "wine_profiles_sustainability_in_practice_check" CHECK ("sustainability_in_practice" is null or "sustainability_in_practice" in ('True', 'False')),
	CONSTRAINT "wine_profiles_organic_check" CHECK ("organic" is null or "organic" in ('True', 'False')),
	CONSTRAINT "wine_profiles_biodynamic_check" CHECK ("biodynamic" is null or "biodynamic" in ('True', 'False')),
	CONSTRAINT "wine_profiles_natural_check" CHECK ("natural" is null or "natural" in ('True', 'False')),
	CONSTRAINT "wine_profiles_contains_sulphites_check" CHECK ("contains_sulphites" is null or "contains_sulphites" in ('True', 'False')),
	CONSTRAINT "wine_profiles_quality_check" CHECK ("quality" is null or "quality" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "wine_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"wine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_reviews_rating_check" CHECK ("wine_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD CONSTRAINT "cellar_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD CONSTRAINT "cellar_entries_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_profiles" ADD CONSTRAINT "wine_profiles_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD CONSTRAINT "wine_reviews_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD CONSTRAINT "wine_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cellar_entries_user_wine_key" ON "cellar_entries" USING btree ("user_id","wine_id");--> statement-breakpoint
CREATE INDEX "cellar_entries_user_idx" ON "cellar_entries" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wine_reviews_wine_user_key" ON "wine_reviews" USING btree ("wine_id","user_id");--> statement-breakpoint
CREATE INDEX "wine_reviews_user_idx" ON "wine_reviews" USING btree ("user_id");