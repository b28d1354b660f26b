CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_group_check" CHECK ("users"."group" in ('members', 'professionals'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer,
	"unit_fee_minor" integer,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'cart' NOT NULL,
	"currency" text,
	"booking_reference" text,
	"subtotal_minor" integer,
	"discount_minor" integer,
	"fees_minor" integer,
	"vat_minor" integer,
	"total_minor" integer,
	"attendee" jsonb,
	"buyer_email" text,
	"payment_intent_id" text,
	"reserved_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('cart', 'awaiting_payment', 'paid', 'payment_failed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"host_id" integer NOT NULL,
	"title" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"image_key" text,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"description" text,
	"item_type" text,
	"hash_tags" text,
	"host" text,
	"date" date,
	"time" text,
	"time_zone" text DEFAULT 'GMT' NOT NULL,
	"host_email" text,
	"host_phone" text,
	"host_phone_country_code" text,
	"maximum_quantity" integer,
	"price_minor" integer,
	"quantity" integer,
	"tickets_per_order" integer,
	"summary" text,
	"location_address" text,
	"location_city" text,
	"location_zip_code" text,
	"location_country" text,
	"lat" double precision,
	"lng" double precision,
	"sales_start_date" date,
	"sales_end_date" date,
	"sales_start_time" text,
	"sales_end_time" text,
	"ccy_expense_symbols" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "catalog_items_kind_check" CHECK ("catalog_items"."kind" in ('event', 'experience')),
	CONSTRAINT "catalog_items_status_check" CHECK ("catalog_items"."status" in ('Draft', 'Active', 'Cancelled')),
	CONSTRAINT "catalog_items_price_check" CHECK ("catalog_items"."price_minor" is null or "catalog_items"."price_minor" >= 0),
	CONSTRAINT "catalog_items_quantity_check" CHECK ("catalog_items"."quantity" is null or "catalog_items"."quantity" >= 1),
	CONSTRAINT "catalog_items_max_quantity_check" CHECK ("catalog_items"."maximum_quantity" is null or ("catalog_items"."maximum_quantity" >= 1 and ("catalog_items"."quantity" is null or "catalog_items"."maximum_quantity" <= "catalog_items"."quantity")))
);
--> statement-breakpoint
CREATE TABLE "catalog_item_wine_lists" (
	"item_id" integer NOT NULL,
	"wine_list_id" integer NOT NULL,
	CONSTRAINT "catalog_item_wine_lists_item_id_wine_list_id_pk" PRIMARY KEY("item_id","wine_list_id")
);
--> statement-breakpoint
CREATE TABLE "wine_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_lists_status_check" CHECK ("wine_lists"."status" in ('Draft', 'Published'))
);
--> statement-breakpoint
CREATE TABLE "wines" (
	"id" serial PRIMARY KEY NOT NULL,
	"wine_list_id" integer NOT NULL,
	"name" text NOT NULL,
	"producer" text,
	"country" text,
	"region" text,
	"sub_region" text,
	"site" text,
	"parcel" text,
	"vintage" text,
	"vegetarian" text,
	"vegan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_item_wine_lists" ADD CONSTRAINT "catalog_item_wine_lists_item_id_catalog_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalog_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_item_wine_lists" ADD CONSTRAINT "catalog_item_wine_lists_wine_list_id_wine_lists_id_fk" FOREIGN KEY ("wine_list_id") REFERENCES "public"."wine_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_lists" ADD CONSTRAINT "wine_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_wine_list_id_wine_lists_id_fk" FOREIGN KEY ("wine_list_id") REFERENCES "public"."wine_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_item_key" ON "order_items" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'cart';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_booking_reference_key" ON "orders" USING btree ("booking_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "catalog_items_listing_idx" ON "catalog_items" USING btree ("kind","status","date","id");--> statement-breakpoint
CREATE INDEX "catalog_items_host_idx" ON "catalog_items" USING btree ("host_id","kind");--> statement-breakpoint
CREATE INDEX "catalog_item_wine_lists_list_idx" ON "catalog_item_wine_lists" USING btree ("wine_list_id");--> statement-breakpoint
CREATE INDEX "wine_lists_owner_idx" ON "wine_lists" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "wines_wine_list_idx" ON "wines" USING btree ("wine_list_id");