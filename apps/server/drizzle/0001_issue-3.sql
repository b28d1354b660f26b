CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" text NOT NULL,
	"referral_source" smallint NOT NULL,
	"age_certified" boolean NOT NULL,
	"request_content" text NOT NULL,
	"submission_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_requests_referral_source_check" CHECK ("info_requests"."referral_source" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "newsletter_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" text NOT NULL,
	"referral_source" smallint NOT NULL,
	"age_certified" boolean NOT NULL,
	"sign_up_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_sign_ups_referral_source_check" CHECK ("newsletter_sign_ups"."referral_source" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_idx" ON "page_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "page_views_path_idx" ON "page_views" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "info_requests_submission_key_key" ON "info_requests" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "info_requests_created_at_idx" ON "info_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sign_ups_email_lower_key" ON "newsletter_sign_ups" USING btree (lower("email"));