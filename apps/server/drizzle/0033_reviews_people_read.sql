CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "item_reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_item_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."item_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("review_id") WHERE "review_reports"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "item_reviews_item_created_idx" ON "item_reviews" USING btree ("item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_answer_check" CHECK (("item_reviews"."answer" is null) = ("item_reviews"."answered_at" is null));