CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"gender" text,
	"phone" text,
	"phone_country_code" text,
	"date_of_birth" date,
	"address" text,
	"city" text,
	"zip_code" text,
	"country" text,
	"business_name" text,
	"business_bio" text,
	"business_type" text,
	"picture_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;