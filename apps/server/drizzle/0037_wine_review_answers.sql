CREATE TABLE "wine_review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "wine_review_reports" ADD CONSTRAINT "wine_review_reports_review_id_wine_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."wine_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_review_reports" ADD CONSTRAINT "wine_review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wine_review_reports_review_reporter_key" ON "wine_review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "wine_review_reports_open_idx" ON "wine_review_reports" USING btree ("review_id") WHERE "wine_review_reports"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "wine_reviews" ADD CONSTRAINT "wine_reviews_answer_check" CHECK (("wine_reviews"."answer" is null) = ("wine_reviews"."answered_at" is null));