ALTER TABLE "profiles" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_bic" text;