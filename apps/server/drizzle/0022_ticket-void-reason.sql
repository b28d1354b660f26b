ALTER TABLE "tickets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tickets" SET "void_reason" = 'refunded' WHERE "status" = 'void';
