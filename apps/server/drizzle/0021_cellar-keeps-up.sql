CREATE TABLE "cellar_drinks" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"drank_on" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cellar_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"window_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cellar_window_notices" (
	"entry_id" integer NOT NULL,
	"year" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cellar_window_notices_entry_id_year_pk" PRIMARY KEY("entry_id","year")
);
--> statement-breakpoint
ALTER TABLE "cellar_entries" DROP CONSTRAINT "cellar_entries_quantity_check";--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "appellation" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "grapes" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "wine_type" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "bin" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "price_paid" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "start_to_drink" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "end_to_drink" text;--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "my_rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD COLUMN "my_note" text;--> statement-breakpoint
ALTER TABLE "cellar_drinks" ADD CONSTRAINT "cellar_drinks_entry_id_cellar_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cellar_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cellar_settings" ADD CONSTRAINT "cellar_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cellar_window_notices" ADD CONSTRAINT "cellar_window_notices_entry_id_cellar_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cellar_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cellar_drinks_entry_idx" ON "cellar_drinks" USING btree ("entry_id","drank_on");--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD CONSTRAINT "cellar_entries_rating_check" CHECK ("cellar_entries"."my_rating" is null or "cellar_entries"."my_rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "cellar_entries" ADD CONSTRAINT "cellar_entries_quantity_check" CHECK ("cellar_entries"."quantity" between 0 and 9999);