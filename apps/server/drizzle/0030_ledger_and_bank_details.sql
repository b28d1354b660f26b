CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"payment_intent_id" text,
	"order_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "disputes_amount_check" CHECK ("disputes"."amount_minor" > 0),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "fee_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"host_id" integer,
	"order_id" integer,
	"order_item_id" integer,
	"item_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_account_check" CHECK ("ledger_lines"."account" in ('provider_clearing', 'host_payable', 'platform_fees', 'vat_payable', 'discounts', 'buyer_refunds', 'gift_card_liability', 'disputes', 'dispute_losses', 'payouts_in_transit', 'bank')),
	CONSTRAINT "ledger_lines_host_check" CHECK (("ledger_lines"."account" = 'host_payable') = ("ledger_lines"."host_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"memo" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"payout_count" integer NOT NULL,
	"created_by" integer,
	"document" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer,
	"host_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"end_to_end_id" text NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_iban" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bank_bic" text;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_dispute_key" ON "disputes" USING btree ("provider","provider_dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_number_key" ON "fee_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_invoices_order_key" ON "fee_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_transaction_idx" ON "ledger_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_host_idx" ON "ledger_lines" USING btree ("host_id","currency");--> statement-breakpoint
CREATE INDEX "ledger_lines_order_item_idx" ON "ledger_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_order_idx" ON "ledger_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_reference_key" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "ledger_transactions_occurred_idx" ON "ledger_transactions" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_message_id_key" ON "payout_batches" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_end_to_end_key" ON "payouts" USING btree ("end_to_end_id");