ALTER TABLE "profiles" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stripe_payouts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_stripe_account_id_unique" UNIQUE("stripe_account_id");