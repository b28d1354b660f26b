CREATE TABLE "item_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_reviews_rating_check" CHECK ("item_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_reviews_item_user_key" ON "item_reviews" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "item_reviews_user_idx" ON "item_reviews" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_tickets_per_order_check" CHECK ("catalog_items"."tickets_per_order" is null or "catalog_items"."tickets_per_order" >= 1);