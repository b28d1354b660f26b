CREATE TABLE "wine_tastings" (
	"id" serial PRIMARY KEY NOT NULL,
	"wine_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sweetness" smallint,
	"acidity" smallint,
	"tannin" smallint,
	"alcohol" smallint,
	"body" smallint,
	"mousse" smallint,
	"flavour_intensity" smallint,
	"length" smallint,
	"note" text DEFAULT '' NOT NULL,
	"tasted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_tastings_note_check" CHECK (length("wine_tastings"."note") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "wine_tastings" ADD CONSTRAINT "wine_tastings_wine_id_wines_id_fk" FOREIGN KEY ("wine_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_tastings" ADD CONSTRAINT "wine_tastings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wine_tastings_wine_user_key" ON "wine_tastings" USING btree ("wine_id","user_id");--> statement-breakpoint
CREATE INDEX "wine_tastings_user_idx" ON "wine_tastings" USING btree ("user_id");